import type { Kysely } from 'kysely';

/**
 * The viewing profile each sign-in is on, chosen by switching. Kept by family (one device's sign-in), so every
 * rotation of its refresh token stays on it; a family without a row is on the account's default profile.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .withSchema('api')
    .createTable('session_profiles')
    .addColumn('family_id', 'text', (column) => column.primaryKey())
    .addColumn('profile_id', 'text', (column) => column.notNull())
    .addColumn('chosen_at', 'timestamptz', (column) => column.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.withSchema('api').dropTable('session_profiles').execute();
}
