import type { Kysely } from 'kysely';

/**
 * The renditions the encoder makes beside a content's stream: a video's poster and a podcast's small data-saver
 * file. The pages projection is emptied and its checkpoint dropped, so it reads the feed again and fills them from
 * the MediaEncoded events.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .withSchema('pages')
    .alterTable('contents')
    .addColumn('poster_url', 'text')
    .addColumn('data_saver_url', 'text')
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
    .dropColumn('poster_url')
    .dropColumn('data_saver_url')
    .execute();
}
