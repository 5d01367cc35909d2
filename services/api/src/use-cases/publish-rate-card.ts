import { RATE_CARD_STREAM, rateCardDecider, reject, type PublishRateCard } from '@afrimedia/domain';
import type { Actor, CommandPort } from './ports.ts';

export type NewRateCard = Omit<PublishRateCard['data'], 'actorIsAdmin'>;

/**
 * The platform team sets what a qualified read and a click earn from an instant on; the decider keeps a card from
 * taking effect in the past or before the latest one, so what was already earned is never repriced.
 */
export async function publishRateCard(commands: CommandPort, actor: Actor, card: NewRateCard): Promise<void> {
  if (!actor.isAdmin) throw reject('FORBIDDEN');
  await commands.run({
    stream: RATE_CARD_STREAM,
    decider: rateCardDecider,
    actorId: actor.userId,
    command: { type: 'PublishRateCard', data: { ...card, actorIsAdmin: actor.isAdmin } },
  });
}
