import type { Command, Decider, Decision } from '../core/decider.ts';
import { reject } from '../core/domain-error.ts';
import { planIdOf, type Period, type Plan } from '../subscription/plan-id.ts';
import {
  evolvePlanCatalogue,
  initialPlanCatalogueState,
  PLAN_CURRENCY,
  type PlanCatalogueState,
  type PlanEvent,
} from './plans.ts';

export type PricePlan = Command<'PricePlan', { plan: Plan; period: Period; amountCents: number }>;
export type PlanCommand = PricePlan;

function pricePlan(command: PricePlan, state: PlanCatalogueState): Decision<PlanEvent> {
  const { plan, period, amountCents } = command.data;
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) return reject('FIELDS_REQUIRED', 'amountCents');
  // The price already in force: pricing it again changes nothing.
  if (state.get(planIdOf(plan, period))?.amountCents === amountCents) return [];
  return [
    {
      type: 'PlanPriced',
      data: { plan, period, amountCents, currency: PLAN_CURRENCY, pricedAt: command.metadata.now },
    },
  ];
}

export const planCatalogueDecider: Decider<PlanCatalogueState, PlanCommand, PlanEvent> = {
  initialState: initialPlanCatalogueState,
  evolve: evolvePlanCatalogue,
  decide: pricePlan,
};
