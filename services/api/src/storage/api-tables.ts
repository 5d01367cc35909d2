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
  /** The user agent the sign-in or refresh came with, as sent (at most 512 characters). */
  user_agent: string | null;
  /** The lower-case ISO country of the address it came from; the address itself is not kept. */
  country: string | null;
  /** When the family's sign-in happened: every rotation carries it on, as `created_at` is its last seen. */
  first_seen_at: Date;
  created_at: Defaulted<Date>;
  expires_at: Date;
  rotated_at: Date | null;
  revoked_at: Date | null;
}

/** The viewing profile a sign-in (a session family) switched to; none is the account's default profile. */
export interface SessionProfilesTable {
  family_id: string;
  profile_id: string;
  chosen_at: Date;
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
  /** The one-click unsubscribe address the message carried (List-Unsubscribe), if any. */
  list_unsubscribe: Defaulted<string | null>;
  sent_at: Defaulted<Date>;
}

/** An uploaded file as the API measured it from its bytes: the only facts commands take about it. */
export interface UploadsTable {
  upload_id: string;
  uploader_id: string;
  /** The slot it was sent for (cover, thumbnail, image, video, audio). */
  role: string;
  kind: 'image' | 'video' | 'audio';
  content_type: string;
  size_bytes: ColumnType<string, number, number>;
  width_px: number | null;
  height_px: number | null;
  duration_seconds: number | null;
  storage_key: string;
  /** Images: the smaller copies stored beside it, narrowest first; null for other kinds and older images. */
  renditions: ColumnType<
    Array<{ widthPx: number; key: string }> | null,
    string | null | undefined,
    string | null
  >;
  created_at: Defaulted<Date>;
}

/** The bytes an uploader had accepted on the last day (UTC) they uploaded, for the daily limit. */
export interface UploadBytesTable {
  uploader_id: string;
  /** Written as `YYYY-MM-DD`. */
  day: ColumnType<Date, string, string>;
  bytes: ColumnType<string, number, number>;
}

export type EncoderTaskStatus = 'queued' | 'running' | 'done' | 'failed' | 'cancelled';

/** The encoder's job queue: one task per attached media (`task_id` is the content's media id). */
export interface EncoderTasksTable {
  task_id: string;
  content_id: string;
  upload_id: string;
  kind: 'video' | 'audio';
  status: Defaulted<EncoderTaskStatus>;
  /** 0 to 1. */
  progress: Defaulted<number>;
  attempts: Defaulted<number>;
  /** Not claimed before then: a failed attempt waits before the next one. */
  run_after: Defaulted<Date>;
  /** A running task whose lease ran out lost its worker and is claimed again. */
  lease_until: Date | null;
  stream_key: string | null;
  poster_key: string | null;
  data_saver_key: string | null;
  last_error: string | null;
  created_at: Defaulted<Date>;
  updated_at: Defaulted<Date>;
}

/** A person's data key, wrapped with the master key; destroyed keys keep their row without the key. */
export interface PersonalKeysTable {
  owner: string;
  wrapped_key: string | null;
  created_at: Date;
  destroyed_at: Date | null;
}

/** The master key's proof: a known value sealed with it when the first key was made. */
export interface KeyRingTable {
  id: 1;
  ring_id: string;
  check_value: string;
  created_at: Date;
}

/** How far into the event feed the encoder has looked for new media (numeric, read back as text). */
export interface EncoderFeedTable {
  name: string;
  commit_position: ColumnType<string, string, string>;
  prepare_position: ColumnType<string, string, string>;
}

/** Tables the API owns: not read models (no projection writes them) and never dropped by a replay. */
export interface ApiTables {
  'api.sessions': SessionsTable;
  'api.session_profiles': SessionProfilesTable;
  'api.mail_sent': MailSentTable;
  'api.dev_mail': DevMailTable;
  'api.uploads': UploadsTable;
  'api.upload_bytes': UploadBytesTable;
  'api.encoder_tasks': EncoderTasksTable;
  'api.encoder_feed': EncoderFeedTable;
  'api.personal_keys': PersonalKeysTable;
  'api.key_ring': KeyRingTable;
}
