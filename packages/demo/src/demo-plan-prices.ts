import type { Period, Plan } from '@afrimedia/domain';

/** What the demo charges for each plan and period, in euro cents (a year costs ten months). */
export const demoPlanPrices: readonly { plan: Plan; period: Period; amountCents: number }[] = [
  { plan: 'basic', period: 'day', amountCents: 49 },
  { plan: 'basic', period: 'week', amountCents: 129 },
  { plan: 'basic', period: 'month', amountCents: 299 },
  { plan: 'basic', period: 'year', amountCents: 2990 },
  { plan: 'premium', period: 'day', amountCents: 99 },
  { plan: 'premium', period: 'week', amountCents: 249 },
  { plan: 'premium', period: 'month', amountCents: 599 },
  { plan: 'premium', period: 'year', amountCents: 5990 },
];
