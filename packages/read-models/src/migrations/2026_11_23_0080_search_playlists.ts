import type { Kysely } from 'kysely';

/**
 * Playlists (validated publications) join the search index as documents of kind `playlist`, without a media type.
 * The index is emptied and its checkpoint dropped so the search projection reads the feed again from the start,
 * indexing the publications created before it knew them.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .withSchema('search')
    .alterTable('documents')
    .alterColumn('media_type', (column) => column.dropNotNull())
    .execute();
  await db.deleteFrom('search.documents').execute();
  await db.deleteFrom('search.authors').execute();
  await db.deleteFrom('projections.checkpoints').where('name', '=', 'search').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('search.documents').where('kind', '=', 'playlist').execute();
  await db.schema
    .withSchema('search')
    .alterTable('documents')
    .alterColumn('media_type', (column) => column.setNotNull())
    .execute();
}
