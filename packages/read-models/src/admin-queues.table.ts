import type { ColumnType } from 'kysely';

type Defaulted<T> = ColumnType<T, T | undefined, T>;

export interface AdminPeopleTable {
  user_id: string;
  email: string;
  first_name: Defaulted<string>;
  last_name: Defaulted<string>;
  deactivated_at: Defaulted<Date | null>;
}

export interface AdminAuthorApplicationsTable {
  author_id: string;
  expertise_title: string;
  about_me: string;
  country: string | null;
  status: 'waiting' | 'validated' | 'rejected';
  submitted_at: Date;
  decided_at: Date | null;
  decided_by: string | null;
  reason: string | null;
}

export interface AdminPublicationsTable {
  publication_id: string;
  owner_id: string;
  name: string;
  slug: string;
  description: string;
  topics: string[];
  status: 'draft' | 'waiting' | 'validated' | 'rejected' | 'archived';
  created_at: Defaulted<Date | null>;
  submitted_at: Date | null;
  decided_at: Date | null;
  decided_by: string | null;
  reason: string | null;
}

export interface AdminReportsTable {
  report_id: string;
  reader_id: string;
  link: string;
  title: string;
  comment: string;
  reported_at: Date;
  /** The content the link names, by its slug (the link's last path segment). */
  content_slug: Defaulted<string | null>;
  /** Known once the content is hidden; until then the slug leads to it. */
  content_id: Defaulted<string | null>;
  status: Defaulted<'open' | 'hidden' | 'dismissed'>;
  decided_at: Defaulted<Date | null>;
  decided_by: Defaulted<string | null>;
}
