import { Migrator, type Kysely, type Migration } from 'kysely';
import * as sessions from './migrations/2026_11_22_0001_sessions.ts';
import * as attemptCounts from './migrations/2026_11_23_0002_attempt_counts.ts';
import * as uploadsAndEncoderTasks from './migrations/2026_11_23_0003_uploads_and_encoder_tasks.ts';
import * as uploadRenditions from './migrations/2026_11_23_0004_upload_renditions.ts';
import * as uploadBytes from './migrations/2026_11_24_0005_upload_bytes.ts';
import * as sessionDevices from './migrations/2026_11_25_0006_session_devices.ts';
import * as sessionProfiles from './migrations/2026_11_27_0007_session_profiles.ts';
import * as personalKeys from './migrations/2026_11_27_0008_personal_keys.ts';
import * as devMailUnsubscribe from './migrations/2026_11_27_0009_dev_mail_unsubscribe.ts';

const migrations: Record<string, Migration> = {
  '2026_11_22_0001_sessions': sessions,
  '2026_11_23_0002_attempt_counts': attemptCounts,
  '2026_11_23_0003_uploads_and_encoder_tasks': uploadsAndEncoderTasks,
  '2026_11_23_0004_upload_renditions': uploadRenditions,
  '2026_11_24_0005_upload_bytes': uploadBytes,
  '2026_11_25_0006_session_devices': sessionDevices,
  '2026_11_27_0007_session_profiles': sessionProfiles,
  '2026_11_27_0008_personal_keys': personalKeys,
  '2026_11_27_0009_dev_mail_unsubscribe': devMailUnsubscribe,
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed Kysely<any>
export async function migrateApiTables(db: Kysely<any>): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableName: 'api_migrations',
    migrationLockTableName: 'api_migrations_lock',
  });
  const result = await migrator.migrateToLatest();
  if (result.error) throw result.error;
}
