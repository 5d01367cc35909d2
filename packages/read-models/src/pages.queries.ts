import { sql, type Kysely, type SqlBool } from 'kysely';
import { visibleTo, type Audience } from './audience-filter.ts';
import type { ReadModels } from './database.ts';
import {
  LISTED_CONTENT_COLUMNS,
  type ListedPageContent,
  type PageAgendaEvent,
  type PageAuthor,
  type PageContent,
  type PagePublication,
} from './pages.table.ts';

/** Spec §9: the carousel has 3 slides; the headline list shows at most 5 featured items. */
export const CAROUSEL_SLIDES = 3;
export const HEADLINES_CAP = 5;
const RELATED = 6;

/** Published contents this reader may see in lists: the age filter and geoblocking apply (spec §5, §6). */
export const publishedContents = (db: Kysely<ReadModels>, audience: Audience) =>
  db.selectFrom('pages.contents').where('status', '=', 'published').where(visibleTo(audience));

/** Publications the platform team validated: drafts, those under review, rejected or archived are not public. */
export const validatedPublications = (db: Kysely<ReadModels>) =>
  db.selectFrom('pages.publications').where('status', '=', 'published');

/** Authors the platform team validated: a reader, an applicant or a rejected author has no public page. */
export const validatedAuthors = (db: Kysely<ReadModels>) =>
  db.selectFrom('pages.authors').where('status', '=', 'validated');

const published = (db: Kysely<ReadModels>, audience: Audience) =>
  publishedContents(db, audience).select(LISTED_CONTENT_COLUMNS);

/** Home: the carousel (newest published contents with a cover, headlines first) and the headline articles. */
export async function homePage(
  db: Kysely<ReadModels>,
  audience: Audience = {},
): Promise<{ carousel: ListedPageContent[]; headlines: ListedPageContent[] }> {
  const carousel = await published(db, audience)
    .where('cover_url', 'is not', null)
    .orderBy('headline', 'desc')
    .orderBy('published_at', 'desc')
    .orderBy('content_id')
    .limit(CAROUSEL_SLIDES)
    .execute();
  const headlines = await published(db, audience)
    .where('headline', '=', true)
    .orderBy('published_at', 'desc')
    .orderBy('content_id')
    .limit(HEADLINES_CAP)
    .execute();
  return { carousel, headlines };
}

export interface ContentPage {
  content: PageContent;
  author: PageAuthor | undefined;
  publication: PagePublication | undefined;
  related: ListedPageContent[];
  /** For an episode: its series' episodes this reader may see, by season. Empty for anything else. */
  seasons: Season[];
  /** What readers did with it, as the engagement projection counts; zeros when nobody did anything yet. */
  counts: ContentCounts;
}

export interface ContentCounts {
  likes: number;
  favourites: number;
  shares: number;
  views: number;
}

export interface Season {
  season: number;
  episodes: ListedPageContent[];
}

/**
 * A published content with its author, its publication, its counts and related contents (shared topics, newest
 * first). The content itself is returned even when geoblocked for this reader, so the caller can say why it is not
 * shown (`isAvailableIn`); related contents are filtered for the reader.
 */
export async function contentBySlug(
  db: Kysely<ReadModels>,
  slug: string,
  audience: Audience = {},
): Promise<ContentPage | undefined> {
  return (await contentBySlugAt(db, slug, audience, [])).page;
}

/**
 * `contentBySlug` in one statement, so a page costs one round trip to PostgreSQL instead of a read of the content
 * and then four more (an episode's seasons, which need its publication, are a second one), with where `projections`
 * stood in that statement's snapshot (`checkpointsAt`): the rows are exactly those of that label. No label when
 * no such content is published, since a statement that finds no content answers no row.
 */
export async function contentBySlugAt(
  db: Kysely<ReadModels>,
  slug: string,
  audience: Audience,
  projections: readonly string[],
): Promise<{ page: ContentPage | undefined; at: string | undefined }> {
  const related = published(db, audience)
    .where(sql<SqlBool>`content_id <> c.content_id and topics && c.topics`)
    .orderBy('published_at', 'desc')
    .orderBy('content_id')
    .limit(RELATED);
  const found = await db
    .selectFrom('pages.contents as c')
    .leftJoin('pages.authors as a', 'a.user_id', 'c.author_id')
    .leftJoin('pages.publications as p', 'p.publication_id', 'c.publication_id')
    .leftJoin('engagement.counts as k', 'k.target_id', 'c.content_id')
    .selectAll('c')
    .select([
      sql<PageAuthor | null>`to_jsonb(a)`.as('author_row'),
      sql<PublicationJson | null>`to_jsonb(p)`.as('publication_row'),
      sql<
        RelatedJson[]
      >`(select coalesce(jsonb_agg(to_jsonb(r) order by r.published_at desc, r.content_id), '[]'::jsonb) from (${related}) r)`.as(
        'related_rows',
      ),
      sql<string>`coalesce(k.likes, 0)`.as('likes_count'),
      sql<string>`coalesce(k.favourites, 0)`.as('favourites_count'),
      sql<string>`coalesce(k.shares, 0)`.as('shares_count'),
      sql<string>`coalesce(k.views, 0)`.as('views_count'),
      checkpointsAt(projections).as('checkpoints_at'),
    ])
    .where('c.status', '=', 'published')
    .where('c.slug', '=', slug)
    .executeTakeFirst();
  if (!found) return { page: undefined, at: undefined };
  const {
    author_row,
    publication_row,
    related_rows,
    likes_count,
    favourites_count,
    shares_count,
    views_count,
    checkpoints_at,
    ...content
  } = found;
  return {
    page: {
      content,
      author: author_row ?? undefined,
      publication: publication_row ? publicationOf(publication_row) : undefined,
      related: related_rows.map(listedOf),
      seasons: content.season === null ? [] : await seasonsOf(db, content.publication_id, audience),
      counts: {
        likes: Number(likes_count),
        favourites: Number(favourites_count),
        shares: Number(shares_count),
        views: Number(views_count),
      },
    },
    at: checkpoints_at ?? '',
  };
}

