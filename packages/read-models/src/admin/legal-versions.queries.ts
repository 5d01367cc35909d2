import type {
  AdminLegalVersionRecord,
  adminLegalVersionsCalls,
  AdminListFilter,
  AdminListQuery,
  ListPage,
} from '@afrimedia/contracts';
import { idsIn, oneOf, pageOf, type AdminDb } from './list-sql.ts';

type List = typeof adminLegalVersionsCalls.list;
type Filter = AdminListFilter<List>;

const sortColumns = {
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
export function legalVersionPage(
  db: AdminDb,
  query: AdminListQuery<List>,
): Promise<ListPage<AdminLegalVersionRecord>> {
  return pageOf(versions(db, query.filter).selectAll(), query, { sortColumns, key: 'version_id' }, recordOf);
}

export function legalVersionRecord(db: AdminDb, id: string): Promise<AdminLegalVersionRecord | undefined> {
  return oneOf(versions(db, { id: [id] }).selectAll(), recordOf);
}
