import { adBreakDecider, adBreakStream, reject } from '@afrimedia/domain';
import type { Actor, CommandPort } from './ports.ts';

/** The platform team stops a house ad; readers get another of its kind, or none. */
export async function withdrawAdBreak(commands: CommandPort, actor: Actor, adId: string): Promise<void> {
  if (!actor.isAdmin) throw reject('FORBIDDEN');
  await commands.run({
    stream: adBreakStream(adId),
    decider: adBreakDecider,
    actorId: actor.userId,
    command: { type: 'WithdrawAdBreak', data: { adId, actorIsAdmin: actor.isAdmin } },
  });
}
