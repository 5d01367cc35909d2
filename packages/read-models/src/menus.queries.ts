import { sql, type Kysely } from 'kysely';
import type { Audience } from './audience-filter.ts';
import type { ReadModels } from './database.ts';
import { publishedContents as published } from './pages.queries.ts';
import type { SitePage } from './pages.table.ts';

type Counts = Record<string, number>;

const toCounts = (rows: readonly { key: string | null; total: string }[]): Counts =>
  Object.fromEntries(rows.flatMap((row) => (row.key === null ? [] : [[row.key, Number(row.total)]])));

/** Themes (genres of the spec's client state): published contents this reader may see, per topic. */
export async function topicCounts(db: Kysely<ReadModels>, audience: Audience = {}): Promise<Counts> {
  const rows = await published(db, audience)
    .select([sql<string>`unnest(topics)`.as('key'), (eb) => eb.fn.countAll<string>().as('total')])
    .groupBy('key')
    .execute();
  return toCounts(rows);
}

/** The videos or podcasts menu: published contents this reader may see, per genre. */
export async function genreCounts(
  db: Kysely<ReadModels>,
  kind: 'video' | 'podcast',
  audience: Audience = {},
): Promise<Counts> {
  const rows = await published(db, audience)
    .where('kind', '=', kind)
    .select(['genre as key', (eb) => eb.fn.countAll<string>().as('total')])
    .groupBy('genre')
    .execute();
  return toCounts(rows);
}

/** Document types: published contents per kind, and validated publications as playlists. */
export async function documentTypeCounts(db: Kysely<ReadModels>, audience: Audience = {}): Promise<Counts> {
  const [kinds, playlists] = await Promise.all([
    published(db, audience)
      .select(['kind as key', (eb) => eb.fn.countAll<string>().as('total')])
      .groupBy('kind')
      .execute(),
    db
      .selectFrom('pages.publications')
      .where('status', '=', 'published')
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { article: 0, video: 0, podcast: 0, ...toCounts(kinds), playlist: Number(playlists.total) };
}

/**
 * A static page in the reader's language; else in `fallback`; else in whichever language it was written,
 * so a page the team wrote only in French is still shown rather than a 404.
 */
export async function sitePage(
  db: Kysely<ReadModels>,
  slug: string,
  language: string,
  fallback = 'en',
): Promise<SitePage | undefined> {
  return db
    .selectFrom('pages.site_pages')
    .selectAll()
    .where('slug', '=', slug)
    .orderBy(sql`language = ${language}`, 'desc')
    .orderBy(sql`language = ${fallback}`, 'desc')
    .orderBy('language')
    .limit(1)
    .executeTakeFirst();
}

/** The info menu: every static page once, titled in the reader's language as `sitePage` would show it. */
export async function siteMenu(
  db: Kysely<ReadModels>,
  language: string,
  fallback = 'en',
): Promise<{ slug: string; title: string; language: string }[]> {
  return db
    .selectFrom('pages.site_pages')
    .distinctOn('slug')
    .select(['slug', 'title', 'language'])
    .orderBy('slug')
    .orderBy(sql`language = ${language}`, 'desc')
    .orderBy(sql`language = ${fallback}`, 'desc')
    .orderBy('language')
    .execute();
}
