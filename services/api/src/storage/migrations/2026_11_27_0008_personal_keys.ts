import { sql, type Kysely } from 'kysely';

/**
 * One data key per owner of personal data (a user's stream, a contact message's), wrapped with the master key.
 * A destroyed key keeps its row with no key, so "erased" is told apart from "lost". The ring's single row proves
 * the master key in use is the one the keys were wrapped with.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .withSchema('api')
    .createTable('personal_keys')
    .addColumn('owner', 'text', (column) => column.primaryKey())
    .addColumn('wrapped_key', 'text')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addColumn('destroyed_at', 'timestamptz')
    .addCheckConstraint(
      'personal_keys_destroyed_or_kept',
      sql`(wrapped_key is null) = (destroyed_at is not null)`,
    )
    .execute();
  await db.schema
    .withSchema('api')
    .createTable('key_ring')
    // One ring per platform: two first starts racing cannot both make one.
    .addColumn('id', 'smallint', (column) => column.primaryKey().check(sql`id = 1`))
    .addColumn('ring_id', 'text', (column) => column.notNull())
    .addColumn('check_value', 'text', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.withSchema('api').dropTable('key_ring').execute();
  await db.schema.withSchema('api').dropTable('personal_keys').execute();
}
