import { adminPaymentsCalls, type AdminPaymentRecord } from '@afrimedia/contracts';
import { adminList, type AdminDb } from './list-sql.ts';

/** Subscription payments, paid and failed. */
const payments = adminList(
  adminPaymentsCalls.list,
  (db: AdminDb) => db.selectFrom('operations.payments').selectAll(),
  () => ({
    key: 'payment_id',
    equals: { userId: 'user_id', subscriptionId: 'subscription_id', status: 'status' },
    sortColumns: {
      id: 'payment_id',
      occurredAt: 'occurred_at',
      status: 'status',
      amountCents: 'amount_cents',
    },
    recordOf: (row): AdminPaymentRecord => ({
      id: row.payment_id,
      subscriptionId: row.subscription_id,
      userId: row.user_id,
      amountCents: row.amount_cents,
      status: row.status,
      failureReason: row.failure_reason,
      occurredAt: row.occurred_at.toISOString(),
    }),
  }),
);

export const paymentPage = payments.page;
export const paymentRecord = payments.one;
