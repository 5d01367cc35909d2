import type {
  AdminContactMessageRecord,
  adminContactMessagesCalls,
  AdminListFilter,
  AdminListQuery,
  ListPage,
} from '@afrimedia/contracts';
import { containing, countOf, idsIn, type AdminDb } from './list-sql.ts';

type List = typeof adminContactMessagesCalls.list;
type Filter = AdminListFilter<List>;

const columns = {
  id: 'message_id',
  receivedAt: 'received_at',
  name: 'name',
  email: 'email',
  subject: 'subject',
} as const;

const messages = (db: AdminDb, filter: Filter) =>
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
    .$if(filter.id !== undefined, (qb) => qb.where('message_id', 'in', idsIn(filter.id!)));

type Row = Awaited<ReturnType<ReturnType<ReturnType<typeof messages>['selectAll']>['execute']>>[number];

const recordOf = (row: Row): AdminContactMessageRecord => ({
  id: row.message_id,
  name: row.name,
  email: row.email,
  subject: row.subject,
  message: row.message,
  language: row.language,
  receivedAt: row.received_at.toISOString(),
});

/** The contact form's inbox. */
export async function contactMessagePage(
  db: AdminDb,
  query: AdminListQuery<List>,
): Promise<ListPage<AdminContactMessageRecord>> {
  const rows = await messages(db, query.filter)
    .selectAll()
    .orderBy(columns[query.sort.field], query.sort.order)
    .orderBy('message_id')
    .limit(query.limit)
    .offset(query.offset)
    .execute();
  return { total: await countOf(messages(db, query.filter)), rows: rows.map(recordOf) };
}

export async function contactMessageRecord(
  db: AdminDb,
  id: string,
): Promise<AdminContactMessageRecord | undefined> {
  const row = await messages(db, { id: [id] })
    .selectAll()
    .executeTakeFirst();
  return row && recordOf(row);
}
