import { sql, type Kysely } from 'kysely';

/** The platform team's queues: authors and publications waiting validation, and readers' reports. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createSchema('admin_queues').ifNotExists().execute();
  await db.schema
    .withSchema('admin_queues')
    .createTable('people')
    .addColumn('user_id', 'text', (column) => column.primaryKey())
    .addColumn('email', 'text', (column) => column.notNull())
    .addColumn('first_name', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('last_name', 'text', (column) => column.notNull().defaultTo(''))
    .execute();
  await db.schema
    .withSchema('admin_queues')
    .createTable('author_applications')
    .addColumn('author_id', 'text', (column) => column.primaryKey())
    .addColumn('expertise_title', 'text', (column) => column.notNull())
    .addColumn('about_me', 'text', (column) => column.notNull())
    .addColumn('country', 'text')
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('submitted_at', 'timestamptz', (column) => column.notNull())
    .addColumn('decided_at', 'timestamptz')
    .addColumn('decided_by', 'text')
    .addColumn('reason', 'text')
    .execute();
  await db.schema
    .withSchema('admin_queues')
    .createTable('publications')
    .addColumn('publication_id', 'text', (column) => column.primaryKey())
    .addColumn('owner_id', 'text', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('slug', 'text', (column) => column.notNull())
    .addColumn('description', 'text', (column) => column.notNull())
    .addColumn('topics', sql`text[]`, (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('submitted_at', 'timestamptz')
    .addColumn('decided_at', 'timestamptz')
    .addColumn('decided_by', 'text')
    .addColumn('reason', 'text')
    .execute();
  await db.schema
    .withSchema('admin_queues')
    .createTable('reports')
    .addColumn('report_id', 'text', (column) => column.primaryKey())
    .addColumn('reader_id', 'text', (column) => column.notNull())
    .addColumn('link', 'text', (column) => column.notNull())
    .addColumn('title', 'text', (column) => column.notNull())
    .addColumn('comment', 'text', (column) => column.notNull())
    .addColumn('reported_at', 'timestamptz', (column) => column.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropSchema('admin_queues').ifExists().cascade().execute();
}
