import { sql, type Kysely } from 'kysely';

/** What the reader app's pages show: contents, publications, authors and the agenda, ready to serve. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createSchema('pages').ifNotExists().execute();
  await db.schema
    .withSchema('pages')
    .createTable('authors')
    .addColumn('user_id', 'text', (column) => column.primaryKey())
    .addColumn('first_name', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('last_name', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('expertise_title', 'text')
    .addColumn('about_me', 'text')
    .addColumn('country', 'text')
    .addColumn('photo_url', 'text')
    .addColumn('status', 'text', (column) => column.notNull().defaultTo('reader'))
    .addColumn('headline_content_id', 'text')
    .execute();
  await db.schema
    .withSchema('pages')
    .createTable('publications')
    .addColumn('publication_id', 'text', (column) => column.primaryKey())
    .addColumn('owner_id', 'text', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('slug', 'text', (column) => column.notNull().unique())
    .addColumn('description', 'text', (column) => column.notNull())
    .addColumn('topics', sql`text[]`, (column) => column.notNull())
    .addColumn('thumbnail_url', 'text')
    .addColumn('cover_url', 'text')
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .execute();
  await db.schema
    .withSchema('pages')
    .createTable('contents')
    .addColumn('content_id', 'text', (column) => column.primaryKey())
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('slug', 'text', (column) => column.notNull().unique())
    .addColumn('title', 'text', (column) => column.notNull())
    .addColumn('short_name', 'jsonb', (column) => column.notNull())
    .addColumn('summary', 'text')
    .addColumn('body', 'text')
    .addColumn('cover_url', 'text')
    .addColumn('topics', sql`text[]`, (column) => column.notNull())
    .addColumn('region', 'text')
    .addColumn('country', 'text')
    .addColumn('author_id', 'text', (column) => column.notNull())
    .addColumn('publication_id', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('headline', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('maturity_age', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('available_countries', sql`text[]`)
    .addColumn('reading_time_minutes', 'integer')
    .addColumn('stream_url', 'text')
    .addColumn('duration_seconds', 'integer')
    .addColumn('published_at', 'timestamptz')
    .addColumn('drafted_at', 'timestamptz', (column) => column.notNull())
    .execute();
  await db.schema
    .withSchema('pages')
    .createIndex('contents_published')
    .on('contents')
    .columns(['status', 'published_at'])
    .execute();
  await db.schema
    .withSchema('pages')
    .createIndex('contents_publication')
    .on('contents')
    .column('publication_id')
    .execute();
  await db.schema
    .withSchema('pages')
    .createTable('agenda')
    .addColumn('event_id', 'text', (column) => column.primaryKey())
    .addColumn('slug', 'text', (column) => column.notNull().unique())
    .addColumn('title', 'jsonb', (column) => column.notNull())
    .addColumn('category_slug', 'text', (column) => column.notNull())
    .addColumn('starts_at', 'timestamptz', (column) => column.notNull())
    .addColumn('ends_at', 'timestamptz', (column) => column.notNull())
    .addColumn('place', 'text')
    .addColumn('online', 'boolean', (column) => column.notNull())
    .addColumn('country', 'text')
    .addColumn('organiser_id', 'text', (column) => column.notNull())
    .addColumn('cancelled', 'boolean', (column) => column.notNull().defaultTo(false))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropSchema('pages').ifExists().cascade().execute();
}
