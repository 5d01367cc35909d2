import type { Kysely } from 'kysely';

/**
 * Attempt counters shared by every API process (rate-limiter-flexible's PostgreSQL layout: key, points, expiry in
 * epoch milliseconds). Created here rather than by the library, whose CREATE TABLE races between processes.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .withSchema('api')
    .createTable('attempt_counts')
    .addColumn('key', 'varchar(255)', (column) => column.primaryKey())
    .addColumn('points', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('expire', 'bigint')
    .execute();
  await db.schema
    .withSchema('api')
    .createIndex('attempt_counts_expire')
    .on('attempt_counts')
    .column('expire')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.withSchema('api').dropTable('attempt_counts').execute();
}
