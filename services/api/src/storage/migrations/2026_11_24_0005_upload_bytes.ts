import type { Kysely } from 'kysely';

/**
 * The bytes each uploader had accepted on the last day (UTC) they uploaded: one row per uploader, counted from 0
 * again on a new day, so the table never grows beyond the number of uploaders.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .withSchema('api')
    .createTable('upload_bytes')
    .addColumn('uploader_id', 'text', (column) => column.primaryKey())
    .addColumn('day', 'date', (column) => column.notNull())
    .addColumn('bytes', 'bigint', (column) => column.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.withSchema('api').dropTable('upload_bytes').execute();
}
