import type { Kysely } from 'kysely';

/**
 * Whether a person is e-mailed the news of whom they follow: the account shows it, the notifications projection
 * writes to those who want it. No stored event turned it off before this column, so every row starts on.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const [schema, table] of [
    ['accounts', 'users'],
    ['notifications', 'people'],
  ] as const)
    await db.schema
      .withSchema(schema)
      .alterTable(table)
      .addColumn('followers_mail', 'boolean', (column) => column.notNull().defaultTo(true))
      .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.withSchema('notifications').alterTable('people').dropColumn('followers_mail').execute();
  await db.schema.withSchema('accounts').alterTable('users').dropColumn('followers_mail').execute();
}
