import {
  adminArticlesCalls,
  type AdminArticleRecord,
  type AdminContentRecord,
  type AdminListQuery,
  type ListPage,
} from '@afrimedia/contracts';
import { adminList, oneOf, type AdminDb } from './list-sql.ts';

export type AdminContentKind = 'article' | 'video' | 'podcast';

const rows = (db: AdminDb, kind: AdminContentKind) =>
  db
    .selectFrom('pages.contents as c')
    .leftJoin('admin_queues.publications as p', 'p.publication_id', 'c.publication_id')
    .where('c.kind', '=', kind)
    .select([
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

const recordOf = (
  row: Awaited<ReturnType<ReturnType<typeof rows>['execute']>>[number],
): AdminContentRecord => ({
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

/** Contents of one kind in any state, hidden ones included (the list call all three kinds share). */
const contentsOf = (kind: AdminContentKind) =>
  adminList(
    adminArticlesCalls.list,
    (db: AdminDb) => rows(db, kind),
    () => ({
      key: 'c.content_id',
      search: ['c.title'],
      equals: { state: 'c.status', hidden: 'c.hidden', authorId: 'c.author_id' },
      sortColumns: {
        id: 'c.content_id',
        title: 'c.title',
        state: 'c.status',
        publishedAt: 'c.published_at',
        slug: 'c.slug',
      },
      nullsLast: true,
      recordOf,
    }),
  );

const contents = {
  article: contentsOf('article'),
  video: contentsOf('video'),
  podcast: contentsOf('podcast'),
};

export function contentPage(
  db: AdminDb,
  kind: AdminContentKind,
  query: AdminListQuery<typeof adminArticlesCalls.list>,
): Promise<ListPage<AdminContentRecord>> {
  return contents[kind].page(db, query);
}

/** One content of a kind other than article. */
export function contentRecord(
  db: AdminDb,
  kind: AdminContentKind,
  contentId: string,
): Promise<AdminContentRecord | undefined> {
  return contents[kind].one(db, contentId);
}

/** One article with its body, the article-body document the console renders. */
export function articleRecord(db: AdminDb, contentId: string): Promise<AdminArticleRecord | undefined> {
  return oneOf(rows(db, 'article').where('c.content_id', '=', contentId).select('c.body'), (row) => ({
    ...recordOf(row),
    body: row.body,
  }));
}
