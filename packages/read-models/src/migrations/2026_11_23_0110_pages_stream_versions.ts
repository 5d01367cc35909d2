import type { Kysely } from 'kysely';

/**
 * The version of each content's and publication's stream, which the studio sends back in `If-Match` when it saves.
 * The pages projection is emptied and its checkpoint dropped, so it reads the feed again and fills every version
 * (and every body as a document tree) from the events.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ['contents', 'publications']) {
    await db.schema
      .withSchema('pages')
      .alterTable(table)
      .addColumn('stream_version', 'bigint', (column) => column.notNull().defaultTo(-1))
      .execute();
  }
  for (const table of ['site_pages', 'agenda', 'contents', 'publications', 'authors']) {
    await db.withSchema('pages').deleteFrom(table).execute();
  }
  await db.deleteFrom('projections.checkpoints').where('name', '=', 'pages').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['contents', 'publications']) {
    await db.schema.withSchema('pages').alterTable(table).dropColumn('stream_version').execute();
  }
}
