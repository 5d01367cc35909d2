import { sql } from 'kysely';
import type { ApiDb } from '../../../storage/api-db.ts';
import type { ListPage, ListQuery } from '../simple-rest.ts';
import type { ScheduledContentFilter, ScheduledContentSort } from './scheduled-content-list.ts';

export interface ScheduledContentRecord {
  readonly id: string;
  readonly type: 'article' | 'video' | 'podcast';
  readonly title: string;
  readonly publicationSlug: string | null;
  readonly authorId: string;
  readonly scheduledAt: string;
}

const sortColumns = {
  id: 's.content_id',
  scheduledAt: 's.publish_at',
  title: 'c.title',
  type: 'c.kind',
} as const;

const scheduled = (db: ApiDb, filter: ScheduledContentFilter) =>
  db
    .selectFrom('scheduling.contents as s')
    .innerJoin('pages.contents as c', 'c.content_id', 's.content_id')
    .leftJoin('admin_queues.publications as p', 'p.publication_id', 'c.publication_id')
    .where('s.publish_at', 'is not', null)
    .$if(filter.type !== undefined, (qb) => qb.where('c.kind', '=', filter.type!))
    .$if(filter.id !== undefined, (qb) => qb.where('s.content_id', 'in', [...filter.id!, '']));

const withColumns = (db: ApiDb, filter: ScheduledContentFilter) =>
  scheduled(db, filter)
    .select(['s.content_id', 'c.kind', 'c.title', 'p.slug', 'c.author_id', 's.publish_at'])
    .$narrowType<{ publish_at: Date }>();

type Row = Awaited<ReturnType<ReturnType<typeof withColumns>['execute']>>[number];

const recordOf = (row: Row): ScheduledContentRecord => ({
  id: row.content_id,
  type: row.kind,
  title: row.title,
  publicationSlug: row.slug,
  authorId: row.author_id,
  scheduledAt: row.publish_at.toISOString(),
});

/** Contents waiting for their publication date, nearest first. */
export async function scheduledContents(
  db: ApiDb,
  query: ListQuery<ScheduledContentSort, ScheduledContentFilter>,
): Promise<ListPage<ScheduledContentRecord>> {
  const counted = await scheduled(db, query.filter)
    .select(sql<string>`count(*)`.as('total'))
    .executeTakeFirst();
  const rows = await withColumns(db, query.filter)
    .orderBy(sortColumns[query.sort.field], query.sort.order)
    .orderBy('s.content_id')
    .limit(query.limit)
    .offset(query.offset)
    .execute();
  return { total: Number(counted?.total ?? 0), rows: rows.map(recordOf) };
}

export async function scheduledContent(
  db: ApiDb,
  contentId: string,
): Promise<ScheduledContentRecord | undefined> {
  const row = await withColumns(db, { id: [contentId] }).executeTakeFirst();
  return row && recordOf(row);
}
