import { sql, type Kysely, type SqlBool } from 'kysely';
import { visibleTo, type Audience } from './audience-filter.ts';
import type { ReadModels } from './database.ts';

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

/** How close a misspelt word must be to a word of a title or author name (pg_trgm word similarity). */
const TYPO_SIMILARITY = 0.5;
const CONFIGURATIONS = ['english', 'french', 'spanish', 'arabic'] as const;
const VECTOR_OF = { english: 'tsv_en', french: 'tsv_fr', spanish: 'tsv_es', arabic: 'tsv_ar' } as const;

/**
 * Published contents the reader may see (age filter, geoblocking) matching the text in any of the four languages (stemmed full text), or close to a title or
 * author name (trigrams, for typos). Sorting alphabetically is always ascending (spec §7); otherwise descending
 * unless asked. Playlists (validated publications) are searched only when the type asks for them.
 */
export async function searchContents(
  db: Kysely<ReadModels>,
  params: SearchParams,
): Promise<{ rows: SearchHit[]; total: number }> {
  const text = params.filter?.trim() ?? '';
  const direction = params.orderBy === 'alphabetical' ? 'asc' : (params.direction ?? 'desc');
  return db.transaction().execute(async (trx) => {
    await sql`select set_config('pg_trgm.word_similarity_threshold', ${String(TYPO_SIMILARITY)}, true)`.execute(
      trx,
    );
    const normalized = sql<string>`search.normalize(${text})`;
    const tsQuery = (configuration: (typeof CONFIGURATIONS)[number]) =>
      sql`websearch_to_tsquery(${sql.lit(configuration)}::regconfig, ${normalized})`;

    let query = trx.selectFrom('search.documents').where('status', '=', 'published').where(visibleTo(params));
    if (text) {
      query = query.where(({ or }) =>
        or([
          ...CONFIGURATIONS.map(
            (configuration) =>
              sql<SqlBool>`${sql.ref(VECTOR_OF[configuration])} @@ ${tsQuery(configuration)}`,
          ),
          sql<SqlBool>`${normalized} <% search_text`,
        ]),
      );
    }
    if (params.topic) query = query.where(sql<SqlBool>`${params.topic} = any(topics)`);
    if (params.country) query = query.where('country', '=', params.country.toLowerCase());
    if (params.region) query = query.where('region', '=', params.region);
    if (params.mediaType) query = query.where('media_type', '=', params.mediaType);
    query = params.type ? query.where('kind', '=', params.type) : query.where('kind', '!=', 'playlist');

    const counted = await query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirst();
    const relevance = text
      ? sql<number>`greatest(${sql.join(
          CONFIGURATIONS.map(
            (configuration) => sql`ts_rank(${sql.ref(VECTOR_OF[configuration])}, ${tsQuery(configuration)})`,
          ),
        )}) + word_similarity(${normalized}, search_text)`
      : sql<number>`0`;
    const ordered =
      params.orderBy === 'popularity'
        ? query.orderBy('popularity', direction)
        : params.orderBy === 'date'
          ? query.orderBy('published_at', direction)
          : params.orderBy === 'alphabetical'
            ? query.orderBy(sql`lower(title)`, 'asc')
            : text
              ? query.orderBy(relevance, 'desc')
              : query.orderBy('published_at', 'desc');
    const rows = await ordered
      .orderBy('content_id')
      .select([
        'content_id',
        'kind',
        'media_type',
        'slug',
        'title',
        'summary',
        'author_id',
        'author_name',
        'topics',
        'country',
        'published_at',
        'popularity',
      ])
      .limit(Math.min(params.limit ?? 20, 100))
      .offset(params.offset ?? 0)
      .execute();
    return {
      total: Number(counted?.total ?? 0),
      rows: rows.map((row) => ({
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
      })),
    };
  });
}
