import { sql, type AliasedSelectQueryBuilder, type Kysely } from 'kysely';
import type { ReadModels } from './database.ts';
import { publishedContents, validatedAuthors, validatedPublications } from './pages.queries.ts';

/** Crawlers are shown what a visitor nobody knows sees: no age filter, and no content kept to some countries. */
const ANYONE = {};

/** The public pages a sitemap lists, a section per kind, each read a page of rows at a time. */
export const SITEMAP_SECTIONS = ['contents', 'publications', 'authors'] as const;
export type SitemapSection = (typeof SITEMAP_SECTIONS)[number];

export interface SitemapPage {
  readonly section: SitemapSection;
  /** From 1. */
  readonly page: number;
  /** The latest change among the page's rows; null when none of them has a known date. */
  readonly lastmod: Date | null;
}

export interface SitemapRange {
  readonly limit: number;
  readonly offset: number;
}

/** When a public content of the owner (`owner` names the outer row's column) was last published. */
const newestContent = (db: Kysely<ReadModels>, column: 'publication_id' | 'author_id', owner: string) =>
  publishedContents(db, ANYONE)
    .select((eb) => eb.fn.max('published_at').as('newest'))
    .where(column, '=', sql.ref<string>(owner));

/*
 * Each section orders its rows by something that does not change as they are edited (publication date, creation,
 * id), so a row keeps its page while the site grows and a new one lands on the last page.
 */
const contentRows = (db: Kysely<ReadModels>) =>
  publishedContents(db, ANYONE).select([
    'kind',
    'slug',
    'published_at as lastmod',
    sql<string>`row_number() over (order by published_at, content_id)`.as('position'),
  ]);

const publicationRows = (db: Kysely<ReadModels>) =>
  validatedPublications(db).select([
    'slug',
    // Its page lists its contents: it changes when one of them is published.
    sql<Date>`greatest(created_at, ${newestContent(db, 'publication_id', 'pages.publications.publication_id')})`.as(
      'lastmod',
    ),
    sql<string>`row_number() over (order by created_at, publication_id)`.as('position'),
  ]);

const authorRows = (db: Kysely<ReadModels>) =>
  validatedAuthors(db).select([
    'user_id',
    newestContent(db, 'author_id', 'pages.authors.user_id').as('lastmod'),
    sql<string>`row_number() over (order by user_id)`.as('position'),
  ]);

async function pagesOf(
  db: Kysely<ReadModels>,
  section: SitemapSection,
  rows: AliasedSelectQueryBuilder<{ position: string; lastmod: Date | null }, 'r'>,
  pageSize: number,
): Promise<SitemapPage[]> {
  const pages = await db
    .selectFrom(rows)
    .select([
      sql<number>`((r.position - 1) / ${pageSize})::int + 1`.as('page'),
      (eb) => eb.fn.max('r.lastmod').as('lastmod'),
    ])
    .groupBy('page')
    .orderBy('page')
    .execute();
  return pages.map(({ page, lastmod }) => ({ section, page, lastmod }));
}

/** The pages of `pageSize` rows each section fills, with their latest change; a section without rows has none. */
export async function sitemapPages(db: Kysely<ReadModels>, pageSize: number): Promise<SitemapPage[]> {
  const sections = await Promise.all([
    pagesOf(db, 'contents', contentRows(db).as('r'), pageSize),
    pagesOf(db, 'publications', publicationRows(db).as('r'), pageSize),
    pagesOf(db, 'authors', authorRows(db).as('r'), pageSize),
  ]);
  return sections.flat();
}

/** Public contents, in sitemap order. */
export function sitemapContents(db: Kysely<ReadModels>, range: SitemapRange) {
  return contentRows(db).orderBy('position').limit(range.limit).offset(range.offset).execute();
}

/** Validated publications, in sitemap order. */
export function sitemapPublications(db: Kysely<ReadModels>, range: SitemapRange) {
  return publicationRows(db).orderBy('position').limit(range.limit).offset(range.offset).execute();
}

/** Validated authors, in sitemap order. */
export function sitemapAuthors(db: Kysely<ReadModels>, range: SitemapRange) {
  return authorRows(db).orderBy('position').limit(range.limit).offset(range.offset).execute();
}
