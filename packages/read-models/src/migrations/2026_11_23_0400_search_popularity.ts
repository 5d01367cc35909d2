import { sql, type Kysely } from 'kysely';

/**
 * Popularity leaves the search documents for a narrow table of its own: a like, view or share then rewrites a
 * two-column row instead of a document with four tsvectors and five GIN indexes, and a document changes only when
 * its text or metadata does. Btree indexes let a search walk the matches in date, title or popularity order and stop
 * at the page instead of sorting every match.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .withSchema('search')
    .createTable('popularity')
    .addColumn('content_id', 'text', (column) => column.primaryKey())
    .addColumn('popularity', 'bigint', (column) => column.notNull().defaultTo(0))
    .execute();
  await sql`insert into search.popularity (content_id, popularity)
    select content_id, popularity from search.documents`.execute(db);
  await db.schema.withSchema('search').alterTable('documents').dropColumn('popularity').execute();
  await sql`create index popularity_order on search.popularity (popularity, content_id)`.execute(db);
  await sql`create index documents_date_order on search.documents (published_at, content_id)
    where status = 'published'`.execute(db);
  await sql`create index documents_title_order on search.documents (lower(title), content_id)
    where status = 'published'`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index search.documents_title_order`.execute(db);
  await sql`drop index search.documents_date_order`.execute(db);
  await db.schema
    .withSchema('search')
    .alterTable('documents')
    .addColumn('popularity', 'bigint', (column) => column.notNull().defaultTo(0))
    .execute();
  await sql`update search.documents d set popularity = p.popularity
    from search.popularity p where p.content_id = d.content_id`.execute(db);
  await db.schema.withSchema('search').dropTable('popularity').execute();
}
