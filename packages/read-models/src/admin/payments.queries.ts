import type {
  AdminListFilter,
  AdminListQuery,
  AdminPaymentRecord,
  adminPaymentsCalls,
  ListPage,
} from '@afrimedia/contracts';
import { idsIn, oneOf, pageOf, type AdminDb } from './list-sql.ts';

type List = typeof adminPaymentsCalls.list;
type Filter = AdminListFilter<List>;

const sortColumns = {
  id: 'payment_id',
  occurredAt: 'occurred_at',
  status: 'status',
  amountCents: 'amount_cents',
} as const;

const payments = (db: AdminDb, filter: Filter) =>
  db
    .selectFrom('operations.payments')
    .$if(filter.userId !== undefined, (qb) => qb.where('user_id', '=', filter.userId!))
    .$if(filter.subscriptionId !== undefined, (qb) =>
      qb.where('subscription_id', '=', filter.subscriptionId!),
    )
    .$if(filter.status !== undefined, (qb) => qb.where('status', '=', filter.status!))
    .$if(filter.id !== undefined, (qb) => qb.where('payment_id', 'in', idsIn(filter.id!)));

type Row = Awaited<ReturnType<ReturnType<ReturnType<typeof payments>['selectAll']>['execute']>>[number];

const recordOf = (row: Row): AdminPaymentRecord => ({
  id: row.payment_id,
  subscriptionId: row.subscription_id,
  userId: row.user_id,
  amountCents: row.amount_cents,
  status: row.status,
  failureReason: row.failure_reason,
  occurredAt: row.occurred_at.toISOString(),
});

/** Subscription payments, paid and failed. */
export function paymentPage(db: AdminDb, query: AdminListQuery<List>): Promise<ListPage<AdminPaymentRecord>> {
  return pageOf(payments(db, query.filter).selectAll(), query, { sortColumns, key: 'payment_id' }, recordOf);
}

export function paymentRecord(db: AdminDb, id: string): Promise<AdminPaymentRecord | undefined> {
  return oneOf(payments(db, { id: [id] }).selectAll(), recordOf);
}
