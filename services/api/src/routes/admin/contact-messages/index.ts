import { sql } from 'kysely';
import { Router } from 'express';
import { z } from 'zod';
import type { ApiDb } from '../../../storage/api-db.ts';
import type { RouteDeps } from '../../route-deps.ts';
import { addList, containing, found, idFilter, searchFilter, type ListSpec } from '../simple-rest.ts';

const contactMessageList = {
  sortable: ['id', 'receivedAt', 'name', 'email', 'subject'],
  defaultSort: ['receivedAt', 'desc'],
  filter: z.object({
    id: idFilter.optional(),
    q: searchFilter.optional(),
    language: z.string().max(10).optional(),
  }),
} as const satisfies ListSpec<string, z.ZodObject>;

type Filter = z.output<typeof contactMessageList.filter>;

const columns = {
  id: 'message_id',
  receivedAt: 'received_at',
  name: 'name',
  email: 'email',
  subject: 'subject',
} as const;

const messages = (db: ApiDb, filter: Filter) =>
  db
    .selectFrom('operations.contact_messages')
    .$if(Boolean(filter.q), (qb) =>
      qb.where((eb) =>
        eb.or([
          eb('email', 'ilike', containing(filter.q!)),
          eb('name', 'ilike', containing(filter.q!)),
          eb('subject', 'ilike', containing(filter.q!)),
        ]),
      ),
    )
    .$if(filter.language !== undefined, (qb) => qb.where('language', '=', filter.language!))
    .$if(filter.id !== undefined, (qb) => qb.where('message_id', 'in', [...filter.id!, '']));

const recordOf = (row: {
  message_id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  language: string;
  received_at: Date;
}) => ({
  id: row.message_id,
  name: row.name,
  email: row.email,
  subject: row.subject,
  message: row.message,
  language: row.language,
  receivedAt: row.received_at.toISOString(),
});

/** The contact form's inbox, newest first: read-only, each message as its sender wrote it. */
export function contactMessagesRoutes(deps: RouteDeps): Router {
  const router = Router();
  addList(router, 'contact-messages', contactMessageList, async (query) => {
    const counted = await messages(deps.db, query.filter)
      .select(sql<string>`count(*)`.as('total'))
      .executeTakeFirst();
    const rows = await messages(deps.db, query.filter)
      .selectAll()
      .orderBy(columns[query.sort.field], query.sort.order)
      .orderBy('message_id')
      .limit(query.limit)
      .offset(query.offset)
      .execute();
    return { total: Number(counted?.total ?? 0), rows: rows.map(recordOf) };
  });
  router.get('/:id', async (request, response) => {
    const row = await messages(deps.db, { id: [request.params.id] })
      .selectAll()
      .executeTakeFirst();
    response.json(recordOf(found(row)));
  });
  return router;
}
