import { adBreakKinds, APP_ACCESS_MODES, articleBodyDocument } from '@afrimedia/domain';
import { z } from 'zod';
import { defineCalls } from './call.ts';
import { country, direction, id, optional, paging, slug, withDefault } from './fields.ts';
import { siteWallAttempt } from './admin-operations.ts';

/*
 * The read side of the spec's call table (§7): what the reader app shows. Every list answers only what the
 * reader may see: geoblocking by the reader's country (profile first, else the request address) and the age
 * filter of the optional `age` query (spec §5).
 */

/** The cookie in which a browser keeps the pass the site-wall call gave it; the API and the reader both read it. */
export const SITE_WALL_COOKIE = 'site_wall';

const instant = z.string().describe('ISO 8601 instant');
const contentType = z.enum(['article', 'video', 'podcast']);
/** Spec §3's content types: a playlist is a publication. */
const listedType = z.enum([...contentType.options, 'playlist']);
const mediaType = z.enum(['article', 'video', 'audio']);
const orderBy = z.enum(['date', 'alphabetical', 'popularity']);

/** A boolean query flag: `true`/`false` or `1`/`0`. */
const flag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

/** Spec §3 / §5: the selected maturity category, `N-age-restriction`; default `no-age-restriction`. */
const audience = {
  age: optional(z.string().trim()).describe(
    "Age filter: a maturity slug such as '16-age-restriction' (default 'no-age-restriction')",
  ),
};

const sorted = {
  orderBy: optional(orderBy),
  direction: optional(direction).describe('Default desc; alphabetical is always asc (spec §7)'),
};

/** `ids=a,b,c`: at most 100. */
const idList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  )
  .pipe(z.array(id).max(100));

const perLanguage = z.record(z.string(), z.string());

/** Spec §3 Content: slug, name_short (per language), stream_url, id, and what lists show. */
export const contentRow = z.object({
  id: z.string(),
  type: contentType,
  mediaType,
  /** `scheduled` only in the planned list of a category (isPlaned). */
  status: z.enum(['published', 'scheduled']),
  slug: z.string(),
  title: z.string(),
  name_short: perLanguage,
  summary: z.string().nullable(),
  cover_url: z.string().nullable(),
  /** The cover at every width made of it, for `srcset`; null for a cover without renditions (older uploads). */
  cover_srcset: z.string().nullable(),
  /** The cover's narrowest rendition, what the data saver shows; null like cover_srcset. */
  cover_small_url: z.string().nullable(),
  topics: z.array(z.string()),
  region: z.string().nullable(),
  country: z.string().nullable(),
  author_id: z.string(),
  publication_id: z.string(),
  headline: z.boolean(),
  maturity_age: z.number(),
  available_countries: z.array(z.string()).nullable(),
  premium_only: z
    .boolean()
    .describe(
      'Exclusive to Premium subscribers: lists never carry its stream_url nor data_saver_url, and its page gives ' +
        'the whole content to Premium subscribers and its author only',
    ),
  reading_time: z.number().nullable().describe('Minutes, articles only'),
  /** Null until the media is encoded, and for a planned content until it is published. */
  stream_url: z.string().nullable(),
  /** A video's still image, shown before it plays; null like stream_url, and for other types. */
  poster_url: z.string().nullable(),
  /** A podcast's small audio rendition for readers saving data; null like stream_url, and for other types. */
  data_saver_url: z.string().nullable(),
  duration: z.number().nullable().describe('Seconds, videos and podcasts'),
  genre: z.string().nullable(),
  season: z.number().nullable(),
  episode: z.number().nullable(),
  published_at: instant.nullable(),
  /** When a planned content is due. */
  planned_at: instant.nullable(),
});

export const engagementCounts = z.object({
  likes: z.number(),
  favourites: z.number(),
  shares: z.number(),
  views: z.number(),
});

/** A file an article body shows, as the reader loads it; the body names it by upload id. */
export const bodyMedia = z.object({
  kind: z.enum(['image', 'video', 'audio']),
  /** The file as uploaded. */
  url: z.string(),
  content_type: z.string(),
  /** Images: the file at every width made of it, for `srcset`; null without renditions (older uploads). */
  srcset: z.string().nullable(),
  /** Images: the narrowest rendition, what the data saver shows; null like srcset. */
  small_url: z.string().nullable(),
});

/** Freemium (spec §9): the month's free readings of the reader asking. */
const readingMeter = z.object({
  limit: z.number().int(),
  used: z.number().int(),
  left: z.number().int(),
});

