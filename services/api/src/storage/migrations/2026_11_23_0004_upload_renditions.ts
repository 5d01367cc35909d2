import type { Kysely } from 'kysely';

/**
 * The smaller WebP copies made of an uploaded image, as `[{ widthPx, key }]` narrowest first. Null for video and
 * audio, and for images uploaded before renditions were made.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.withSchema('api').alterTable('uploads').addColumn('renditions', 'jsonb').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.withSchema('api').alterTable('uploads').dropColumn('renditions').execute();
}
