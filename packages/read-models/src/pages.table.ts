import type { ArticleBody } from '@afrimedia/domain';
import type { ColumnType, Selectable } from 'kysely';

type Defaulted<T> = ColumnType<T, T | undefined, T>;
type Json<T> = ColumnType<T, string, string>;

export interface PagesAuthorsTable {
  user_id: string;
  first_name: Defaulted<string>;
  last_name: Defaulted<string>;
  expertise_title: string | null;
  about_me: string | null;
  country: string | null;
  photo_url: string | null;
  /** `reader` until an application; then waiting, validated or rejected. */
  status: Defaulted<'reader' | 'waiting' | 'validated' | 'rejected'>;
  headline_content_id: string | null;
}

export interface PagesPublicationsTable {
  publication_id: string;
  owner_id: string;
  name: string;
  slug: string;
  description: string;
  topics: string[];
  thumbnail_url: string | null;
  cover_url: string | null;
  /** `srcset`s of the thumbnail and the cover with their renditions; null for images without renditions. */
  thumbnail_srcset: Defaulted<string | null>;
  cover_srcset: Defaulted<string | null>;
  status: 'draft' | 'waiting_validation' | 'published' | 'rejected' | 'archived';
  /** The platform team's reason while the publication stands rejected; null in every other state. */
  rejection_reason: Defaulted<string | null>;
  created_at: Date;
  /** The version of the publication's stream this row shows (pg answers bigint as text). */
  stream_version: ColumnType<string, bigint | undefined, bigint>;
}

export interface PagesContentsTable {
  content_id: string;
  kind: 'article' | 'video' | 'podcast';
  slug: string;
  title: string;
  short_name: Json<Partial<Record<'en' | 'fr' | 'ar' | 'es', string>>>;
  summary: string | null;
  /** The article's document tree (see the domain's article body), as stored in its events. */
  body: ColumnType<ArticleBody | null, string | null, string | null>;
  cover_url: string | null;
  /** The cover's `srcset` with its renditions, and its narrowest rendition (data saver); null without them. */
  cover_srcset: Defaulted<string | null>;
  cover_small_url: Defaulted<string | null>;
  topics: string[];
  region: string | null;
  country: string | null;
  author_id: string;
  publication_id: string;
  status: 'draft' | 'waiting_validation' | 'scheduled' | 'published' | 'archived';
  /** Taken off the reader's pages by the platform team after a report (its status is then archived). */
  hidden: Defaulted<boolean>;
  headline: Defaulted<boolean>;
  /** The version of the content's stream this row shows (pg answers bigint as text). */
  stream_version: ColumnType<string, bigint | undefined, bigint>;
  /** Age of the content's maturity rating; 0 for no age restriction. */
  maturity_age: ColumnType<number, number | undefined, number>;
  /** Geoblocking: the only countries it may be shown in; null for everywhere. */
  available_countries: string[] | null;
  /** Read whole by Premium subscribers and its author only; the others get its first block. */
  premium_only: Defaulted<boolean>;
  reading_time_minutes: number | null;
  stream_url: string | null;
  /** A video's still image, shown before it plays; null until encoded, and for podcasts. */
  poster_url: Defaulted<string | null>;
  /** A podcast's small rendition for readers saving data; null until encoded, and for videos. */
  data_saver_url: Defaulted<string | null>;
  duration_seconds: number | null;
  published_at: Date | null;
  drafted_at: Date;
  /** Videos and podcasts: the genre of their top-menu entry. */
  genre: Defaulted<string | null>;
  /** Series episodes: season and episode numbers, from 1. */
  season: Defaulted<number | null>;
  episode: Defaulted<number | null>;
  /** The latest media upload of a video or podcast and its encoding task's state. */
  media_id: Defaulted<string | null>;
  media_status: Defaulted<'uploaded' | 'encoded' | 'failed' | null>;
  media_error: Defaulted<string | null>;
}

/** A static page (spec §2 /page/{slug}) in one language. */
export interface PagesSitePagesTable {
  slug: string;
  language: string;
  title: string;
  body: string;
  published_at: Date;
}

export interface PagesAgendaTable {
  event_id: string;
  slug: string;
  title: Json<Partial<Record<'en' | 'fr' | 'ar' | 'es', string>>>;
  category_slug: string;
  starts_at: Date;
  ends_at: Date;
  place: string | null;
  online: boolean;
  country: string | null;
  organiser_id: string;
  cancelled: Defaulted<boolean>;
}

export type PageContent = Selectable<PagesContentsTable>;
/** A content as lists show it: every column but the body, which only the content's own page needs. */
export type ListedPageContent = Omit<PageContent, 'body'>;
/**
 * The columns of `ListedPageContent`. A list of 20 articles would otherwise carry 20 whole texts (tens of KiB each)
 * from PostgreSQL and parse them, to show none; a column added to the table and not here fails to compile where a
 * list's rows are typed.
 */
export const LISTED_CONTENT_COLUMNS = [
  'content_id',
  'kind',
  'slug',
  'title',
  'short_name',
  'summary',
  'cover_url',
  'cover_srcset',
  'cover_small_url',
  'topics',
  'region',
  'country',
  'author_id',
  'publication_id',
  'status',
  'hidden',
  'headline',
  'stream_version',
  'maturity_age',
  'available_countries',
  'premium_only',
  'reading_time_minutes',
  'stream_url',
  'poster_url',
  'data_saver_url',
  'duration_seconds',
  'published_at',
  'drafted_at',
  'genre',
  'season',
  'episode',
  'media_id',
  'media_status',
  'media_error',
] as const satisfies readonly (keyof ListedPageContent)[];
export type PagePublication = Selectable<PagesPublicationsTable>;
export type PageAuthor = Selectable<PagesAuthorsTable>;
export type PageAgendaEvent = Selectable<PagesAgendaTable>;
export type SitePage = Selectable<PagesSitePagesTable>;
