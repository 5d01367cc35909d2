import { sql } from 'kysely';
import { z } from 'zod';
import type { ApiDb } from '../../../storage/api-db.ts';
import { idFilter, type ListPage, type ListQuery, type ListSpec } from '../simple-rest.ts';

export const legalVersionList = {
  sortable: ['id', 'publishedAt', 'effectiveAt', 'kind'],
  defaultSort: ['publishedAt', 'desc'],
  filter: z.object({ id: idFilter.optional(), kind: z.enum(['terms-of-use', 'privacy-policy']).optional() }),
} as const satisfies ListSpec<string, z.ZodObject>;

type Sort = (typeof legalVersionList.sortable)[number];
type Filter = z.output<typeof legalVersionList.filter>;

export interface LegalVersionRecord {
  readonly id: string;
  readonly kind: 'terms-of-use' | 'privacy-policy';
  readonly publishedAt: string;
  readonly effectiveAt: string;
  readonly body: Partial<Record<'en' | 'fr' | 'ar' | 'es', string>>;
}

const columns = {
  id: 'version_id',
  publishedAt: 'published_at',
  effectiveAt: 'effective_at',
  kind: 'kind',
} as const;

const versions = (db: ApiDb, filter: Filter) =>
  db
    .selectFrom('operations.legal_versions')
    .$if(filter.kind !== undefined, (qb) => qb.where('kind', '=', filter.kind!))
    .$if(filter.id !== undefined, (qb) => qb.where('version_id', 'in', [...filter.id!, '']));

const recordOf = (row: {
  version_id: string;
  kind: LegalVersionRecord['kind'];
  published_at: Date;
  effective_at: Date;
  body: LegalVersionRecord['body'];
}): LegalVersionRecord => ({
  id: row.version_id,
  kind: row.kind,
  publishedAt: row.published_at.toISOString(),
  effectiveAt: row.effective_at.toISOString(),
  body: row.body,
});

export async function legalVersions(
  db: ApiDb,
  query: ListQuery<Sort, Filter>,
): Promise<ListPage<LegalVersionRecord>> {
  const counted = await versions(db, query.filter)
    .select(sql<string>`count(*)`.as('total'))
    .executeTakeFirst();
  const rows = await versions(db, query.filter)
    .selectAll()
    .orderBy(columns[query.sort.field], query.sort.order)
    .orderBy('version_id')
    .limit(query.limit)
    .offset(query.offset)
    .execute();
  return { total: Number(counted?.total ?? 0), rows: rows.map(recordOf) };
}

export async function legalVersion(db: ApiDb, id: string): Promise<LegalVersionRecord | undefined> {
  const row = await versions(db, { id: [id] })
    .selectAll()
    .executeTakeFirst();
  return row && recordOf(row);
}
