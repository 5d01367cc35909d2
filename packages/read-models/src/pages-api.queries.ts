import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import { visibleTo, type Audience } from './audience-filter.ts';
import type { ReadModels } from './database.ts';
import type { EngagementCounts } from './engagement.table.ts';
import {
  LISTED_CONTENT_COLUMNS,
  type ListedPageContent,
  type PageAgendaEvent,
  type PageContent,
  type PagePublication,
} from './pages.table.ts';

/** The spec's media types (§3) and the content kinds that carry them. */
const KIND_OF_MEDIA_TYPE = { article: 'article', video: 'video', audio: 'podcast' } as const;

export interface ContentListParams extends Audience {
  readonly kind?: PageContent['kind'];
  readonly mediaType?: keyof typeof KIND_OF_MEDIA_TYPE;
  readonly authorId?: string;
  readonly publicationId?: string;
  readonly ids?: readonly string[];
  /** A topic or a menu genre (/videos/series), as `categoryContents` reads a category slug. */
  readonly category?: string;
  readonly headlinesOnly?: boolean;
  /**
   * Contents scheduled for a later date in a validated publication, instead of published ones: what the spec's
   * category call asks for with `isPlaned`. Their date is the scheduling model's `publish_at`.
   */
  readonly planned?: boolean;
  /** Popularity is the search model's (views, likes and shares), so every list ranks alike. */
  readonly orderBy?: 'date' | 'alphabetical' | 'popularity';
  readonly direction?: 'asc' | 'desc';
  readonly limit?: number;
  readonly offset?: number;
}

export interface ListedContent extends ListedPageContent {
  /** When a planned content is due to be published; null for published ones. */
  readonly planned_at: Date | null;
}

const MAX_LIST = 100;

/** The search model's popularity of a content (views, likes and shares), 0 before it is indexed. */
const popularityOfContent = (contentId: Expression<string>) =>
  sql<string>`coalesce((select s.popularity from search.popularity s where s.content_id = ${contentId}), 0)`;

/**
 * Contents this reader may see (age filter and geoblocking, spec §5 and §6), filtered and sorted as the spec's
 * list calls ask. Alphabetical order is always ascending (spec §7); every other order is descending unless asked.
 */
export async function contentList(
  db: Kysely<ReadModels>,
  params: ContentListParams = {},
): Promise<{ rows: ListedContent[]; total: number }> {
  let query = db
    .selectFrom('pages.contents as c')
    .where(visibleTo(params))
    .where('c.status', '=', params.planned ? 'scheduled' : 'published');
  if (params.planned) {
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('pages.publications as p')
          .select('p.publication_id')
          .whereRef('p.publication_id', '=', 'c.publication_id')
          .where('p.status', '=', 'published'),
      ),
    );
  }
  if (params.kind) query = query.where('c.kind', '=', params.kind);
  if (params.mediaType) query = query.where('c.kind', '=', KIND_OF_MEDIA_TYPE[params.mediaType]);
  if (params.authorId) query = query.where('c.author_id', '=', params.authorId);
  if (params.publicationId) query = query.where('c.publication_id', '=', params.publicationId);
  if (params.ids)
    query = params.ids.length
      ? query.where('c.content_id', 'in', params.ids)
      : query.where(sql<SqlBool>`false`);
  if (params.category) {
    const category = params.category;
    query = query.where(({ or, eb }) =>
      or([sql<SqlBool>`${category} = any(c.topics)`, eb('c.genre', '=', category)]),
    );
  }
  if (params.headlinesOnly) query = query.where('c.headline', '=', true);

  const counted = await query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirst();

  const plannedAt = sql<Date | null>`(select sc.publish_at from scheduling.contents sc where sc.content_id = c.content_id)`;
  const direction = params.orderBy === 'alphabetical' ? 'asc' : (params.direction ?? 'desc');
  const ordered =
    params.orderBy === 'alphabetical'
      ? query.orderBy(sql`lower(c.title)`, 'asc')
      : params.orderBy === 'popularity'
        ? query.orderBy(popularityOfContent(sql.ref('c.content_id')), direction)
        : query.orderBy(params.planned ? plannedAt : sql`c.published_at`, direction);
  const rows = await ordered
    .orderBy('c.content_id')
    .select(LISTED_CONTENT_COLUMNS.map((column) => `c.${column}` as const))
    .select(plannedAt.as('planned_at'))
    .limit(Math.min(Math.max(params.limit ?? 20, 1), MAX_LIST))
    .offset(Math.max(params.offset ?? 0, 0))
    .execute();
  return { rows, total: Number(counted?.total ?? 0) };
}

/** Published contents by id, in no particular order: the page rows of search hits. */
export async function publishedContentsByIds(
  db: Kysely<ReadModels>,
  ids: readonly string[],
): Promise<ListedPageContent[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('pages.contents')
    .select(LISTED_CONTENT_COLUMNS)
    .where('status', '=', 'published')
    .where('content_id', 'in', ids)
    .execute();
}

export interface PublicationListParams {
  readonly ownerId?: string;
  readonly ids?: readonly string[];
  /** Date is the creation date; popularity is the number of followers. */
  readonly orderBy?: 'date' | 'alphabetical' | 'popularity';
  readonly direction?: 'asc' | 'desc';
  readonly limit?: number;
  readonly offset?: number;
}

/**
 * Validated publications (the spec's playlists, §3), listed as the contents list call lists contents: by owner or
 * ids, sorted by creation date, followers or name (always ascending).
 */
