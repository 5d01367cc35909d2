import { sql, type Kysely } from 'kysely';

/**
 * Each account's viewing profiles (its household without the PIN), folded by the accounts projection. No stored
 * event created, edited or removed a profile before this column, so every existing row rightly starts with the
 * default profile alone and the projection need not read the feed again.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .withSchema('accounts')
    .alterTable('users')
    .addColumn('household', 'jsonb', (column) =>
      column.notNull().defaultTo(sql`'{"profiles":[],"defaultProfile":{}}'::jsonb`),
    )
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.withSchema('accounts').alterTable('users').dropColumn('household').execute();
}
