import type {
  AdminListFilter,
  AdminListQuery,
  AdminPublicationRecord,
  adminPublicationsCalls,
  ListPage,
} from '@afrimedia/contracts';
import { containing, idsIn, oneOf, pageOf, type AdminDb } from './list-sql.ts';

type List = typeof adminPublicationsCalls.list;
type Filter = AdminListFilter<List>;

const sortColumns = {
  id: 'publication_id',
  name: 'name',
  slug: 'slug',
  status: 'status',
  createdAt: 'created_at',
} as const;

const publications = (db: AdminDb, filter: Filter) =>
  db
    .selectFrom('admin_queues.publications')
    .$if(Boolean(filter.q), (qb) =>
      qb.where((eb) =>
        eb.or([eb('name', 'ilike', containing(filter.q!)), eb('slug', 'ilike', containing(filter.q!))]),
      ),
    )
    .$if(filter.status !== undefined, (qb) => qb.where('status', '=', filter.status!))
    .$if(filter.ownerId !== undefined, (qb) => qb.where('owner_id', '=', filter.ownerId!))
    .$if(filter.id !== undefined, (qb) => qb.where('publication_id', 'in', idsIn(filter.id!)));

const withColumns = (db: AdminDb, filter: Filter) =>
  publications(db, filter).select([
    'publication_id',
    'name',
    'slug',
    'owner_id',
    'status',
    'topics',
    'created_at',
  ]);

type Row = Awaited<ReturnType<ReturnType<typeof withColumns>['execute']>>[number];

const recordOf = (row: Row): AdminPublicationRecord => ({
  id: row.publication_id,
  name: row.name,
  slug: row.slug,
  ownerId: row.owner_id,
  status: row.status,
  topics: row.topics,
  createdAt: row.created_at?.toISOString() ?? null,
});

/** Every publication in any state. */
export function publicationPage(
  db: AdminDb,
  query: AdminListQuery<List>,
): Promise<ListPage<AdminPublicationRecord>> {
  return pageOf(
    withColumns(db, query.filter),
    query,
    { sortColumns, key: 'publication_id', nullsLast: true },
    recordOf,
  );
}

export function publicationRecord(
  db: AdminDb,
  publicationId: string,
): Promise<AdminPublicationRecord | undefined> {
  return oneOf(withColumns(db, { id: [publicationId] }), recordOf);
}
