import type {
  AdminListFilter,
  AdminListQuery,
  AdminScheduledContentRecord,
  adminScheduledContentCalls,
  ListPage,
} from '@afrimedia/contracts';
import { idsIn, oneOf, pageOf, type AdminDb } from './list-sql.ts';

type List = typeof adminScheduledContentCalls.list;
type Filter = AdminListFilter<List>;

const sortColumns = {
  id: 's.content_id',
  scheduledAt: 's.publish_at',
  title: 'c.title',
  type: 'c.kind',
} as const;

const scheduled = (db: AdminDb, filter: Filter) =>
  db
    .selectFrom('scheduling.contents as s')
    .innerJoin('pages.contents as c', 'c.content_id', 's.content_id')
    .leftJoin('admin_queues.publications as p', 'p.publication_id', 'c.publication_id')
    .where('s.publish_at', 'is not', null)
    .$if(filter.type !== undefined, (qb) => qb.where('c.kind', '=', filter.type!))
    .$if(filter.id !== undefined, (qb) => qb.where('s.content_id', 'in', idsIn(filter.id!)));

const withColumns = (db: AdminDb, filter: Filter) =>
  scheduled(db, filter)
    .select(['s.content_id', 'c.kind', 'c.title', 'p.slug', 'c.author_id', 's.publish_at'])
    .$narrowType<{ publish_at: Date }>();

type Row = Awaited<ReturnType<ReturnType<typeof withColumns>['execute']>>[number];

const recordOf = (row: Row): AdminScheduledContentRecord => ({
  id: row.content_id,
  type: row.kind,
  title: row.title,
  publicationSlug: row.slug,
  authorId: row.author_id,
  scheduledAt: row.publish_at.toISOString(),
});

/** Contents waiting for their publication date, nearest first. */
export function scheduledContentPage(
  db: AdminDb,
  query: AdminListQuery<List>,
): Promise<ListPage<AdminScheduledContentRecord>> {
  return pageOf(withColumns(db, query.filter), query, { sortColumns, key: 's.content_id' }, recordOf);
}

export function scheduledContentRecord(
  db: AdminDb,
  contentId: string,
): Promise<AdminScheduledContentRecord | undefined> {
  return oneOf(withColumns(db, { id: [contentId] }), recordOf);
}