export async function publicationList(
  db: Kysely<ReadModels>,
  params: PublicationListParams = {},
): Promise<{ rows: PagePublication[]; total: number }> {
  let query = db.selectFrom('pages.publications as p').where('p.status', '=', 'published');
  if (params.ownerId) query = query.where('p.owner_id', '=', params.ownerId);
  if (params.ids)
    query = params.ids.length
      ? query.where('p.publication_id', 'in', params.ids)
      : query.where(sql<SqlBool>`false`);

  const counted = await query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirst();
  const direction = params.orderBy === 'alphabetical' ? 'asc' : (params.direction ?? 'desc');
  const followers = sql`coalesce((select e.followers from engagement.counts e where e.target_id = p.publication_id), 0)`;
  const ordered =
    params.orderBy === 'alphabetical'
      ? query.orderBy(sql`lower(p.name)`, 'asc')
      : params.orderBy === 'popularity'
        ? query.orderBy(followers, direction)
        : query.orderBy('p.created_at', direction);
  const rows = await ordered
    .orderBy('p.publication_id')
    .selectAll('p')
    .limit(Math.min(Math.max(params.limit ?? 20, 1), MAX_LIST))
    .offset(Math.max(params.offset ?? 0, 0))
    .execute();
  return { rows, total: Number(counted?.total ?? 0) };
}

/** A validated publication by slug; drafts, publications under review, rejected or archived ones are not public. */
export async function validatedPublicationBySlug(
  db: Kysely<ReadModels>,
  slug: string,
): Promise<PagePublication | undefined> {
  return db
    .selectFrom('pages.publications')
    .selectAll()
    .where('slug', '=', slug)
    .where('status', '=', 'published')
    .executeTakeFirst();
}

/** Validated publications by id, in no particular order: the page rows of playlist search hits. */
export async function publishedPublicationsByIds(
  db: Kysely<ReadModels>,
  ids: readonly string[],
): Promise<PagePublication[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('pages.publications')
    .selectAll()
    .where('status', '=', 'published')
    .where('publication_id', 'in', ids)
    .execute();
}

/** The popularity of each content, as `contentList` sorts by it. */
export async function popularityOf(
  db: Kysely<ReadModels>,
  contentIds: readonly string[],
): Promise<Map<string, number>> {
  if (contentIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('pages.contents as c')
    .select(['c.content_id', popularityOfContent(sql.ref('c.content_id')).as('popularity')])
    .where('c.content_id', 'in', contentIds)
    .execute();
  return new Map(rows.map((row) => [row.content_id, Number(row.popularity)]));
}

export type TargetCounts = Record<Exclude<keyof EngagementCounts, 'target_id'>, number>;

const NO_COUNTS: TargetCounts = { likes: 0, favourites: 0, followers: 0, saves: 0, shares: 0, views: 0 };

/** Likes, favourites, followers, saves, shares and views of each target; zeros for a target nobody touched. */
export async function engagementCountsOf(
  db: Kysely<ReadModels>,
  targetIds: readonly string[],
): Promise<Map<string, TargetCounts>> {
  const counts = new Map(targetIds.map((id) => [id, NO_COUNTS]));
  if (targetIds.length === 0) return counts;
  const rows = await db
    .selectFrom('engagement.counts')
    .selectAll()
    .where('target_id', 'in', targetIds)
    .execute();
  for (const { target_id, ...row } of rows) {
    counts.set(target_id, {
      likes: Number(row.likes),
      favourites: Number(row.favourites),
      followers: Number(row.followers),
      saves: Number(row.saves),
      shares: Number(row.shares),
      views: Number(row.views),
    });
  }
  return counts;
}

/** What a followable id names: a validated author, a published publication, or (undefined) nothing readers can follow. */
export async function followableKind(
  db: Kysely<ReadModels>,
  targetId: string,
): Promise<'author' | 'publication' | undefined> {
  const [author, publication] = await Promise.all([
    db
      .selectFrom('pages.authors')
      .select('user_id')
      .where('user_id', '=', targetId)
      .where('status', '=', 'validated')
      .executeTakeFirst(),
    db
      .selectFrom('pages.publications')
      .select('publication_id')
      .where('publication_id', '=', targetId)
      .where('status', '=', 'published')
      .executeTakeFirst(),
  ]);
  if (author) return 'author';
  if (publication) return 'publication';
  return undefined;
}

/** Someone readers can follow (spec §7 /pages/followers/{id}) with its followers; undefined for anything else. */
export async function followedTarget(
  db: Kysely<ReadModels>,
  targetId: string,
): Promise<{ type: 'author' | 'publication'; followers: number } | undefined> {
  const type = await followableKind(db, targetId);
  if (!type) return undefined;
  const counts = await engagementCountsOf(db, [targetId]);
  return { type, followers: counts.get(targetId)?.followers ?? 0 };
}

/** One agenda event by slug, past or upcoming; a cancelled one is gone. */
export async function agendaEventBySlug(
  db: Kysely<ReadModels>,
  slug: string,
): Promise<PageAgendaEvent | undefined> {
  return db
    .selectFrom('pages.agenda')
    .selectAll()
    .where('slug', '=', slug)
    .where('cancelled', '=', false)
    .executeTakeFirst();
}

/** How many of the events a reader saved ("my events") are not over at `now`. */
export async function savedUpcomingEventCount(
  db: Kysely<ReadModels>,
  userId: string,
  now: Date,
): Promise<number> {
  const row = await db
    .selectFrom('engagement.relations as r')
    .innerJoin('pages.agenda as a', 'a.event_id', 'r.target_id')
    .where('r.user_id', '=', userId)
    .where('r.relation', '=', 'save-event')
    .where('a.cancelled', '=', false)
    .where('a.ends_at', '>', now)
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}