/**
 * Where `projections` stand, as one text: equal texts mean none of them moved in between. Read in the statement that
 * reads their rows, it is exactly the state those rows show.
 */
export function checkpointsAt(projections: readonly string[]) {
  return projections.length === 0
    ? sql<string | null>`null::text`
    : sql<
        string | null
      >`(select string_agg(name || ':' || commit_position || '/' || prepare_position || '@' || updated_at, ',' order by name) from projections.checkpoints where name in (${sql.join(projections)}))`;
}

/** A listed content's row as `to_jsonb` gives it: times as text, the bigint version as a number. */
type RelatedJson = Omit<ListedPageContent, 'published_at' | 'drafted_at' | 'stream_version'> & {
  published_at: string | null;
  drafted_at: string;
  stream_version: number;
};

/** The row as a plain select answers it (pg answers a timestamp as a Date and a bigint as text). */
const listedOf = (row: RelatedJson): ListedPageContent => ({
  ...row,
  published_at: row.published_at === null ? null : new Date(row.published_at),
  drafted_at: new Date(row.drafted_at),
  stream_version: String(row.stream_version),
});

/** A publication's row as `to_jsonb` gives it: its time as text, its bigint version as a number. */
type PublicationJson = Omit<PagePublication, 'created_at' | 'stream_version'> & {
  created_at: string;
  stream_version: number;
};

/** The row as a plain select answers it (pg answers a timestamp as a Date and a bigint as text). */
const publicationOf = (row: PublicationJson): PagePublication => ({
  ...row,
  created_at: new Date(row.created_at),
  stream_version: String(row.stream_version),
});

/** A series is a publication whose episodes carry season and episode numbers. */
async function seasonsOf(
  db: Kysely<ReadModels>,
  publicationId: string,
  audience: Audience,
): Promise<Season[]> {
  const episodes = await published(db, audience)
    .where('publication_id', '=', publicationId)
    .where('season', 'is not', null)
    .orderBy('season')
    .orderBy('episode')
    .orderBy('content_id')
    .execute();
  const seasons = new Map<number, ListedPageContent[]>();
  for (const episode of episodes) {
    const season = episode.season ?? 0;
    seasons.set(season, [...(seasons.get(season) ?? []), episode]);
  }
  return [...seasons].map(([season, list]) => ({ season, episodes: list }));
}

/** A validated publication and its published contents; drafts and publications under review are not public. */
export async function publicationBySlug(
  db: Kysely<ReadModels>,
  slug: string,
  audience: Audience = {},
): Promise<{ publication: PagePublication; contents: ListedPageContent[] } | undefined> {
  const publication = await validatedPublications(db).selectAll().where('slug', '=', slug).executeTakeFirst();
  if (!publication) return undefined;
  const contents = await published(db, audience)
    .where('publication_id', '=', publication.publication_id)
    .orderBy('published_at', 'desc')
    .orderBy('content_id')
    .execute();
  return { publication, contents };
}

/** A validated author's page: profile, public publications and published contents. */
export async function authorPage(
  db: Kysely<ReadModels>,
  userId: string,
  audience: Audience = {},
): Promise<
  { author: PageAuthor; publications: PagePublication[]; contents: ListedPageContent[] } | undefined
> {
  const author = await validatedAuthors(db).selectAll().where('user_id', '=', userId).executeTakeFirst();
  if (!author) return undefined;
  const [publications, contents] = await Promise.all([
    validatedPublications(db)
      .selectAll()
      .where('owner_id', '=', userId)
      .orderBy('created_at', 'desc')
      .execute(),
    published(db, audience)
      .where('author_id', '=', userId)
      .orderBy('published_at', 'desc')
      .orderBy('content_id')
      .execute(),
  ]);
  return { author, publications, contents };
}

export interface CategoryParams extends Audience, Paging {
  readonly kind?: 'article' | 'video' | 'podcast';
  readonly orderBy?: 'date' | 'alphabetical';
  readonly direction?: 'asc' | 'desc';
}

