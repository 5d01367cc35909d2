import type { Kysely } from 'kysely';

/**
 * Whether a content is exclusive to Premium subscribers. No stored event could say so before this column, so every
 * existing row is rightly false and the pages projection need not read the feed again.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .withSchema('pages')
    .alterTable('contents')
    .addColumn('premium_only', 'boolean', (column) => column.notNull().defaultTo(false))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.withSchema('pages').alterTable('contents').dropColumn('premium_only').execute();
}
