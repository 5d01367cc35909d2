import type { ArticleBody } from '@afrimedia/domain';
import { sql } from 'kysely';
import type { ApiDb } from '../../../storage/api-db.ts';
import { containing, type ListPage, type ListQuery } from '../simple-rest.ts';
import type { ContentFilter, ContentSort, contentStates } from './content-list.ts';

export type ContentKind = 'article' | 'video' | 'podcast';

export interface ContentRecord {
  readonly id: string;
  readonly title: string;
  readonly slug: string;
  readonly publicationSlug: string | null;
  readonly authorId: string;
  readonly state: (typeof contentStates)[number];
  /**
   * The language its title is written in: the one whose short name is the title (a content declares no language
   * of its own); null when no short name matches.
   */
  readonly lang: string | null;
  readonly publishedAt: string | null;
  readonly hidden: boolean;
}

const sortColumns = {
  id: 'c.content_id',
  title: 'c.title',
  state: 'c.status',
  publishedAt: 'c.published_at',
  slug: 'c.slug',
} as const;

const contents = (db: ApiDb, kind: ContentKind, filter: ContentFilter) =>
  db
    .selectFrom('pages.contents as c')
    .leftJoin('admin_queues.publications as p', 'p.publication_id', 'c.publication_id')
    .where('c.kind', '=', kind)
    .$if(Boolean(filter.q), (qb) => qb.where('c.title', 'ilike', containing(filter.q!)))
    .$if(filter.state !== undefined, (qb) => qb.where('c.status', '=', filter.state!))
    .$if(filter.hidden !== undefined, (qb) => qb.where('c.hidden', '=', filter.hidden!))
    .$if(filter.authorId !== undefined, (qb) => qb.where('c.author_id', '=', filter.authorId!))
    .$if(filter.id !== undefined, (qb) => qb.where('c.content_id', 'in', [...filter.id!, '']));

const withColumns = (db: ApiDb, kind: ContentKind, filter: ContentFilter) =>
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

const recordOf = (row: Row): ContentRecord => ({
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

export async function contentPage(
  db: ApiDb,
  kind: ContentKind,
  query: ListQuery<ContentSort, ContentFilter>,
): Promise<ListPage<ContentRecord>> {
  const counted = await contents(db, kind, query.filter)
    .select(sql<string>`count(*)`.as('total'))
    .executeTakeFirst();
  const rows = await withColumns(db, kind, query.filter)
    .orderBy(sortColumns[query.sort.field], (ob) =>
      query.sort.order === 'asc' ? ob.asc().nullsLast() : ob.desc().nullsLast(),
    )
    .orderBy('c.content_id')
    .limit(query.limit)
    .offset(query.offset)
    .execute();
  return { total: Number(counted?.total ?? 0), rows: rows.map(recordOf) };
}

/** One content; an article comes with its body, the article-body document the console renders. */
export async function contentRecord(
  db: ApiDb,
  kind: ContentKind,
  contentId: string,
): Promise<(ContentRecord & { body?: ArticleBody | null }) | undefined> {
  const row = await withColumns(db, kind, { id: [contentId] })
    .select('c.body')
    .executeTakeFirst();
  if (!row) return undefined;
  return kind === 'article' ? { ...recordOf(row), body: row.body } : recordOf(row);
}
