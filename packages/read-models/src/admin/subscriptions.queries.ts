import type {
  AdminListFilter,
  AdminListQuery,
  AdminSubscriptionRecord,
  adminSubscriptionsCalls,
  ListPage,
} from '@afrimedia/contracts';
import { countOf, idsIn, type AdminDb } from './list-sql.ts';

type List = typeof adminSubscriptionsCalls.list;
type Filter = AdminListFilter<List>;

const columns = {
  id: 'subscription_id',
  requestedAt: 'requested_at',
  periodEnd: 'period_end',
  status: 'status',
  amountCents: 'amount_cents',
} as const;

const subscriptions = (db: AdminDb, filter: Filter) =>
  db
    .selectFrom('operations.subscriptions')
    .$if(filter.userId !== undefined, (qb) => qb.where('user_id', '=', filter.userId!))
    .$if(filter.status !== undefined, (qb) => qb.where('status', '=', filter.status!))
    .$if(filter.id !== undefined, (qb) => qb.where('subscription_id', 'in', idsIn(filter.id!)));

type Row = Awaited<ReturnType<ReturnType<ReturnType<typeof subscriptions>['selectAll']>['execute']>>[number];

const recordOf = (row: Row): AdminSubscriptionRecord => ({
  id: row.subscription_id,
  userId: row.user_id,
  plan: row.plan,
  period: row.period,
  amountCents: row.amount_cents,
  status: row.status,
  autoRenew: row.auto_renew,
  periodEnd: row.period_end?.toISOString() ?? null,
  requestedAt: row.requested_at.toISOString(),
});

/** Readers' subscriptions. */
export async function subscriptionPage(
  db: AdminDb,
  query: AdminListQuery<List>,
): Promise<ListPage<AdminSubscriptionRecord>> {
  const rows = await subscriptions(db, query.filter)
    .selectAll()
    .orderBy(columns[query.sort.field], query.sort.order)
    .orderBy('subscription_id')
    .limit(query.limit)
    .offset(query.offset)
    .execute();
  return { total: await countOf(subscriptions(db, query.filter)), rows: rows.map(recordOf) };
}

export async function subscriptionRecord(
  db: AdminDb,
  id: string,
): Promise<AdminSubscriptionRecord | undefined> {
  const row = await subscriptions(db, { id: [id] })
    .selectAll()
    .executeTakeFirst();
  return row && recordOf(row);
}
