import { adBreakDecider, adBreakStream, reject, type PublishAdBreak } from '@afrimedia/domain';
import type { Actor, CommandPort } from './ports.ts';

export type NewAdBreak = Omit<PublishAdBreak['data'], 'actorIsAdmin'>;

/** The platform team sets a house ad to play before media of its kind for every reader without Premium. */
export async function publishAdBreak(commands: CommandPort, actor: Actor, ad: NewAdBreak): Promise<void> {
  if (!actor.isAdmin) throw reject('FORBIDDEN');
  await commands.run({
    stream: adBreakStream(ad.adId),
    decider: adBreakDecider,
    actorId: actor.userId,
    command: { type: 'PublishAdBreak', data: { ...ad, actorIsAdmin: actor.isAdmin } },
  });
}
