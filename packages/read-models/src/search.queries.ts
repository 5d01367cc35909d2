import {
  CompiledQuery,
  sql,
  type Kysely,
  type SelectQueryBuilder,
  type SqlBool,
  type Transaction,
} from 'kysely';
import { visibleTo, type Audience } from './audience-filter.ts';
import type { ReadModels } from './database.ts';
import type { SearchDocumentsTable } from './search.table.ts';
import { textQuery, type TextQuery } from './search-text-query.ts';

/** The spec's search call (§7): filter, theme, country, region, mediaType, type, orderBy, direction. */
export interface SearchParams extends Audience {
  readonly filter?: string;
  readonly topic?: string;
  readonly country?: string;
  readonly region?: string;
  readonly mediaType?: 'article' | 'video' | 'audio';
  /** A content type; `playlist` searches validated publications instead of contents. */
  readonly type?: 'article' | 'video' | 'podcast' | 'playlist';
  /** Without it: best match first when there is a filter, newest first otherwise. */
  readonly orderBy?: 'popularity' | 'date' | 'alphabetical';
  readonly direction?: 'asc' | 'desc';
  readonly limit?: number;
  readonly offset?: number;
}

export interface SearchHit {
  readonly contentId: string;
  readonly kind: string;
  readonly mediaType: string | null;
  readonly slug: string;
  readonly title: string;
  readonly summary: string;
  readonly authorId: string;
  readonly authorName: string;
  readonly topics: string[];
  readonly country: string | null;
  readonly publishedAt: Date | null;
  readonly popularity: number;
}

export interface SearchResults {
  readonly rows: SearchHit[];
  /** Exact up to `SEARCH_CANDIDATES` matches; past it the planner's estimate, and `totalIsEstimate` says so. */
  readonly total: number;
  readonly totalIsEstimate: boolean;
}

/**
 * How far a search reaches: the results it serves (pages beyond are empty), the matches it counts exactly, and the
 * newest matches it ranks by relevance. Bounding them keeps a common word as cheap as a rare one.
 */
export const SEARCH_CANDIDATES = 200;

type Trx = Transaction<ReadModels>;
type Documents = ReadModels & { d: SearchDocumentsTable };
type Matches = SelectQueryBuilder<Documents, 'd', object>;

/**
 * Published contents the reader may see (age filter, geoblocking) matching the text in any of the four languages
 * (stemmed full text) or as written, or through words of the corpus close to its words (for typos). Sorting
 * alphabetically is always ascending (spec §7); otherwise descending unless asked. Playlists (validated
 * publications) are searched only when the type asks for them. A search reaches the first `SEARCH_CANDIDATES`
 * matches in its order, ranks and pages them, and estimates the total past them.
 */
export async function searchContents(db: Kysely<ReadModels>, params: SearchParams): Promise<SearchResults> {
  const text = params.filter?.trim() ?? '';
  const offset = Math.max(params.offset ?? 0, 0);
  const limit = Math.min(Math.max(params.limit ?? 20, 1), 100);
  return db.transaction().execute(async (trx) => {
    // Built once, so every tsquery below is a constant the planner folds instead of work done per row.
    const query = text ? await textQuery(trx, text) : undefined;
    // Words made only of what normalising removes (diacritics, tatweel) match nothing.
    if (text && !query) return { rows: [], total: 0, totalIsEstimate: false };
    const matches = matching(trx, params, query);
    const few = query ? await fewMatches(trx, matches) : undefined;
    const candidates = await candidatesOf(few ? matchingIds(trx, few) : matches, params, query);
    const rows = await hitsOf(trx, candidates.slice(0, SEARCH_CANDIDATES).slice(offset, offset + limit));
    if (candidates.length <= SEARCH_CANDIDATES)
      return { rows, total: candidates.length, totalIsEstimate: false };
    const estimate = await estimatedCount(trx, matches);
    return { rows, total: Math.max(estimate, candidates.length), totalIsEstimate: true };
  });
}

function matching(trx: Trx, params: SearchParams, text: TextQuery | undefined): Matches {
  let query = trx
    .selectFrom('search.documents as d')
    .where('d.status', '=', 'published')
    .where(visibleTo(params));
  if (text) query = query.where(sql<SqlBool>`d.tsv @@ ${text.match}::tsquery`);
  if (params.topic) query = query.where(sql<SqlBool>`${params.topic} = any(d.topics)`);
  if (params.country) query = query.where('d.country', '=', params.country.toLowerCase());
  if (params.region) query = query.where('d.region', '=', params.region);
  if (params.mediaType) query = query.where('d.media_type', '=', params.mediaType);
  return params.type ? query.where('d.kind', '=', params.type) : query.where('d.kind', '!=', 'playlist');
}

/**
 * Every match when there are at most `SEARCH_CANDIDATES`, found through the GIN index (a bitmap scan, forced: a
 * misjudged estimate would otherwise send the planner walking a whole sort index for a rare word); undefined when
 * there are more, for which walking the sort index finds the page quickly.
 */
async function fewMatches(trx: Trx, matches: Matches): Promise<string[] | undefined> {
  await sql`select set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true)`.execute(
    trx,
  );
  const rows = await matches
    .select('d.content_id')
    .limit(SEARCH_CANDIDATES + 1)
    .execute();
  await sql`select set_config('enable_seqscan', 'on', true), set_config('enable_indexscan', 'on', true)`.execute(
    trx,
  );
  return rows.length > SEARCH_CANDIDATES ? undefined : rows.map((row) => row.content_id);
}

