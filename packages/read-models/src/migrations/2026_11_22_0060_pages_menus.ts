import { type Kysely } from 'kysely';

/** The menus' genres, series episodes and the static pages in every language. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .withSchema('pages')
    .alterTable('contents')
    .addColumn('genre', 'text')
    .addColumn('season', 'integer')
    .addColumn('episode', 'integer')
    .execute();
  await db.schema.withSchema('pages').createIndex('contents_genre').on('contents').column('genre').execute();
  await db.schema
    .withSchema('pages')
    .createTable('site_pages')
    .addColumn('slug', 'text', (column) => column.notNull())
    .addColumn('language', 'text', (column) => column.notNull())
    .addColumn('title', 'text', (column) => column.notNull())
    .addColumn('body', 'text', (column) => column.notNull())
    .addColumn('published_at', 'timestamptz', (column) => column.notNull())
    .addPrimaryKeyConstraint('site_pages_pk', ['slug', 'language'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.withSchema('pages').dropTable('site_pages').execute();
  await db.schema.withSchema('pages').dropIndex('contents_genre').execute();
  await db.schema
    .withSchema('pages')
    .alterTable('contents')
    .dropColumn('genre')
    .dropColumn('season')
    .dropColumn('episode')
    .execute();
}
