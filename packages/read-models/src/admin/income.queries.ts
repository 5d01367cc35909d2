import {
  adminPayoutsCalls,
  adminRateCardsCalls,
  adminRefusedReadsCalls,
  adminStatementsDueCalls,
  type AdminPayoutRecord,
  type AdminRateCardRecord,
  type AdminRefusedReadRecord,
  type AdminStatementDueRecord,
} from '@afrimedia/contracts';
import type { ReadRefusal } from '@afrimedia/domain';
import { sql } from 'kysely';
import { adminList, type AdminDb } from './list-sql.ts';

/**
 * pg answers bigint columns as text, so that no amount is read as a float; the console's amounts stay far below
 * 2^53 micro-euros (nine billion euros), where a JavaScript number is still exact.
 */
const amount = (text: string): number => {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new RangeError(`an amount beyond 2^53: ${text}`);
  return value;
};

/** A `date` column as its day: pg would make it a Date at the server's local midnight. */
const dayOf = (column: string) => sql<string>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;

const rateCards = adminList(
  adminRateCardsCalls.list,
  (db: AdminDb) => db.selectFrom('income.rate_cards').selectAll(),
  () => ({
    key: 'rate_card_id',
    equals: {},
    sortColumns: { id: 'rate_card_id', effectiveFrom: 'effective_from', publishedAt: 'published_at' },
    recordOf: (row): AdminRateCardRecord => ({
      id: row.rate_card_id,
      effectiveFrom: row.effective_from.toISOString(),
      microEurosPerRead: amount(row.micro_euros_per_read),
      microEurosPerClick: amount(row.micro_euros_per_click),
      publishedAt: row.published_at.toISOString(),
    }),
  }),
);

export const rateCardPage = rateCards.page;
export const rateCardRecord = rateCards.one;

const statementId = sql<string>`s.author_id || ':' || to_char(s.period_start, 'YYYY-MM-DD')`;

/**
 * Months of authors' income over at `now` (its last UTC day has ended), that earned at least a cent and have no
 * payout statement yet: what the platform team has to issue.
 */
const statementsDueAt = (now: Date) =>
  adminList(
    adminStatementsDueCalls.list,
    (db: AdminDb) =>
      db
        .selectFrom('income.statements as s')
        .where('s.period', '=', 'month')
        .where(sql<boolean>`s.period_end <= ${now.toISOString().slice(0, 10)}::date`)
        .where(sql<boolean>`s.cents > 0`)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('income.payouts as p')
                .select('p.statement_id')
                .whereRef('p.author_id', '=', 's.author_id')
                .whereRef('p.period_start', '=', 's.period_start'),
            ),
          ),
        )
        .select([
          statementId.as('id'),
          's.author_id',
          dayOf('s.period_start').as('period_start'),
          dayOf('s.period_end').as('period_end'),
          's.reads',
          's.clicks',
          's.micro_euros',
          's.carried_in_micro_euros',
          's.cents',
          's.carried_out_micro_euros',
        ]),
    () => ({
      key: statementId,
      equals: { authorId: 's.author_id' },
      sortColumns: { id: statementId, periodStart: 's.period_start', cents: 's.cents' },
      recordOf: (row): AdminStatementDueRecord => ({
        id: row.id,
        authorId: row.author_id,
        periodStart: row.period_start,
        periodEnd: row.period_end,
        reads: amount(row.reads),
        clicks: amount(row.clicks),
        microEuros: amount(row.micro_euros),
        carriedInMicroEuros: amount(row.carried_in_micro_euros),
        cents: amount(row.cents),
        carriedOutMicroEuros: amount(row.carried_out_micro_euros),
      }),
    }),
  );

type StatementsDueQuery = Parameters<ReturnType<typeof statementsDueAt>['page']>[1];

/** One page of the months due at `now`. */
export const statementDuePage = (db: AdminDb, now: Date, query: StatementsDueQuery) =>
  statementsDueAt(now).page(db, query);
/** A month due at `now`, by `<authorId>:<periodStart>`. */
export const statementDueRecord = (db: AdminDb, now: Date, id: string) => statementsDueAt(now).one(db, id);

/**
 * A month of an author's income as the read model totals it, due or not: the statement a payout is issued from.
 */
export async function monthStatement(db: AdminDb, authorId: string, periodStart: string) {
  const row = await db
    .selectFrom('income.statements')
    .where('author_id', '=', authorId)
    .where('period', '=', 'month')
    .where('period_start', '=', periodStart)
    .select([
      dayOf('period_start').as('period_start'),
      dayOf('period_end').as('period_end'),
      'reads',
      'clicks',
      'micro_euros',
      'carried_in_micro_euros',
      'cents',
      'carried_out_micro_euros',
    ])
    .executeTakeFirst();
  return (
    row && {
      periodStart: row.period_start,
      periodEnd: row.period_end,
      reads: amount(row.reads),
      clicks: amount(row.clicks),
      microEuros: amount(row.micro_euros),
      carriedInMicroEuros: amount(row.carried_in_micro_euros),
      cents: amount(row.cents),
      carriedOutMicroEuros: amount(row.carried_out_micro_euros),
    }
  );
}

const payouts = adminList(
  adminPayoutsCalls.list,
  (db: AdminDb) =>
    db
      .selectFrom('income.payouts')
      .select([
        'statement_id',
        'author_id',
        dayOf('period_start').as('period_start'),
        dayOf('period_end').as('period_end'),
        'cents',
        'micro_euros',
        'issued_at',
      ]),
  () => ({
    key: 'statement_id',
    equals: { authorId: 'author_id' },
    sortColumns: {
      id: 'statement_id',
      periodStart: 'income.payouts.period_start',
      cents: 'cents',
      issuedAt: 'issued_at',
    },
    recordOf: (row): AdminPayoutRecord => ({
      id: row.statement_id,
      authorId: row.author_id,
      periodStart: row.period_start,
      periodEnd: row.period_end,
      cents: amount(row.cents),
      microEuros: amount(row.micro_euros),
      issuedAt: row.issued_at.toISOString(),
    }),
  }),
);

export const payoutPage = payouts.page;
export const payoutRecord = payouts.one;

const refusedReads = adminList(
  adminRefusedReadsCalls.list,
  (db: AdminDb) => db.selectFrom('income.refused_reads').selectAll(),
  () => ({
    key: 'event_id',
    equals: { reason: 'reason', authorId: 'author_id' },
    sortColumns: { id: 'event_id', at: 'at', reason: 'reason' },
    recordOf: (row): AdminRefusedReadRecord => ({
      id: row.event_id,
      readerId: row.reader_id,
      contentId: row.content_id,
      authorId: row.author_id,
      reason: row.reason as ReadRefusal,
      seconds: row.seconds,
      at: row.at.toISOString(),
    }),
  }),
);

export const refusedReadPage = refusedReads.page;
export const refusedReadRecord = refusedReads.one;
