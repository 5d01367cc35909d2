import type { Kysely } from 'kysely';

/** The opening of an article's text, quoted in the e-mail its author's followers get. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .withSchema('notifications')
    .alterTable('contents')
    .addColumn('excerpt', 'text', (column) => column.notNull().defaultTo(''))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.withSchema('notifications').alterTable('contents').dropColumn('excerpt').execute();
}
