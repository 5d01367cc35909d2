import { adminLegalVersionsCalls, type AdminLegalVersionRecord } from '@afrimedia/contracts';
import { adminList, type AdminDb } from './list-sql.ts';

/** Versions of the terms of use and the privacy policy. */
const versions = adminList(
  adminLegalVersionsCalls.list,
  (db: AdminDb) => db.selectFrom('operations.legal_versions').selectAll(),
  () => ({
    key: 'version_id',
    equals: { kind: 'kind' },
    sortColumns: { id: 'version_id', publishedAt: 'published_at', effectiveAt: 'effective_at', kind: 'kind' },
    recordOf: (row): AdminLegalVersionRecord => ({
      id: row.version_id,
      kind: row.kind,
      publishedAt: row.published_at.toISOString(),
      effectiveAt: row.effective_at.toISOString(),
      body: row.body,
    }),
  }),
);

export const legalVersionPage = versions.page;
export const legalVersionRecord = versions.one;
