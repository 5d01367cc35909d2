import { sql, type Kysely } from 'kysely';

/**
 * Tables of the reactors. Each reactor is a projection of its own (same runtime, same exactly-once checkpoint):
 * `notifications` turns events into rows of the e-mail outbox, `scheduling` keeps what must happen at a given
 * time; a ticker then issues the due commands, which deciders make idempotent.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createSchema('notifications').ifNotExists().execute();
  await db.schema
    .withSchema('notifications')
    .createTable('people')
    .addColumn('user_id', 'text', (column) => column.primaryKey())
    .addColumn('email', 'text', (column) => column.notNull())
    .addColumn('first_name', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('language', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .withSchema('notifications')
    .createTable('outbox')
    .addColumn('message_id', 'text', (column) => column.primaryKey())
    .addColumn('recipient', 'text', (column) => column.notNull())
    .addColumn('language', 'text', (column) => column.notNull())
    .addColumn('template', 'text', (column) => column.notNull())
    .addColumn('params', 'jsonb', (column) => column.notNull())
    .addColumn('caused_by', 'text', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addColumn('sent_at', 'timestamptz')
    .execute();
  await db.schema
    .withSchema('notifications')
    .createTable('followers')
    .addColumn('target_id', 'text', (column) => column.notNull())
    .addColumn('reader_id', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('followers_pk', ['target_id', 'reader_id'])
    .execute();
  await db.schema
    .withSchema('notifications')
    .createTable('contents')
    .addColumn('content_id', 'text', (column) => column.primaryKey())
    .addColumn('owner_id', 'text', (column) => column.notNull())
    .addColumn('title', 'text', (column) => column.notNull())
    .addColumn('slug', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createSchema('scheduling').ifNotExists().execute();
  await db.schema
    .withSchema('scheduling')
    .createTable('publications')
    .addColumn('publication_id', 'text', (column) => column.primaryKey())
    .addColumn('validated', 'boolean', (column) => column.notNull().defaultTo(false))
    .execute();
  await db.schema
    .withSchema('scheduling')
    .createTable('contents')
    .addColumn('content_id', 'text', (column) => column.primaryKey())
    .addColumn('publication_id', 'text', (column) => column.notNull())
    .addColumn('publish_at', 'timestamptz')
    .addColumn('waiting', 'boolean', (column) => column.notNull().defaultTo(false))
    .execute();
  await db.schema
    .withSchema('scheduling')
    .createTable('subscriptions')
    .addColumn('subscription_id', 'text', (column) => column.primaryKey())
    .addColumn('user_id', 'text', (column) => column.notNull())
    .addColumn('period_end', 'timestamptz')
    .execute();
  await sql`create index contents_due on scheduling.contents (publish_at) where publish_at is not null`.execute(
    db,
  );
  await sql`create index subscriptions_due on scheduling.subscriptions (period_end) where period_end is not null`.execute(
    db,
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropSchema('scheduling').ifExists().cascade().execute();
  await db.schema.dropSchema('notifications').ifExists().cascade().execute();
}