/** The documents of these ids, to sort without searching again. */
const matchingIds = (trx: Trx, ids: readonly string[]): Matches =>
  ids.length === 0
    ? trx.selectFrom('search.documents as d').where(sql<SqlBool>`false`)
    : trx.selectFrom('search.documents as d').where('d.content_id', 'in', ids);

/**
 * The first `SEARCH_CANDIDATES` matches in the asked order, and one more to tell whether there are others: each
 * order walks its own index and stops there. The best match takes the newest matches and ranks them by their
 * full-text rank for the words as typed plus for the words or their close words, so an exact match comes first.
 */
async function candidatesOf(
  matches: Matches,
  params: SearchParams,
  text: TextQuery | undefined,
): Promise<string[]> {
  const direction = params.orderBy === 'alphabetical' ? 'asc' : (params.direction ?? 'desc');
  const walk = matches.select('d.content_id').limit(SEARCH_CANDIDATES + 1);
  if (params.orderBy === 'popularity') {
    const rows = await walk
      .innerJoin('search.popularity as p', 'p.content_id', 'd.content_id')
      .orderBy('p.popularity', direction)
      .orderBy('d.content_id', direction)
      .execute();
    return rows.map((row) => row.content_id);
  }
  const ordered =
    params.orderBy === 'alphabetical'
      ? walk.orderBy(sql`lower(d.title)`, 'asc').orderBy('d.content_id', 'asc')
      : walk
          .orderBy('d.published_at', params.orderBy === 'date' ? direction : 'desc')
          .orderBy('d.content_id', params.orderBy === 'date' ? direction : 'desc');
  if (params.orderBy || !text) return (await ordered.execute()).map((row) => row.content_id);
  const relevance = sql<number>`ts_rank(d.tsv, ${text.words}::tsquery) + ts_rank(d.tsv, ${text.match}::tsquery)`;
  const newest = await ordered.select(relevance.as('relevance')).execute();
  const ranked = newest
    .slice(0, SEARCH_CANDIDATES)
    .sort((a, b) => b.relevance - a.relevance || (a.content_id < b.content_id ? -1 : 1));
  return [...ranked, ...newest.slice(SEARCH_CANDIDATES)].map((row) => row.content_id);
}

/** The planner's estimate of the matches: counting them all is what a bounded search avoids. */
async function estimatedCount(trx: Trx, matches: Matches): Promise<number> {
  const compiled = matches.select('d.content_id').compile();
  const { rows } = await trx.executeQuery<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
    CompiledQuery.raw(`explain (format json) ${compiled.sql}`, [...compiled.parameters]),
  );
  return Math.round(rows[0]?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? 0);
}

async function hitsOf(trx: Trx, ids: readonly string[]): Promise<SearchHit[]> {
  if (ids.length === 0) return [];
  const rows = await trx
    .selectFrom('search.documents as d')
    .innerJoin('search.popularity as p', 'p.content_id', 'd.content_id')
    .where('d.content_id', 'in', ids)
    .select([
      'd.content_id',
      'd.kind',
      'd.media_type',
      'd.slug',
      'd.title',
      'd.summary',
      'd.author_id',
      'd.author_name',
      'd.topics',
      'd.country',
      'd.published_at',
      'p.popularity',
    ])
    .execute();
  const byId = new Map(rows.map((row) => [row.content_id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row
      ? [
          {
            contentId: row.content_id,
            kind: row.kind,
            mediaType: row.media_type,
            slug: row.slug,
            title: row.title,
            summary: row.summary,
            authorId: row.author_id,
            authorName: row.author_name,
            topics: row.topics,
            country: row.country,
            publishedAt: row.published_at,
            popularity: Number(row.popularity),
          },
        ]
      : [];
  });
}

export interface SearchPlaces {
  /** Lower-case ISO 3166 alpha-2 codes. */
  readonly countries: { country: string; count: number }[];
  readonly regions: { region: string; country: string | null; count: number }[];
}

/**
 * The countries and regions that published contents this audience may see are about, with how many each: the
 * search narrows by them as written, so the reader picks among them rather than guessing how they are spelt.
 */
export async function searchPlaces(db: Kysely<ReadModels>, audience: Audience): Promise<SearchPlaces> {
  const visible = db
    .selectFrom('search.documents as d')
    .where('d.status', '=', 'published')
    .where('d.kind', '!=', 'playlist')
    .where(visibleTo(audience));
  const [countries, regions] = await Promise.all([
    visible
      .select((eb) => ['d.country', eb.fn.countAll<string>().as('count')])
      .where('d.country', 'is not', null)
      .groupBy('d.country')
      .orderBy('d.country')
      .execute(),
    visible
      .select((eb) => ['d.region', 'd.country', eb.fn.countAll<string>().as('count')])
      .where('d.region', 'is not', null)
      .groupBy(['d.region', 'd.country'])
      .orderBy('d.region')
      .orderBy('d.country')
      .execute(),
  ]);
  return {
    countries: countries.map((row) => ({ country: row.country!, count: Number(row.count) })),
    regions: regions.map((row) => ({ region: row.region!, country: row.country, count: Number(row.count) })),
  };
}
