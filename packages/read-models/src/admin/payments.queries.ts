import type {
  AdminListFilter,
  AdminListQuery,
  AdminPaymentRecord,
  adminPaymentsCalls,
  ListPage,
} from '@afrimedia/contracts';
import { countOf, idsIn, type AdminDb } from './list-sql.ts';

type List = typeof adminPaymentsCalls.list;
type Filter = AdminListFilter<List>;

const columns = {
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
export async function paymentPage(
  db: AdminDb,
  query: AdminListQuery<List>,
): Promise<ListPage<AdminPaymentRecord>> {
  const rows = await payments(db, query.filter)
    .selectAll()
    .orderBy(columns[query.sort.field], query.sort.order)
    .orderBy('payment_id')
    .limit(query.limit)
    .offset(query.offset)
    .execute();
  return { total: await countOf(payments(db, query.filter)), rows: rows.map(recordOf) };
}

export async function paymentRecord(db: AdminDb, id: string): Promise<AdminPaymentRecord | undefined> {
  const row = await payments(db, { id: [id] })
    .selectAll()
    .executeTakeFirst();
  return row && recordOf(row);
}
