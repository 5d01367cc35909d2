import type { AppAccess, StoredAppAccess } from '@afrimedia/domain';
import type { ColumnType, Selectable } from 'kysely';

type Json<T> = ColumnType<T, string, string>;

/** The contact form's messages, as the platform team's inbox lists them. */
export interface OperationsContactMessagesTable {
  message_id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  language: string;
  received_at: Date;
}

/** One row, id `site`: the configuration in force. The wall password only as its hash. */
export interface OperationsSiteConfigTable {
  id: string;
  /** Rows written before `free` and `freemium` existed may say `other`: read through `siteConfig`. */
  app_access: StoredAppAccess;
  available_languages: Json<string[]>;
  default_language: string;
  site_password_hash: string | null;
  configured_at: Date;
}

export interface OperationsLegalVersionsTable {
  version_id: string;
  kind: 'terms-of-use' | 'privacy-policy';
  body: Json<Partial<Record<'en' | 'fr' | 'ar' | 'es', string>>>;
  published_at: Date;
  effective_at: Date;
}

export interface OperationsSubscriptionsTable {
  subscription_id: string;
  user_id: string;
  plan: string;
  period: string;
  amount_cents: number;
  status: 'requested' | 'active' | 'expired';
  auto_renew: ColumnType<boolean, boolean | undefined, boolean>;
  period_end: Date | null;
  requested_at: Date;
}

export interface OperationsPaymentsTable {
  payment_id: string;
  subscription_id: string;
  user_id: string;
  /** The plan and period paid for, which a later change of plan leaves as they were. */
  plan: string;
  period: string;
  amount_cents: number;
  status: 'paid' | 'failed';
  failure_reason: string | null;
  occurred_at: Date;
}

/** The configuration in force, its access mode as it reads today. */
export type SiteConfigRow = Omit<Selectable<OperationsSiteConfigTable>, 'app_access'> & {
  app_access: AppAccess;
};
