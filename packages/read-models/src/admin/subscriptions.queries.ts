import type {
  AdminListFilter,
  AdminListQuery,
  AdminSubscriptionRecord,
  adminSubscriptionsCalls,
  ListPage,
} from '@afrimedia/contracts';
import { idsIn, oneOf, pageOf, type AdminDb } from './list-sql.ts';

type List = typeof adminSubscriptionsCalls.list;
type Filter = AdminListFilter<List>;

const sortColumns = {
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
export function subscriptionPage(
  db: AdminDb,
  query: AdminListQuery<List>,
): Promise<ListPage<AdminSubscriptionRecord>> {
  return pageOf(
    subscriptions(db, query.filter).selectAll(),
    query,
    { sortColumns, key: 'subscription_id' },
    recordOf,
  );
}

export function subscriptionRecord(db: AdminDb, id: string): Promise<AdminSubscriptionRecord | undefined> {
  return oneOf(subscriptions(db, { id: [id] }).selectAll(), recordOf);
}
