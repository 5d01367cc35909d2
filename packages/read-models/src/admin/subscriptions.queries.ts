import { adminSubscriptionsCalls, type AdminSubscriptionRecord } from '@afrimedia/contracts';
import { adminList, type AdminDb } from './list-sql.ts';

/** Readers' subscriptions. */
const subscriptions = adminList(
  adminSubscriptionsCalls.list,
  (db: AdminDb) => db.selectFrom('operations.subscriptions').selectAll(),
  () => ({
    key: 'subscription_id',
    equals: { userId: 'user_id', status: 'status' },
    sortColumns: {
      id: 'subscription_id',
      requestedAt: 'requested_at',
      periodEnd: 'period_end',
      status: 'status',
      amountCents: 'amount_cents',
    },
    recordOf: (row): AdminSubscriptionRecord => ({
      id: row.subscription_id,
      userId: row.user_id,
      plan: row.plan,
      period: row.period,
      amountCents: row.amount_cents,
      status: row.status,
      autoRenew: row.auto_renew,
      periodEnd: row.period_end?.toISOString() ?? null,
      requestedAt: row.requested_at.toISOString(),
    }),
  }),
);

export const subscriptionPage = subscriptions.page;
export const subscriptionRecord = subscriptions.one;
