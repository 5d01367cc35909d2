import type { Kysely } from 'kysely';

/** The development mailbox keeps the List-Unsubscribe address a message was sent with, as SMTP would send it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.withSchema('api').alterTable('dev_mail').addColumn('list_unsubscribe', 'text').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.withSchema('api').alterTable('dev_mail').dropColumn('list_unsubscribe').execute();
}
