import { sql, type Kysely } from 'kysely';

/**
 * Views, likes, shares and audience per content and per day. Audience is distinct readers, so the readers of
 * each day are kept: a week's audience is a count of distinct readers over its days, not a sum.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createSchema('stats').ifNotExists().execute();
  await db.schema
    .withSchema('stats')
    .createTable('content_authors')
    .addColumn('content_id', 'text', (column) => column.primaryKey())
    .addColumn('author_id', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .withSchema('stats')
    .createTable('daily')
    .addColumn('day', 'date', (column) => column.notNull())
    .addColumn('content_id', 'text', (column) => column.notNull())
    .addColumn('author_id', 'text', (column) => column.notNull())
    .addColumn('views', 'bigint', (column) => column.notNull().defaultTo(0))
    .addColumn('likes', 'bigint', (column) => column.notNull().defaultTo(0))
    .addColumn('shares', 'bigint', (column) => column.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('daily_pk', ['day', 'content_id'])
    .execute();
  await db.schema
    .withSchema('stats')
    .createTable('daily_readers')
    .addColumn('day', 'date', (column) => column.notNull())
    .addColumn('content_id', 'text', (column) => column.notNull())
    .addColumn('author_id', 'text', (column) => column.notNull())
    .addColumn('reader_id', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('daily_readers_pk', ['day', 'content_id', 'reader_id'])
    .execute();
  await sql`create index daily_author on stats.daily (author_id, day)`.execute(db);
  await sql`create index daily_readers_author on stats.daily_readers (author_id, day)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropSchema('stats').ifExists().cascade().execute();
}
