import { sql, type Kysely } from 'kysely';

/**
 * Published contents newest first, ties by id: the order of a content page's related contents and of the lists.
 * `contents_published` (status, published_at) gives the dates in order but not the ids within a date, so a page
 * read and sorted every content published at the same moment as the newest; on a platform whose contents share
 * dates by the thousand that was most of a content page's time.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index contents_published_order on pages.contents (published_at desc, content_id)
    where status = 'published'`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index pages.contents_published_order`.execute(db);
}