export const contentDetail = contentRow.extend({
  body: articleBodyDocument.nullable(),
  /** The files the body shows, by upload id; an id that names no upload of the node's kind is left out. */
  media: z.record(z.string(), bodyMedia),
  counts: engagementCounts,
  meter: readingMeter
    .optional()
    .describe(
      'Only when the site is freemium and the reader is metered (not a subscriber, not the author): the month ' +
        "(UTC) after this reading. A visitor is counted by the device-id header; one without it can't be counted " +
        'and has no free reading to give',
    ),
  locked: z
    .boolean()
    .optional()
    .describe(
      'With meter, or on a premium_only content: true past the free readings, or for a reader without Premium ' +
        '(not its author), the body then cut to its first block and no stream URL. A premium_only content uses ' +
        'no free reading',
    ),
});

/** A house ad to play before a video or a podcast episode; the reader may skip it after `skip_after_seconds`. */
export const adBreak = z.object({
  id: z.string(),
  kind: z.enum(adBreakKinds),
  title: z.string(),
  /** The file the ad plays. */
  src: z.string(),
  /** Where the ad invites the reader to go, when it does. */
  link: z.string().nullable(),
  skip_after_seconds: z.number().int().positive(),
});

export const authorRow = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  expertise_title: z.string().nullable(),
  about_me: z.string().nullable(),
  country: z.string().nullable(),
  photo_url: z.string().nullable(),
  headline_content_id: z.string().nullable(),
});

/** Spec §3 Publication (a playlist). */
export const publicationRow = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  topics: z.array(z.string()),
  thumbnail_url: z.string().nullable(),
  cover_url: z.string().nullable(),
  /** The thumbnail and the cover at every width made of them, for `srcset`; null without renditions. */
  thumbnail_srcset: z.string().nullable(),
  cover_srcset: z.string().nullable(),
  owner_id: z.string(),
  created_at: instant,
});

/** A publication where contents are listed (type playlist), with the fields every listed content has (spec §3). */
export const playlistRow = publicationRow.extend({
  type: z.literal('playlist'),
  title: z.string(),
  name_short: perLanguage,
  stream_url: z.null(),
});

/** A row of a list that may hold contents or playlists, told apart by `type`. */
export const listedRow = z.discriminatedUnion('type', [contentRow, playlistRow]);

export const agendaEvent = z.object({
  id: z.string(),
  slug: z.string(),
  title: perLanguage,
  category: z.string(),
  starts_at: instant,
  ends_at: instant,
  place: z.string().nullable(),
  online: z.boolean(),
  country: z.string().nullable(),
});

const menuEntry = z.object({
  slug: z.string(),
  path: z.string(),
  count: z.number().optional().describe('What the entry leads to, for this reader'),
});

const pageOf = <Row extends z.ZodType>(row: Row) =>
  z.object({ rows: z.array(row), total: z.number(), page: z.number(), page_size: z.number() });

const categorySlug = z.object({ slug });

