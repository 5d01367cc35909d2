import type { Kysely } from 'kysely';

/** The encoding task of a content's media: which upload, and whether it is encoded or failed. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .withSchema('pages')
    .alterTable('contents')
    .addColumn('media_id', 'text')
    .addColumn('media_status', 'text')
    .addColumn('media_error', 'text')
    .execute();
  await db.schema
    .withSchema('pages')
    .createIndex('contents_media')
    .on('contents')
    .column('media_id')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.withSchema('pages').dropIndex('contents_media').execute();
  await db.schema
    .withSchema('pages')
    .alterTable('contents')
    .dropColumn('media_id')
    .dropColumn('media_status')
    .dropColumn('media_error')
    .execute();
}
