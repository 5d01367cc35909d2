import type { Kysely } from 'kysely';

/**
 * The smaller copies of covers and thumbnails, made when they were uploaded: a `srcset` for each, and a content
 * cover's narrowest copy for readers saving data. The pages projection is emptied and its checkpoint dropped, so it
 * reads the feed again and fills them from the images its events refer to.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .withSchema('pages')
    .alterTable('contents')
    .addColumn('cover_srcset', 'text')
    .addColumn('cover_small_url', 'text')
    .execute();
  await db.schema
    .withSchema('pages')
    .alterTable('publications')
    .addColumn('thumbnail_srcset', 'text')
    .addColumn('cover_srcset', 'text')
    .execute();
  for (const table of ['site_pages', 'agenda', 'contents', 'publications', 'authors']) {
    await db.withSchema('pages').deleteFrom(table).execute();
  }
  await db.deleteFrom('projections.checkpoints').where('name', '=', 'pages').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .withSchema('pages')
    .alterTable('contents')
    .dropColumn('cover_srcset')
    .dropColumn('cover_small_url')
    .execute();
  await db.schema
    .withSchema('pages')
    .alterTable('publications')
    .dropColumn('thumbnail_srcset')
    .dropColumn('cover_srcset')
    .execute();
}
