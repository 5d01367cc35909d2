import type { ColumnType, Selectable } from 'kysely';

type Counter = ColumnType<string, string | number | undefined, string | number>;

export interface EngagementRelationsTable {
  user_id: string;
  relation: 'like' | 'favourite' | 'follow-author' | 'follow-publication' | 'save-event';
  target_id: string;
  /** The viewing profile it is filed under: the account's default one (the user id) for follows and saved events. */
  profile_id: string;
  created_at: Date;
}

export interface EngagementCountsTable {
  target_id: string;
  likes: Counter;
  favourites: Counter;
  /** Followers of an author or a publication. */
  followers: Counter;
  saves: Counter;
  shares: Counter;
  views: Counter;
}

export interface EngagementWatchedTable {
  user_id: string;
  profile_id: string;
  content_id: string;
  position_seconds: number;
  watched_at: Date;
}

export type EngagementRelation = Selectable<EngagementRelationsTable>;
export type EngagementCounts = Selectable<EngagementCountsTable>;
