import { periods, type PlanId, type PlanPrice } from '@afrimedia/domain';
import type { Kysely } from 'kysely';
import type { ReadModels } from './database.ts';

export type CurrentPlanPrice = PlanPrice & { readonly id: PlanId; readonly pricedAt: Date };

/** Every priced plan, cheaper plan first and each plan's periods shortest first. */
export async function currentPlanPrices(db: Kysely<ReadModels>): Promise<CurrentPlanPrice[]> {
  const rows = await db
    .selectFrom('plans.prices')
    .select(['plan_id', 'plan', 'period', 'amount_cents', 'currency', 'priced_at'])
    .execute();
  return rows
    .map((row) => ({
      id: row.plan_id,
      plan: row.plan,
      period: row.period,
      amountCents: row.amount_cents,
      currency: row.currency,
      pricedAt: row.priced_at,
    }))
    .sort((a, b) => a.plan.localeCompare(b.plan) || periods.indexOf(a.period) - periods.indexOf(b.period));
}
