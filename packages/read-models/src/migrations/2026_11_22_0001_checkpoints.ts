import { sql, type Kysely } from 'kysely';

// Migrations use Kysely<any>: they are frozen in time and must not follow later changes to the table types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createSchema('projections').ifNotExists().execute();
  await db.schema
    .withSchema('projections')
    .createTable('checkpoints')
    .addColumn('name', 'text', (column) => column.primaryKey())
    .addColumn('commit_position', 'bigint', (column) => column.notNull().defaultTo(0))
    .addColumn('prepare_position', 'bigint', (column) => column.notNull().defaultTo(0))
    .addColumn('events_handled', 'bigint', (column) => column.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('last_error_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.withSchema('projections').dropTable('checkpoints').execute();
}
