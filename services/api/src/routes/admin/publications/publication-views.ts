import { sql } from 'kysely';
import type { ApiDb } from '../../../storage/api-db.ts';
import type { publicationStatuses } from '../publication-applications/publication-application-list.ts';
import { containing, type ListPage, type ListQuery } from '../simple-rest.ts';
import type { PublicationFilter, PublicationSort } from './publication-list.ts';

export interface PublicationRecord {
  readonly id: string;
  readonly name: string;
  readonly slug: string;
  readonly ownerId: string;
  readonly status: (typeof publicationStatuses)[number];
  readonly topics: string[];
  readonly createdAt: string | null;
}

const sortColumns = {
  id: 'publication_id',
  name: 'name',
  slug: 'slug',
  status: 'status',
  createdAt: 'created_at',
} as const;

const publications = (db: ApiDb, filter: PublicationFilter) =>
  db
    .selectFrom('admin_queues.publications')
    .$if(Boolean(filter.q), (qb) =>
      qb.where((eb) =>
        eb.or([eb('name', 'ilike', containing(filter.q!)), eb('slug', 'ilike', containing(filter.q!))]),
      ),
    )
    .$if(filter.status !== undefined, (qb) => qb.where('status', '=', filter.status!))
    .$if(filter.ownerId !== undefined, (qb) => qb.where('owner_id', '=', filter.ownerId!))
    .$if(filter.id !== undefined, (qb) => qb.where('publication_id', 'in', [...filter.id!, '']));

const withColumns = (db: ApiDb, filter: PublicationFilter) =>
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

const recordOf = (row: Row): PublicationRecord => ({
  id: row.publication_id,
  name: row.name,
  slug: row.slug,
  ownerId: row.owner_id,
  status: row.status,
  topics: row.topics,
  createdAt: row.created_at?.toISOString() ?? null,
});

export async function publicationPage(
  db: ApiDb,
  query: ListQuery<PublicationSort, PublicationFilter>,
): Promise<ListPage<PublicationRecord>> {
  const counted = await publications(db, query.filter)
    .select(sql<string>`count(*)`.as('total'))
    .executeTakeFirst();
  const rows = await withColumns(db, query.filter)
    .orderBy(sortColumns[query.sort.field], (ob) =>
      query.sort.order === 'asc' ? ob.asc().nullsLast() : ob.desc().nullsLast(),
    )
    .orderBy('publication_id')
    .limit(query.limit)
    .offset(query.offset)
    .execute();
  return { total: Number(counted?.total ?? 0), rows: rows.map(recordOf) };
}

export async function publicationRecord(
  db: ApiDb,
  publicationId: string,
): Promise<PublicationRecord | undefined> {
  const row = await withColumns(db, { id: [publicationId] }).executeTakeFirst();
  return row && recordOf(row);
}
