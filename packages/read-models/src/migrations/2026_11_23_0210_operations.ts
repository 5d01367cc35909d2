import { sql, type Kysely } from 'kysely';

// Migrations use Kysely<any>: they are frozen in time and must not follow later changes to the table types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .withSchema('projections')
    .alterTable('checkpoints')
    .addColumn('blocked_event_position', 'text')
    .execute();
  await db.schema.createSchema('operations').ifNotExists().execute();
  const operations = db.schema.withSchema('operations');
  await operations
    .createTable('contact_messages')
    .addColumn('message_id', 'text', (column) => column.primaryKey())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('email', 'text', (column) => column.notNull())
    .addColumn('subject', 'text', (column) => column.notNull())
    .addColumn('message', 'text', (column) => column.notNull())
    .addColumn('language', 'text', (column) => column.notNull())
    .addColumn('received_at', 'timestamptz', (column) => column.notNull())
    .execute();
  await operations
    .createTable('site_config')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('app_access', 'text', (column) => column.notNull())
    .addColumn('available_languages', 'jsonb', (column) => column.notNull())
    .addColumn('default_language', 'text', (column) => column.notNull())
    .addColumn('site_password_hash', 'text')
    .addColumn('configured_at', 'timestamptz', (column) => column.notNull())
    .execute();
  await operations
    .createTable('legal_versions')
    .addColumn('version_id', 'text', (column) => column.primaryKey())
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('body', 'jsonb', (column) => column.notNull())
    .addColumn('published_at', 'timestamptz', (column) => column.notNull())
    .addColumn('effective_at', 'timestamptz', (column) => column.notNull())
    .execute();
  await operations
    .createTable('subscriptions')
    .addColumn('subscription_id', 'text', (column) => column.primaryKey())
    .addColumn('user_id', 'text', (column) => column.notNull())
    .addColumn('plan', 'text', (column) => column.notNull())
    .addColumn('period', 'text', (column) => column.notNull())
    .addColumn('amount_cents', 'integer', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('auto_renew', 'boolean', (column) => column.notNull().defaultTo(true))
    .addColumn('period_end', 'timestamptz')
    .addColumn('requested_at', 'timestamptz', (column) => column.notNull())
    .execute();
  await operations
    .createTable('payments')
    .addColumn('payment_id', 'text', (column) => column.primaryKey())
    .addColumn('subscription_id', 'text', (column) => column.notNull())
    .addColumn('user_id', 'text', (column) => column.notNull())
    .addColumn('amount_cents', 'integer', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('failure_reason', 'text')
    .addColumn('occurred_at', 'timestamptz', (column) => column.notNull())
    .execute();
  await sql`create index contact_messages_received on operations.contact_messages (received_at)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropSchema('operations').cascade().execute();
  await db.schema
    .withSchema('projections')
    .alterTable('checkpoints')
    .dropColumn('blocked_event_position')
    .execute();
}
