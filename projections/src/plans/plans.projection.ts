import { planIdOf } from '@afrimedia/domain';
import { defineProjection } from '../runtime/define-projection.ts';

/** The price in force of each plan: a newer price replaces the row, past subscriptions keep their own amount. */
export const plansProjection = defineProjection('plans', {
  tables: ['plans.prices'],
  handlers: {
    PlanPriced: async (trx, { event }) => {
      const { plan, period, amountCents, currency, pricedAt } = event.data;
      const row = { plan, period, amount_cents: amountCents, currency, priced_at: new Date(pricedAt) };
      await trx
        .insertInto('plans.prices')
        .values({ plan_id: planIdOf(plan, period), ...row })
        .onConflict((conflict) => conflict.column('plan_id').doUpdateSet(row))
        .execute();
    },
  },
});
