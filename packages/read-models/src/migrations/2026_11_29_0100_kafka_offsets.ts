import { sql, type Kysely } from 'kysely';

/**
 * Where projectors fed from Kafka are in each partition of their topic: written in the transaction that applies the
 * partition's messages, so a worker taking a partition over resumes exactly after what was applied.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .withSchema('projections')
    .createTable('kafka_offsets')
    .addColumn('group_id', 'text', (column) => column.notNull())
    .addColumn('topic', 'text', (column) => column.notNull())
    .addColumn('partition', 'integer', (column) => column.notNull())
    .addColumn('next_offset', 'bigint', (column) => column.notNull())
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('kafka_offsets_pkey', ['group_id', 'topic', 'partition'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.withSchema('projections').dropTable('kafka_offsets').execute();
}
