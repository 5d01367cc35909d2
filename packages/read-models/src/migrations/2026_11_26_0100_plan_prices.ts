import type { Kysely } from 'kysely';

/** The price list readers choose a plan from. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createSchema('plans').ifNotExists().execute();
  await db.schema
    .withSchema('plans')
    .createTable('prices')
    .addColumn('plan_id', 'text', (column) => column.primaryKey())
    .addColumn('plan', 'text', (column) => column.notNull())
    .addColumn('period', 'text', (column) => column.notNull())
    .addColumn('amount_cents', 'integer', (column) => column.notNull())
    .addColumn('currency', 'text', (column) => column.notNull())
    .addColumn('priced_at', 'timestamptz', (column) => column.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropSchema('plans').cascade().execute();
}
