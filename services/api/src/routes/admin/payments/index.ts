import { sql } from 'kysely';
import { Router } from 'express';
import { z } from 'zod';
import type { ApiDb } from '../../../storage/api-db.ts';
import type { RouteDeps } from '../../route-deps.ts';
import { addList, found, idFilter, type ListSpec } from '../simple-rest.ts';

const paymentList = {
  sortable: ['id', 'occurredAt', 'status', 'amountCents'],
  defaultSort: ['occurredAt', 'desc'],
  filter: z.object({
    id: idFilter.optional(),
    userId: z.string().max(200).optional(),
    subscriptionId: z.string().max(200).optional(),
    status: z.enum(['paid', 'failed']).optional(),
  }),
} as const satisfies ListSpec<string, z.ZodObject>;

type Filter = z.output<typeof paymentList.filter>;

const columns = {
  id: 'payment_id',
  occurredAt: 'occurred_at',
  status: 'status',
  amountCents: 'amount_cents',
} as const;

const payments = (db: ApiDb, filter: Filter) =>
  db
    .selectFrom('operations.payments')
    .$if(filter.userId !== undefined, (qb) => qb.where('user_id', '=', filter.userId!))
    .$if(filter.subscriptionId !== undefined, (qb) =>
      qb.where('subscription_id', '=', filter.subscriptionId!),
    )
    .$if(filter.status !== undefined, (qb) => qb.where('status', '=', filter.status!))
    .$if(filter.id !== undefined, (qb) => qb.where('payment_id', 'in', [...filter.id!, '']));

const recordOf = (row: {
  payment_id: string;
  subscription_id: string;
  user_id: string;
  amount_cents: number;
  status: string;
  failure_reason: string | null;
  occurred_at: Date;
}) => ({
  id: row.payment_id,
  subscriptionId: row.subscription_id,
  userId: row.user_id,
  amountCents: row.amount_cents,
  status: row.status,
  failureReason: row.failure_reason,
  occurredAt: row.occurred_at.toISOString(),
});

/** Subscription payments, paid and failed, read-only: they fill in once payments open. */
export function paymentsRoutes(deps: RouteDeps): Router {
  const router = Router();
  addList(router, 'payments', paymentList, async (query) => {
    const counted = await payments(deps.db, query.filter)
      .select(sql<string>`count(*)`.as('total'))
      .executeTakeFirst();
    const rows = await payments(deps.db, query.filter)
      .selectAll()
      .orderBy(columns[query.sort.field], query.sort.order)
      .orderBy('payment_id')
      .limit(query.limit)
      .offset(query.offset)
      .execute();
    return { total: Number(counted?.total ?? 0), rows: rows.map(recordOf) };
  });
  router.get('/:id', async (request, response) => {
    const row = await payments(deps.db, { id: [request.params.id] })
      .selectAll()
      .executeTakeFirst();
    response.json(recordOf(found(row)));
  });
  return router;
}
