import type { Period, Plan, PlanId } from '@afrimedia/domain';
import type { ColumnType } from 'kysely';

/** The price in force of each plan id (`premium-month`), in euro cents. */
export interface PlansPricesTable {
  plan_id: PlanId;
  plan: Plan;
  period: Period;
  amount_cents: number;
  currency: 'eur';
  priced_at: ColumnType<Date, Date, Date>;
}