/**
 * The published contents of a category, paged; a category slug names a topic or a menu genre (/videos/series).
 * Alphabetical order is always ascending (spec §7).
 */
export async function categoryContents(
  db: Kysely<ReadModels>,
  slug: string,
  params: CategoryParams = {},
): Promise<{ rows: ListedPageContent[]; total: number }> {
  let query = published(db, params).where(({ or, eb }) =>
    or([sql<SqlBool>`${slug} = any(topics)`, eb('genre', '=', slug)]),
  );
  if (params.kind) query = query.where('kind', '=', params.kind);
  const counted = await query
    .clearSelect()
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirst();
  const ordered =
    params.orderBy === 'alphabetical'
      ? query.orderBy('title', 'asc')
      : query.orderBy('published_at', params.direction ?? 'desc');
  const { limit, offset } = paging(params);
  const rows = await ordered.orderBy('content_id').limit(limit).offset(offset).execute();
  return { rows, total: Number(counted?.total ?? 0) };
}

/** Agenda events not over at `now`, soonest first; cancelled ones are left out. */
export async function upcomingAgenda(
  db: Kysely<ReadModels>,
  now: Date,
  params: { categorySlug?: string } = {},
): Promise<PageAgendaEvent[]> {
  let query = db
    .selectFrom('pages.agenda')
    .selectAll()
    .where('cancelled', '=', false)
    .where('ends_at', '>', now);
  if (params.categorySlug) query = query.where('category_slug', '=', params.categorySlug);
  return query.orderBy('starts_at').orderBy('event_id').execute();
}

/**
 * The guide (/epg): agenda events overlapping `days` days from `from`, each under every UTC day it runs on,
 * soonest first; cancelled ones are left out.
 */
export async function epgSchedule(
  db: Kysely<ReadModels>,
  from: Date,
  days: number,
): Promise<{ day: string; events: PageAgendaEvent[] }[]> {
  const start = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate()));
  const dayMs = 24 * 60 * 60 * 1000;
  const end = new Date(start.getTime() + days * dayMs);
  const events = await db
    .selectFrom('pages.agenda')
    .selectAll()
    .where('cancelled', '=', false)
    .where('starts_at', '<', end)
    .where('ends_at', '>', start)
    .orderBy('starts_at')
    .orderBy('event_id')
    .execute();
  return Array.from({ length: days }, (_, index) => {
    const dayStart = start.getTime() + index * dayMs;
    return {
      day: new Date(dayStart).toISOString().slice(0, 10),
      events: events.filter(
        (event) => event.starts_at.getTime() < dayStart + dayMs && event.ends_at.getTime() > dayStart,
      ),
    };
  });
}

export interface Paging {
  readonly page?: number;
  readonly pageSize?: number;
}

function paging(params: Paging) {
  const pageSize = Math.min(Math.max(params.pageSize ?? 20, 1), 100);
  return { limit: pageSize, offset: (Math.max(params.page ?? 1, 1) - 1) * pageSize };
}

/** The validated publications (playlists) of a topic, paged: newest first, or alphabetically (always ascending). */
export async function categoryPublications(
  db: Kysely<ReadModels>,
  topic: string,
  params: Paging & { sortType?: 'date' | 'alphabetical'; sortOrder?: 'asc' | 'desc' } = {},
): Promise<{ rows: PagePublication[]; total: number }> {
  const query = db
    .selectFrom('pages.publications')
    .where('status', '=', 'published')
    .where(sql<SqlBool>`${topic} = any(topics)`);
  const counted = await query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirst();
  const ordered =
    params.sortType === 'alphabetical'
      ? query.orderBy('name', 'asc')
      : query.orderBy('created_at', params.sortOrder ?? 'desc');
  const { limit, offset } = paging(params);
  const rows = await ordered.selectAll().orderBy('publication_id').limit(limit).offset(offset).execute();
  return { rows, total: Number(counted?.total ?? 0) };
}

/** Validated authors with a public publication on the topic, by name, paged. */
export async function categoryAuthors(
  db: Kysely<ReadModels>,
  /** Null: a public publication on any topic. */
  topic: string | null,
  params: Paging = {},
): Promise<{ rows: PageAuthor[]; total: number }> {
  const query = db
    .selectFrom('pages.authors as a')
    .where('a.status', '=', 'validated')
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('pages.publications as p')
          .select('p.publication_id')
          .whereRef('p.owner_id', '=', 'a.user_id')
          .where('p.status', '=', 'published')
          .$if(topic !== null, (publications) => publications.where(sql<SqlBool>`${topic} = any(p.topics)`)),
      ),
    );
  const counted = await query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirst();
  const { limit, offset } = paging(params);
  const rows = await query
    .selectAll('a')
    .orderBy('a.last_name')
    .orderBy('a.first_name')
    .orderBy('a.user_id')
    .limit(limit)
    .offset(offset)
    .execute();
  return { rows, total: Number(counted?.total ?? 0) };
}
