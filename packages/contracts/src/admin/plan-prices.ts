import { plans } from '@afrimedia/domain';
import { z } from 'zod';
import { planPrice } from '../payments.ts';
import { adminInstant, adminResource, defineAdminResource, listFilter } from './simple-rest.ts';

/** The most a plan may cost, in cents: a slip of the keyboard (an extra zero or two) is refused, not charged. */
export const MAX_PLAN_PRICE_CENTS = 100_000;

/** A plan and period (`premium-month`) and what new subscribers pay for it; null while it was never priced. */
export const adminPlanPriceRecord = planPrice.extend({
  amountCents: z.int().positive().nullable(),
  pricedAt: adminInstant.nullable(),
});
export type AdminPlanPriceRecord = z.output<typeof adminPlanPriceRecord>;

/** A new price in euro cents, from now on; subscriptions already taken keep theirs. */
export const adminPlanPrice = z.object({ amountCents: z.int().positive().max(MAX_PLAN_PRICE_CENTS) });

const prices = adminResource('plan-prices', adminPlanPriceRecord);

export const adminPlanPricesCalls = defineAdminResource({
  list: prices.list('Every plan and period with the price new subscribers pay', {
    sortable: ['id', 'plan', 'period', 'amountCents', 'pricedAt'],
    defaultSort: ['id', 'asc'],
    filter: listFilter({ plan: z.enum(plans).optional() }),
  }),
  getOne: prices.getOne('One plan and period'),
  update: prices.update(
    'Prices a plan and period for new subscribers (PlanPriced); the same price again appends nothing',
    adminPlanPrice,
  ),
});
