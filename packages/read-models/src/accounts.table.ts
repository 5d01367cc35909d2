import type { HouseholdProfiles } from '@afrimedia/domain';
import type { ColumnType, Insertable, Selectable, Updateable } from 'kysely';

export interface AccountsUsersTable {
  user_id: string;
  email: string;
  role: 'reader' | 'owner' | 'admin';
  /** Author application status: null for a reader who never applied. */
  verification_status: 'pending' | 'verified' | 'rejected' | null;
  language: string;
  email_verified: ColumnType<boolean, boolean | undefined, boolean>;
  status: ColumnType<
    'active' | 'deactivated',
    'active' | 'deactivated' | undefined,
    'active' | 'deactivated'
  >;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  country: string | null;
  avatar: string | null;
  hide_watched: ColumnType<boolean, boolean | undefined, boolean>;
  /** Whether the news of whom they follow is e-mailed to them. */
  followers_mail: ColumnType<boolean, boolean | undefined, boolean>;
  default_publication_slug: string | null;
  /** Spec §4: active when a subscription id exists and its end is not past; the API compares with its clock. */
  subscription_id: ColumnType<string | null, string | null | undefined, string | null>;
  subscription_plan: ColumnType<string | null, string | null | undefined, string | null>;
  subscription_end: ColumnType<Date | null, Date | null | undefined, Date | null>;
  subscription_auto_renew: ColumnType<boolean, boolean | undefined, boolean>;
  /** The viewing profiles the account created and what its default profile was given; written as JSON. */
  household: ColumnType<HouseholdProfiles, string | undefined, string>;
  registered_at: Date;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export type AccountUser = Selectable<AccountsUsersTable>;
export type NewAccountUser = Insertable<AccountsUsersTable>;
export type AccountUserUpdate = Updateable<AccountsUsersTable>;
