import { PLAN_CATALOGUE_STREAM, planCatalogueDecider, reject, type PricePlan } from '@afrimedia/domain';
import type { Actor, CommandPort } from './ports.ts';

export type PlanPricing = PricePlan['data'];

/** The platform team sets what a plan and period costs new subscribers from now on. */
export async function pricePlan(commands: CommandPort, actor: Actor, pricing: PlanPricing): Promise<void> {
  if (!actor.isAdmin) throw reject('FORBIDDEN');
  await commands.run({
    stream: PLAN_CATALOGUE_STREAM,
    decider: planCatalogueDecider,
    actorId: actor.userId,
    command: { type: 'PricePlan', data: pricing },
  });
}
