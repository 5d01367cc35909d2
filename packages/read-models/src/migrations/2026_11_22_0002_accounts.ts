import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createSchema('accounts').ifNotExists().execute();
  await db.schema
    .withSchema('accounts')
    .createTable('users')
    .addColumn('user_id', 'text', (column) => column.primaryKey())
    .addColumn('email', 'text', (column) => column.notNull())
    .addColumn('role', 'text', (column) => column.notNull())
    .addColumn('verification_status', 'text')
    .addColumn('language', 'text', (column) => column.notNull())
    .addColumn('email_verified', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('status', 'text', (column) => column.notNull().defaultTo('active'))
    .addColumn('first_name', 'text')
    .addColumn('last_name', 'text')
    .addColumn('phone', 'text')
    .addColumn('country', 'text')
    .addColumn('avatar', 'text')
    .addColumn('hide_watched', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('default_publication_slug', 'text')
    .addColumn('subscription_id', 'text')
    .addColumn('subscription_plan', 'text')
    .addColumn('subscription_end', 'timestamptz')
    .addColumn('subscription_auto_renew', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('registered_at', 'timestamptz', (column) => column.notNull())
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .withSchema('accounts')
    .createIndex('users_email')
    .on('users')
    .expression(sql`lower(email)`)
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropSchema('accounts').ifExists().cascade().execute();
}
