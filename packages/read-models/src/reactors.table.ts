import type { ColumnType, Selectable } from 'kysely';

export interface NotificationPeopleTable {
  user_id: string;
  email: string;
  first_name: ColumnType<string, string | undefined, string>;
  language: string;
  followers_mail: ColumnType<boolean, boolean | undefined, boolean>;
}

/** Readers following an author or a publication (`target_id`): who hears of a new article. */
export interface NotificationFollowersTable {
  target_id: string;
  reader_id: string;
}

export interface NotificationContentsTable {
  content_id: string;
  owner_id: string;
  title: string;
  slug: string;
  excerpt: ColumnType<string, string | undefined, string>;
}

/** Each publication's owner and current name: whom a decision on it is written to, and what it is called. */
export interface NotificationPublicationsTable {
  publication_id: string;
  owner_id: string;
  name: string;
}

export interface NotificationOutboxTable {
  /** `<cause event id>:<template>:<recipient user>`: one message per cause and person, whatever the replays. */
  message_id: string;
  recipient: string;
  language: string;
  template: string;
  params: ColumnType<Record<string, unknown>, string, string>;
  caused_by: string;
  created_at: Date;
  sent_at: Date | null;
}

export type OutboxMessage = Selectable<NotificationOutboxTable>;

export interface SchedulingPublicationsTable {
  publication_id: string;
  validated: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface SchedulingContentsTable {
  content_id: string;
  publication_id: string;
  /** Set while the content waits for its date; null otherwise. */
  publish_at: Date | null;
  /** Submitted and waiting for its publication's validation to be published (spec §4). */
  waiting: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface SchedulingSubscriptionsTable {
  subscription_id: string;
  user_id: string;
  period_end: Date | null;
}
