import type {
  AdminLegalVersionRecord,
  adminLegalVersionsCalls,
  AdminListFilter,
  AdminListQuery,
  ListPage,
} from '@afrimedia/contracts';
import { countOf, idsIn, type AdminDb } from './list-sql.ts';

type List = typeof adminLegalVersionsCalls.list;
type Filter = AdminListFilter<List>;

const columns = {
  id: 'version_id',
  publishedAt: 'published_at',
  effectiveAt: 'effective_at',
  kind: 'kind',
} as const;

const versions = (db: AdminDb, filter: Filter) =>
  db
    .selectFrom('operations.legal_versions')
    .$if(filter.kind !== undefined, (qb) => qb.where('kind', '=', filter.kind!))
    .$if(filter.id !== undefined, (qb) => qb.where('version_id', 'in', idsIn(filter.id!)));

type Row = Awaited<ReturnType<ReturnType<ReturnType<typeof versions>['selectAll']>['execute']>>[number];

const recordOf = (row: Row): AdminLegalVersionRecord => ({
  id: row.version_id,
  kind: row.kind,
  publishedAt: row.published_at.toISOString(),
  effectiveAt: row.effective_at.toISOString(),
  body: row.body,
});

/** Versions of the terms of use and the privacy policy. */
export async function legalVersionPage(
  db: AdminDb,
  query: AdminListQuery<List>,
): Promise<ListPage<AdminLegalVersionRecord>> {
  const rows = await versions(db, query.filter)
    .selectAll()
    .orderBy(columns[query.sort.field], query.sort.order)
    .orderBy('version_id')
    .limit(query.limit)
    .offset(query.offset)
    .execute();
  return { total: await countOf(versions(db, query.filter)), rows: rows.map(recordOf) };
}

export async function legalVersionRecord(
  db: AdminDb,
  id: string,
): Promise<AdminLegalVersionRecord | undefined> {
  const row = await versions(db, { id: [id] })
    .selectAll()
    .executeTakeFirst();
  return row && recordOf(row);
}
