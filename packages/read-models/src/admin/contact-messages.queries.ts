import type {
  AdminContactMessageRecord,
  adminContactMessagesCalls,
  AdminListFilter,
  AdminListQuery,
  ListPage,
} from '@afrimedia/contracts';
import { containing, idsIn, oneOf, pageOf, type AdminDb } from './list-sql.ts';

type List = typeof adminContactMessagesCalls.list;
type Filter = AdminListFilter<List>;

const sortColumns = {
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
export function contactMessagePage(
  db: AdminDb,
  query: AdminListQuery<List>,
): Promise<ListPage<AdminContactMessageRecord>> {
  return pageOf(messages(db, query.filter).selectAll(), query, { sortColumns, key: 'message_id' }, recordOf);
}

export function contactMessageRecord(
  db: AdminDb,
  id: string,
): Promise<AdminContactMessageRecord | undefined> {
  return oneOf(messages(db, { id: [id] }).selectAll(), recordOf);
}
