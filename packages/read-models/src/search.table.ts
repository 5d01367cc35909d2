import type { ColumnType, Selectable } from 'kysely';

type Generated<T> = ColumnType<T, T | undefined, T>;
/** Written by the trigger from the text columns; never by the projection. */
type Derived<T> = ColumnType<T, never, never>;
/** `und` (undetermined) holds names indexed before their languages were kept. */
type ShortNames = Partial<Record<'en' | 'fr' | 'es' | 'ar' | 'und', string>>;

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
  /** The short names by language, each analysed in its own language so each language's title is searchable. */
  short_names: Generated<ShortNames>;
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
  /** Every text in its own language's configuration and in `simple`, weighted A (title), B, C (body). */
  tsv: Derived<string>;
  /** The distinct words of the title, short names and author's name, counted in `search.words` for typos. */
  title_words: Derived<string[]>;
}

/**
 * The corpus's distinct title and author words, each with the number of documents using it, for typos: kept by
 * triggers on the documents, never written by the projection.
 */
export interface SearchWordsTable {
  word: Derived<string>;
  documents: Derived<number>;
}

/** Views, likes and shares of a content, apart from its document so counting rewrites no search row. */
export interface SearchPopularityTable {
  content_id: string;
  popularity: ColumnType<string, string | number, string | number>;
}

export type SearchDocument = Selectable<SearchDocumentsTable>;
