import { sql, type Kysely } from 'kysely';

/** Sign-in sessions: one row per refresh token, chained by family so a replayed old token ends them all. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createSchema('api').ifNotExists().execute();
  await db.schema
    .withSchema('api')
    .createTable('sessions')
    .addColumn('session_id', 'text', (column) => column.primaryKey())
    .addColumn('family_id', 'text', (column) => column.notNull())
    .addColumn('user_id', 'text', (column) => column.notNull())
    .addColumn('token_hash', 'text', (column) => column.notNull().unique())
    .addColumn('device_id', 'text')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
    .addColumn('rotated_at', 'timestamptz')
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await db.schema.withSchema('api').createIndex('sessions_user').on('sessions').column('user_id').execute();
  await db.schema
    .withSchema('api')
    .createIndex('sessions_family')
    .on('sessions')
    .column('family_id')
    .execute();
  await db.schema
    .withSchema('api')
    .createTable('mail_sent')
    .addColumn('message_id', 'text', (column) => column.primaryKey())
    .addColumn('sent_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .withSchema('api')
    .createTable('dev_mail')
    .addColumn('id', 'bigserial', (column) => column.primaryKey())
    .addColumn('recipient', 'text', (column) => column.notNull())
    .addColumn('subject', 'text', (column) => column.notNull())
    .addColumn('body', 'text', (column) => column.notNull())
    .addColumn('sent_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropSchema('api').ifExists().cascade().execute();
}
