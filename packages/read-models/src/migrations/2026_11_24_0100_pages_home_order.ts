import { sql, type Kysely } from 'kysely';

/**
 * The home page's two lists in the order they are read: the carousel (headlines first, then the newest with a
 * cover) and the headline articles (newest first). Without them each home page sorted every published content,
 * which at 100,000 articles took over a second a request.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index contents_carousel_order on pages.contents (headline desc, published_at desc, content_id)
    where status = 'published' and cover_url is not null`.execute(db);
  await sql`create index contents_headlines_order on pages.contents (published_at desc, content_id)
    where status = 'published' and headline`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index pages.contents_headlines_order`.execute(db);
  await sql`drop index pages.contents_carousel_order`.execute(db);
}
