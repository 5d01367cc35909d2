import { sql, type Kysely } from 'kysely';

/**
 * Authors' income: the rate cards, one ledger line per paid read or click, statements per author and period with
 * the remainder under a cent carried, the reads refused and the months closed for payout.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createSchema('income').ifNotExists().execute();
  const income = db.schema.withSchema('income');
  await income
    .createTable('rate_cards')
    .addColumn('rate_card_id', 'text', (column) => column.primaryKey())
    .addColumn('effective_from', 'timestamptz', (column) => column.notNull())
    .addColumn('micro_euros_per_read', 'bigint', (column) => column.notNull())
    .addColumn('micro_euros_per_click', 'bigint', (column) => column.notNull())
    .addColumn('published_at', 'timestamptz', (column) => column.notNull())
    .execute();
  await income
    .createTable('ledger')
    .addColumn('source_event_id', 'text', (column) => column.primaryKey())
    .addColumn('author_id', 'text', (column) => column.notNull())
    .addColumn('content_id', 'text', (column) => column.notNull())
    .addColumn('reader_id', 'text', (column) => column.notNull())
    .addColumn('kind', 'text', (column) => column.notNull().check(sql`kind in ('read', 'click')`))
    .addColumn('view_id', 'text', (column) => column.notNull())
    .addColumn('at', 'timestamptz', (column) => column.notNull())
    .addColumn('rate_card_id', 'text')
    .addColumn('micro_euros', 'bigint', (column) => column.notNull())
    .execute();
  await sql`create index ledger_author_at on income.ledger (author_id, at)`.execute(db);
  await income
    .createTable('statements')
    .addColumn('author_id', 'text', (column) => column.notNull())
    .addColumn('period', 'text', (column) => column.notNull().check(sql`period in ('week', 'month', 'year')`))
    .addColumn('period_start', 'date', (column) => column.notNull())
    .addColumn('period_end', 'date', (column) => column.notNull())
    .addColumn('reads', 'bigint', (column) => column.notNull())
    .addColumn('clicks', 'bigint', (column) => column.notNull())
    .addColumn('micro_euros', 'bigint', (column) => column.notNull())
    .addColumn('carried_in_micro_euros', 'bigint', (column) => column.notNull())
    .addColumn('cents', 'bigint', (column) => column.notNull())
    .addColumn('carried_out_micro_euros', 'bigint', (column) => column.notNull())
    .addPrimaryKeyConstraint('statements_pk', ['author_id', 'period', 'period_start'])
    .execute();
  await income
    .createTable('refused_reads')
    .addColumn('event_id', 'text', (column) => column.primaryKey())
    .addColumn('reader_id', 'text', (column) => column.notNull())
    .addColumn('content_id', 'text', (column) => column.notNull())
    .addColumn('author_id', 'text', (column) => column.notNull())
    .addColumn('reason', 'text', (column) => column.notNull())
    .addColumn('seconds', 'integer', (column) => column.notNull())
    .addColumn('at', 'timestamptz', (column) => column.notNull())
    .execute();
  await sql`create index refused_reads_at on income.refused_reads (at desc)`.execute(db);
  await income
    .createTable('payouts')
    .addColumn('statement_id', 'text', (column) => column.primaryKey())
    .addColumn('author_id', 'text', (column) => column.notNull())
    .addColumn('period_start', 'date', (column) => column.notNull())
    .addColumn('period_end', 'date', (column) => column.notNull())
    .addColumn('cents', 'bigint', (column) => column.notNull())
    .addColumn('micro_euros', 'bigint', (column) => column.notNull())
    .addColumn('issued_at', 'timestamptz', (column) => column.notNull())
    .addUniqueConstraint('payouts_author_month', ['author_id', 'period_start'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropSchema('income').ifExists().cascade().execute();
}
