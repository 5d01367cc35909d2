import { z } from 'zod';
import { defineEvent, type EventsOf } from '../core/event-definition.ts';
import { periods, plans, planIdOf, type Period, type Plan, type PlanId } from '../subscription/plan-id.ts';

/** The plan catalogue: one stream, so each price is decided against the ones in force. */
export const PLAN_CATALOGUE_STREAM = 'plans-catalogue';

/** Every price is in euros: the one currency the platform sells in. */
export const PLAN_CURRENCY = 'eur';

/**
 * A plan and period priced: from `pricedAt` on, new subscriptions to it cost `amountCents`. Subscriptions taken
 * before keep the amount their own events carry.
 */
export const PlanPriced = defineEvent(
  'PlanPriced',
  z.object({
    plan: z.enum(plans),
    period: z.enum(periods),
    amountCents: z.number().int().positive(),
    currency: z.literal(PLAN_CURRENCY),
    pricedAt: z.iso.datetime({ offset: true }),
  }),
);

export const planEventDefinitions = [PlanPriced] as const;
export type PlanEvent = EventsOf<typeof planEventDefinitions>;

export interface PlanPrice {
  readonly plan: Plan;
  readonly period: Period;
  readonly amountCents: number;
  readonly currency: typeof PLAN_CURRENCY;
}

/** The price in force for each plan id. */
export type PlanCatalogueState = ReadonlyMap<PlanId, PlanPrice>;

export const initialPlanCatalogueState = (): PlanCatalogueState => new Map();

export function evolvePlanCatalogue(state: PlanCatalogueState, event: PlanEvent): PlanCatalogueState {
  const { plan, period, amountCents, currency } = event.data;
  return new Map([...state, [planIdOf(plan, period), { plan, period, amountCents, currency }]]);
}
