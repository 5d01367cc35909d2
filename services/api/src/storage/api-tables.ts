import type { ColumnType, Generated } from 'kysely';

type Defaulted<T> = ColumnType<T, T | undefined, T>;

export interface SessionsTable {
  session_id: string;
  /** The first session of a sign-in; every rotation keeps it. */
  family_id: string;
  user_id: string;
  /** sha256 of the refresh token: a stolen table holds no usable token. */
  token_hash: string;
  device_id: string | null;
  created_at: Defaulted<Date>;
  expires_at: Date;
  rotated_at: Date | null;
  revoked_at: Date | null;
}

/** Outbox messages already handed to the mailer: kept apart from the outbox, which a replay rebuilds. */
export interface MailSentTable {
  message_id: string;
  sent_at: Defaulted<Date>;
}

/** The development mailbox behind /dev/mail when SMTP_URL is unset. */
export interface DevMailTable {
  id: Generated<string>;
  recipient: string;
  subject: string;
  body: string;
  sent_at: Defaulted<Date>;
}

/** Tables the API owns: not read models (no projection writes them) and never dropped by a replay. */
export interface ApiTables {
  'api.sessions': SessionsTable;
  'api.mail_sent': MailSentTable;
  'api.dev_mail': DevMailTable;
}
