import type { ColumnType, Selectable } from 'kysely';

type Generated<T> = ColumnType<T, T | undefined, T>;
/** Written by the trigger from the text columns; never by the projection. */
type Derived<T> = ColumnType<T, never, never>;

export interface SearchAuthorsTable {
  user_id: string;
  first_name: Generated<string>;
  last_name: Generated<string>;
}

export interface SearchDocumentsTable {
  /** A content's id, or a publication's for a playlist. */
  content_id: string;
  kind: 'article' | 'video' | 'podcast' | 'playlist';
  /** Null for a playlist, which holds contents of any media type. */
  media_type: 'article' | 'video' | 'audio' | null;
  slug: string;
  title: string;
  /** The per-language short names, space-joined, so each language's title is searchable. */
  short_names: Generated<string>;
  summary: Generated<string>;
  body_text: Generated<string>;
  author_id: string;
  author_name: Generated<string>;
  publication_id: string;
  topics: string[];
  region: string | null;
  country: string | null;
  status: 'draft' | 'waiting_validation' | 'scheduled' | 'published' | 'archived';
  published_at: Date | null;
  /** Age of the content's maturity rating; 0 for no age restriction. */
  maturity_age: ColumnType<number, number | undefined, number>;
  /** Geoblocking: the only countries it may be shown in; null for everywhere. */
  available_countries: string[] | null;
  search_text: Derived<string>;
  tsv_en: Derived<string>;
  tsv_fr: Derived<string>;
  tsv_es: Derived<string>;
  tsv_ar: Derived<string>;
}

/** Views, likes and shares of a content, apart from its document so counting rewrites no search row. */
export interface SearchPopularityTable {
  content_id: string;
  popularity: ColumnType<string, string | number, string | number>;
}

export type SearchDocument = Selectable<SearchDocumentsTable>;
