import type {
  AdminArticleRecord,
  adminArticlesCalls,
  AdminContentRecord,
  AdminListFilter,
  AdminListQuery,
  ListPage,
} from '@afrimedia/contracts';
import { containing, idsIn, oneOf, pageOf, type AdminDb } from './list-sql.ts';

/** The list call all three kinds share. */
type List = typeof adminArticlesCalls.list;
type Filter = AdminListFilter<List>;

export type AdminContentKind = 'article' | 'video' | 'podcast';

const sortColumns = {
  id: 'c.content_id',
  title: 'c.title',
  state: 'c.status',
  publishedAt: 'c.published_at',
  slug: 'c.slug',
} as const;

const contents = (db: AdminDb, kind: AdminContentKind, filter: Filter) =>
  db
    .selectFrom('pages.contents as c')
    .leftJoin('admin_queues.publications as p', 'p.publication_id', 'c.publication_id')
    .where('c.kind', '=', kind)
    .$if(Boolean(filter.q), (qb) => qb.where('c.title', 'ilike', containing(filter.q!)))
    .$if(filter.state !== undefined, (qb) => qb.where('c.status', '=', filter.state!))
    .$if(filter.hidden !== undefined, (qb) => qb.where('c.hidden', '=', filter.hidden!))
    .$if(filter.authorId !== undefined, (qb) => qb.where('c.author_id', '=', filter.authorId!))
    .$if(filter.id !== undefined, (qb) => qb.where('c.content_id', 'in', idsIn(filter.id!)));

const withColumns = (db: AdminDb, kind: AdminContentKind, filter: Filter) =>
  contents(db, kind, filter).select([
    'c.content_id',
    'c.title',
    'c.slug',
    'p.slug as publication_slug',
    'c.author_id',
    'c.status',
    'c.published_at',
    'c.hidden',
    'c.short_name',
  ]);

type Row = Awaited<ReturnType<ReturnType<typeof withColumns>['execute']>>[number];

const recordOf = (row: Row): AdminContentRecord => ({
  id: row.content_id,
  title: row.title,
  slug: row.slug,
  publicationSlug: row.publication_slug,
  authorId: row.author_id,
  state: row.status,
  lang: Object.entries(row.short_name).find(([, name]) => name === row.title)?.[0] ?? null,
  publishedAt: row.published_at?.toISOString() ?? null,
  hidden: row.hidden,
});

/** Contents of one kind in any state, hidden ones included. */
export function contentPage(
  db: AdminDb,
  kind: AdminContentKind,
  query: AdminListQuery<List>,
): Promise<ListPage<AdminContentRecord>> {
  return pageOf(
    withColumns(db, kind, query.filter),
    query,
    { sortColumns, key: 'c.content_id', nullsLast: true },
    recordOf,
  );
}

/** One content of a kind other than article. */
export function contentRecord(
  db: AdminDb,
  kind: AdminContentKind,
  contentId: string,
): Promise<AdminContentRecord | undefined> {
  return oneOf(withColumns(db, kind, { id: [contentId] }), recordOf);
}

/** One article with its body, the article-body document the console renders. */
export function articleRecord(db: AdminDb, contentId: string): Promise<AdminArticleRecord | undefined> {
  return oneOf(withColumns(db, 'article', { id: [contentId] }).select('c.body'), (row) => ({
    ...recordOf(row),
    body: row.body,
  }));
}
