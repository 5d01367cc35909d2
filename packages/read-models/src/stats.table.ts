import type { ColumnType } from 'kysely';

type Counter = ColumnType<string, string | number | undefined, string | number>;
/** A calendar day (UTC), as 'YYYY-MM-DD'. */
type Day = ColumnType<string, string, string>;

export interface StatsContentAuthorsTable {
  content_id: string;
  author_id: string;
}

export interface StatsDailyTable {
  day: Day;
  content_id: string;
  author_id: string;
  views: Counter;
  likes: Counter;
  shares: Counter;
}

export interface StatsDailyReadersTable {
  day: Day;
  content_id: string;
  author_id: string;
  reader_id: string;
}