export const pagesCalls = defineCalls({
  configs: {
    method: 'get',
    path: '/configs',
    summary:
      "The app's access model (launch phase: free and unlimited, so `free`), its languages named in their own " +
      'language, the default one, the free readings of the freemium model and whether a password wall stands ' +
      'before the site; as the platform team last configured them, applied without a restart',
    access: 'public',
    response: z.object({
      app_access: z.enum(APP_ACCESS_MODES),
      available_langs: z.array(z.object({ id: z.string(), name: z.string() })),
      default_lang: z.string(),
      freemium_reads: z.number(),
      site_wall: z
        .boolean()
        .describe('Ask for the wall password (POST /configs/site-wall) before showing the site'),
    }),
  },
  siteWall: {
    method: 'post',
    path: '/configs/site-wall',
    summary:
      "Checks a password typed at the site's wall, or a pass kept from an earlier right one: `ok` with the " +
      'pass to keep (null while no wall stands), WRONG_PASSWORD otherwise. A pass stops opening the wall when ' +
      'its password changes',
    access: 'public',
    body: siteWallAttempt,
    response: z.object({ ok: z.literal(true), pass: z.string().nullable() }),
  },
  navigation: {
    method: 'get',
    path: '/pages/navigation',
    summary:
      'The top menu: video and podcast genres (/videos/{genre}, /podcasts/{genre}) with what this reader may ' +
      'see in each, and the events menu (headlines, each upcoming category, my events when signed in, the guide)',
    access: 'public',
    query: z.object(audience),
    response: z.object({
      videos: z.array(menuEntry),
      podcasts: z.array(menuEntry),
      events: z.array(menuEntry),
    }),
  },
  menu: {
    method: 'get',
    path: '/pages/menu',
    summary:
      "The info menu: every static page (/page/{slug}), titled in the reader's language when written in it",
    access: 'public',
    response: z.array(
      z.object({ slug: z.string(), title: z.string(), language: z.string(), path: z.string() }),
    ),
  },
  documentTypes: {
    method: 'get',
    path: '/document-types',
    summary:
      'Document types with the published items of each this reader may see (playlists are publications)',
    access: 'public',
    query: z.object(audience),
    response: z.array(
      z.object({
        type: z.enum(['article', 'video', 'podcast', 'playlist']),
        mediaType: mediaType.nullable(),
        count: z.number(),
      }),
    ),
  },
  themes: {
    method: 'get',
    path: '/pages/category/themes',
    summary: 'The 20 topics with the published contents of each this reader may see, zeros included',
    access: 'public',
    query: z.object(audience),
    response: z.array(z.object({ id: z.string(), count: z.number() })),
  },
  authors: {
    method: 'get',
    path: '/pages/authors',
    summary: 'Validated authors with a public publication, by name, paged',
    access: 'public',
    query: z.object({ ...paging }),
    response: pageOf(authorRow),
  },
  author: {
    method: 'get',
    path: '/pages/user/:id',
    summary:
      "A validated author's public page: profile, followers, public publications and published contents",
    access: 'public',
    params: z.object({ id }),
    query: z.object(audience),
    response: authorRow.extend({
      followers: z.number(),
      publications: z.array(publicationRow),
      contents: z.array(contentRow),
    }),
  },
  publication: {
    method: 'get',
    path: '/pages/publication/:slug',
    summary:
      "A validated publication's page (/publications/{slug}): the publication, its followers and its published " +
      'contents this reader may see, newest first, paged',
    access: 'public',
    params: z.object({ slug }),
    query: z.object({ ...paging, ...audience }),
    response: publicationRow.extend({
      followers: z.number(),
      contents: z.array(contentRow),
      total: z.number().describe('Published contents of the publication this reader may see'),
      page: z.number(),
      page_size: z.number(),
    }),
  },
  followers: {
    method: 'get',
    path: '/pages/followers/:id',
    summary: 'How many readers follow an author or a publication',
    access: 'public',
    params: z.object({ id }),
    response: z.object({ id: z.string(), type: z.enum(['author', 'publication']), followers: z.number() }),
  },
  event: {
    method: 'get',
    path: '/pages/events/:slug',
    summary: 'One agenda event, past or upcoming; a cancelled one is not found',
    access: 'public',
    params: z.object({ slug }),
    response: agendaEvent,
  },
  events: {
    method: 'get',
    path: '/pages/events',
    summary: 'The agenda: events not over yet, soonest first, optionally of one category',
    access: 'public',
    query: z.object({ category: optional(slug) }),
    response: z.array(agendaEvent),
  },
  epg: {
    method: 'get',
    path: '/pages/epg',
    summary: 'The guide: agenda events day by day (UTC) from today, for 1 to 14 days (default 7)',
    access: 'public',
    query: z.object({ days: withDefault(z.coerce.number().int().min(1).max(14), 7) }),
    response: z.array(z.object({ day: z.string(), events: z.array(agendaEvent) })),
  },
  home: {
    method: 'get',
    path: '/pages/home',
    summary: 'Home: the carousel (3 slides) and the headline articles (at most 5)',
    access: 'public',
    query: z.object(audience),
    response: z.object({ carousel: z.array(contentRow), headlines: z.array(contentRow) }),
  },
  sitePage: {
    method: 'get',
    path: '/pages/static/:slug',
    summary: "A static page (/page/{slug}) in the reader's language, else the default one, else as written",
    access: 'public',
    params: z.object({ slug }),
    response: z.object({
      slug: z.string(),
      language: z.string(),
      title: z.string(),
      body: z.string(),
      published_at: instant,
    }),
  },
  contents: {
    method: 'get',
    path: '/pages/contents/',
    summary:
      'Published contents, by type, author (owner) or ids, sorted by date, popularity or title; type playlist ' +
      'lists validated publications instead, by creation date, followers or name ' +
      '(served with and without the trailing slash)',
    access: 'public',
    query: z.object({
      type: optional(listedType),
      owner: optional(id),
      ids: idList.optional(),
      ...sorted,
      ...paging,
      ...audience,
    }),
    response: pageOf(listedRow),
  },
  articles: {
    method: 'get',
    path: '/pages/articles',
    summary:
      'Published articles, videos and podcasts (the spec calls them all articles), narrowed by mediaType and ' +
      'author (owner)',
    access: 'public',
    query: z.object({
      mediaType: optional(mediaType),
      owner: optional(id),
      ...sorted,
      ...paging,
      ...audience,
    }),
    response: pageOf(contentRow),
  },
  content: {
    method: 'get',
    path: '/pages/content/:slug',
    summary:
      'A published content with its counts, author, publication, seasons (series) and related contents ' +
      '(orderBy and direction sort the related ones); 403 where it is geoblocked',
    access: 'public',
    params: z.object({ slug }),
    query: z.object({ ...sorted, ...audience }),
    response: z.object({
      content: contentDetail,
      author: authorRow.nullable(),
      publication: publicationRow.nullable(),
      related: z.array(contentRow),
      seasons: z.array(z.object({ season: z.number(), episodes: z.array(contentRow) })),
      ad_break: adBreak
        .nullable()
        .describe(
          'The house ad to play before the media: a video ad before a video, an audio ad before a podcast, for ' +
            'every reader without Premium (visitors included); null for Premium, for articles, when nothing can ' +
            'be played (locked) or when no ad of that kind is active',
        ),
    }),
  },
  search: {
    method: 'get',
    path: '/pages/search/',
    summary:
      'Search published contents in the four languages, typos forgiven; filters theme (topic), country, region, ' +
      'mediaType and type (type playlist searches validated publications); without orderBy the best match comes ' +
      'first. No match is an empty list, not an error (served with and without the trailing slash). A search ' +
      'serves its first 200 results; past 200 matches the total is an estimate (total_is_estimate)',
    access: 'public',
    query: z.object({
      filter: optional(z.string().trim().max(200)),
      theme: optional(z.string().trim()),
      country: optional(country),
      region: optional(z.string().trim().max(100)),
      mediaType: optional(mediaType),
      type: optional(listedType),
      ...sorted,
      ...paging,
      ...audience,
    }),
    response: pageOf(listedRow).extend({
      total_is_estimate: z
        .boolean()
        .describe('True when total is the estimated number of matches rather than their exact count'),
    }),
  },
  searchPlaces: {
    method: 'get',
    path: '/pages/search/places',
    summary:
      'The countries and regions the published contents this reader may see are about, with their counts: ' +
      "what the search's country and region filters can find",
    access: 'public',
    query: z.object(audience),
    response: z.object({
      countries: z.array(z.object({ country: z.string(), count: z.number() })),
      regions: z.array(z.object({ region: z.string(), country: z.string().nullable(), count: z.number() })),
    }),
  },
  topOfCategory: {
    method: 'get',
    path: '/pages/category/top-:slug',
    summary: "A category's featured (headline) contents, at most 5, newest first",
    access: 'public',
    params: categorySlug,
    query: z.object(audience),
    response: z.object({ contents: z.array(contentRow) }),
  },
  category: {
    method: 'get',
    path: '/pages/category/:slug',
    summary:
      "A category's contents (a topic, or a video or podcast genre). isPlaned=true lists the contents scheduled " +
      'for later in validated publications instead (date order is their due date; stream_url stays null). ' +
      'isInProgress is accepted and changes nothing: published contents are the ones in progress',
    access: 'public',
    params: categorySlug,
    query: z.object({
      type: optional(contentType),
      limit: withDefault(z.coerce.number().int().min(1).max(100), 20),
      isPlaned: optional(flag),
      isInProgress: optional(flag),
      ...sorted,
      ...audience,
    }),
    response: z.object({ contents: z.array(contentRow), total: z.number() }),
  },
  categoryVideos: {
    method: 'get',
    path: '/pages/categories/video/:slug',
    summary: "A category's videos (or documentType), paged",
    access: 'public',
    params: categorySlug,
    query: z.object({
      ...paging,
      sortType: optional(orderBy),
      sortOrder: optional(direction),
      documentType: withDefault(contentType, 'video'),
      ...audience,
    }),
    response: pageOf(contentRow),
  },
  categoryPlaylists: {
    method: 'get',
    path: '/pages/categories/playlist/:slug',
    summary: "A topic's validated publications (playlists), paged, newest first or by name",
    access: 'public',
    params: categorySlug,
    query: z.object({
      ...paging,
      sortType: optional(z.enum(['date', 'alphabetical'])),
      sortOrder: optional(direction),
    }),
    response: pageOf(publicationRow),
  },
  categoryAuthors: {
    method: 'get',
    path: '/pages/categories/author/:slug',
    summary: 'Validated authors with a public publication on the topic, by name, paged',
    access: 'public',
    params: categorySlug,
    query: z.object({ ...paging }),
    response: pageOf(authorRow),
  },
});
