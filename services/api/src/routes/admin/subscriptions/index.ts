import { sql } from 'kysely';
import { Router } from 'express';
import { z } from 'zod';
import type { ApiDb } from '../../../storage/api-db.ts';
import type { RouteDeps } from '../../route-deps.ts';
import { addList, found, idFilter, type ListSpec } from '../simple-rest.ts';

const subscriptionList = {
  sortable: ['id', 'requestedAt', 'periodEnd', 'status', 'amountCents'],
  defaultSort: ['requestedAt', 'desc'],
  filter: z.object({
    id: idFilter.optional(),
    userId: z.string().max(200).optional(),
    status: z.enum(['requested', 'active', 'expired']).optional(),
  }),
} as const satisfies ListSpec<string, z.ZodObject>;

type Filter = z.output<typeof subscriptionList.filter>;

const columns = {
  id: 'subscription_id',
  requestedAt: 'requested_at',
  periodEnd: 'period_end',
  status: 'status',
  amountCents: 'amount_cents',
} as const;

const subscriptions = (db: ApiDb, filter: Filter) =>
  db
    .selectFrom('operations.subscriptions')
    .$if(filter.userId !== undefined, (qb) => qb.where('user_id', '=', filter.userId!))
    .$if(filter.status !== undefined, (qb) => qb.where('status', '=', filter.status!))
    .$if(filter.id !== undefined, (qb) => qb.where('subscription_id', 'in', [...filter.id!, '']));

const recordOf = (row: {
  subscription_id: string;
  user_id: string;
  plan: string;
  period: string;
  amount_cents: number;
  status: string;
  auto_renew: boolean;
  period_end: Date | null;
  requested_at: Date;
}) => ({
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

/** Readers' subscriptions, read-only: they fill in once payments open. */
export function subscriptionsRoutes(deps: RouteDeps): Router {
  const router = Router();
  addList(router, 'subscriptions', subscriptionList, async (query) => {
    const counted = await subscriptions(deps.db, query.filter)
      .select(sql<string>`count(*)`.as('total'))
      .executeTakeFirst();
    const rows = await subscriptions(deps.db, query.filter)
      .selectAll()
      .orderBy(columns[query.sort.field], query.sort.order)
      .orderBy('subscription_id')
      .limit(query.limit)
      .offset(query.offset)
      .execute();
    return { total: Number(counted?.total ?? 0), rows: rows.map(recordOf) };
  });
  router.get('/:id', async (request, response) => {
    const row = await subscriptions(deps.db, { id: [request.params.id] })
      .selectAll()
      .executeTakeFirst();
    response.json(recordOf(found(row)));
  });
  return router;
}
