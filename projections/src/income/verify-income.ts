import {
  periodOf,
  statementPeriods,
  upcastEvent,
  type Statement,
  type StatementPeriod,
} from '@afrimedia/domain';
import { comparePositions, START, type EventStore } from '@afrimedia/event-store';
import type { ReadModels } from '@afrimedia/read-models';
import { sql, type Kysely } from 'kysely';
import { readCheckpoint } from '../runtime/checkpoints.ts';
import { FirstDifference, type IncomeDifference } from './income-differences.ts';
import { incomeProjection } from './income.projection.ts';
import { monthStatementAt, RecomputedIncome, type IncomeFeedEvent } from './recomputed-income.ts';

export type { IncomeDifference } from './income-differences.ts';

export interface IncomeVerification {
  /** Events of the income read model read from the feed. */
  events: number;
  lines: number;
  statements: number;
  authors: number;
  /** What every line is worth, all authors together. */
  microEuros: number;
  /** The first difference in the order of author, kind of period and period start; null when all match. */
  difference: IncomeDifference | null;
}

export interface IncomeVerificationProgress {
  eventsRead: number;
  /** What the income projection has applied: the events there are to read once it is caught up. */
  eventsTotal: number;
}

const READ_BATCH = 5_000;
const ROWS_PER_PAGE = 50_000;

/**
 * Recomputes authors' income from the events with the domain's rules alone and compares it with the read model to
 * the micro-euro: every ledger line, every statement of every author and kind of period, and every payout issued,
 * both as the payouts table holds it and against the month's statement. The read model is read in one snapshot,
 * and the feed up to the position that snapshot's checkpoint says the projection has applied: a check run while
 * readers read compares the same events on both sides, and finds no difference in what is still on its way.
 */
export function verifyIncome(
  deps: {
    store: EventStore;
    db: Kysely<ReadModels>;
    /**
     * Lines dated before it may have left the ledger at the end of their retention (the statements keep their sum):
     * one missing from there is no difference. None: every line must be there.
     */
    detailKeptFrom?: Date;
  },
  onProgress?: (progress: IncomeVerificationProgress) => void,
): Promise<IncomeVerification> {
  return deps.db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute((snapshot) => verifySnapshot(deps.store, snapshot, deps.detailKeptFrom, onProgress));
}

async function verifySnapshot(
  store: EventStore,
  db: Kysely<ReadModels>,
  detailKeptFrom: Date | undefined,
  onProgress?: (progress: IncomeVerificationProgress) => void,
): Promise<IncomeVerification> {
  const checkpoint = await readCheckpoint(db, incomeProjection.name);
  const eventsTotal = Number(checkpoint.eventsHandled);
  const income = new RecomputedIncome();
  let events = 0;
  for await (const recorded of store.readAll(START, {
    batchSize: READ_BATCH,
    types: incomeProjection.canHandle,
  })) {
    if (comparePositions(recorded.position, checkpoint.position) > 0) break;
    const event = upcastEvent(recorded.type, recorded.metadata.schemaVersion, recorded.data);
    if (event.type !== 'ContentReadRefused') income.add({ ...event, id: recorded.id } as IncomeFeedEvent);
    events += 1;
    if (events % READ_BATCH === 0)
      onProgress?.({ eventsRead: events, eventsTotal: Math.max(events, eventsTotal) });
  }
  onProgress?.({ eventsRead: events, eventsTotal: events });

  const found = new FirstDifference();
  await compareLedger(db, income, found, detailKeptFrom);
  const statements = income.statements();
  await compareStatements(db, statements, found);
  await comparePayouts(db, income, statements, found);

  let microEuros = 0;
  for (const line of income.lines.values()) microEuros += line.microEuros;
  return {
    events,
    lines: income.lines.size,
    statements: [...statements.values()].reduce(
      (count, kinds) => count + statementPeriods.reduce((sum, period) => sum + kinds[period].length, 0),
      0,
    ),
    authors: statements.size,
    microEuros,
    difference: found.first,
  };
}

const monthOf = (instant: string) => periodOf('month', instant).start;

async function compareLedger(
  db: Kysely<ReadModels>,
  income: RecomputedIncome,
  found: FirstDifference,
  detailKeptFrom: Date | undefined,
) {
  const seen = new Set<string>();
  let after = '';
  for (;;) {
    const rows = await db
      .selectFrom('income.ledger')
      .select(['source_event_id', 'author_id', 'content_id', 'kind', 'at', 'rate_card_id', 'micro_euros'])
      .where('source_event_id', '>', after)
      .orderBy('source_event_id')
      .limit(ROWS_PER_PAGE)
      .execute();
    for (const row of rows) {
      const at = row.at.toISOString();
      const line = income.lines.get(row.source_event_id);
      const place = (what: string) => ({
        authorId: line?.authorId ?? row.author_id,
        period: 'ledger' as const,
        periodStart: monthOf(line?.at ?? at),
        what: `line ${row.source_event_id}${what}`,
      });
      if (!line) {
        found.compare(place(''), 'none', 'present');
        continue;
      }
      seen.add(row.source_event_id);
      found.compare(place(' author'), line.authorId, row.author_id);
      found.compare(place(' content'), line.contentId, row.content_id);
      found.compare(place(' kind'), line.kind, row.kind);
      found.compare(place(' at'), new Date(line.at).toISOString(), at);
      found.compare(place(' rate card'), line.rateCardId, row.rate_card_id);
      found.compare(place(' micro-euros'), line.microEuros, row.micro_euros);
    }
    if (rows.length < ROWS_PER_PAGE) break;
    after = rows.at(-1)!.source_event_id;
  }
  for (const line of income.lines.values()) {
    if (seen.has(line.sourceEventId)) continue;
    if (detailKeptFrom && Date.parse(line.at) < detailKeptFrom.getTime()) continue;
    found.compare(
      {
        authorId: line.authorId,
        period: 'ledger',
        periodStart: monthOf(line.at),
        what: `line ${line.sourceEventId}`,
      },
      'present',
      'missing',
    );
  }
}

const statementFields = [
  ['periodEnd', 'period_end'],
  ['reads', 'reads'],
  ['clicks', 'clicks'],
  ['microEuros', 'micro_euros'],
  ['carriedInMicroEuros', 'carried_in_micro_euros'],
  ['cents', 'cents'],
  ['carriedOutMicroEuros', 'carried_out_micro_euros'],
] as const;

async function compareStatements(
  db: Kysely<ReadModels>,
  statements: ReadonlyMap<string, Record<StatementPeriod, Statement[]>>,
  found: FirstDifference,
) {
  const rows = await db
    .selectFrom('income.statements')
    .select([
      'author_id',
      'period',
      sql<string>`to_char(period_start, 'YYYY-MM-DD')`.as('period_start'),
      sql<string>`to_char(period_end, 'YYYY-MM-DD')`.as('period_end'),
      'reads',
      'clicks',
      'micro_euros',
      'carried_in_micro_euros',
      'cents',
      'carried_out_micro_euros',
    ])
    .execute();
  const stored = new Map(rows.map((row) => [`${row.author_id}|${row.period}|${row.period_start}`, row]));
  for (const [authorId, kinds] of statements) {
    for (const period of statementPeriods) {
      for (const statement of kinds[period]) {
        const key = `${authorId}|${period}|${statement.periodStart}`;
        const row = stored.get(key);
        stored.delete(key);
        const place = { authorId, period, periodStart: statement.periodStart };
        if (!row) {
          found.compare({ ...place, what: 'statement' }, 'present', 'missing');
          continue;
        }
        for (const [field, column] of statementFields) {
          found.compare({ ...place, what: column }, statement[field], row[column]);
        }
      }
    }
  }
  for (const row of stored.values()) {
    found.compare(
      { authorId: row.author_id, period: row.period, periodStart: row.period_start, what: 'statement' },
      'none',
      'present',
    );
  }
}

const payoutFields = [
  'periodEnd',
  'reads',
  'clicks',
  'microEuros',
  'carriedInMicroEuros',
  'cents',
  'carriedOutMicroEuros',
] as const;

async function comparePayouts(
  db: Kysely<ReadModels>,
  income: RecomputedIncome,
  statements: ReadonlyMap<string, Record<StatementPeriod, Statement[]>>,
  found: FirstDifference,
) {
  const rows = await db
    .selectFrom('income.payouts')
    .select([
      'statement_id',
      'author_id',
      sql<string>`to_char(period_start, 'YYYY-MM-DD')`.as('period_start'),
      sql<string>`to_char(period_end, 'YYYY-MM-DD')`.as('period_end'),
      'cents',
      'micro_euros',
    ])
    .execute();
  const stored = new Map(rows.map((row) => [row.statement_id, row]));
  for (const payout of income.payouts) {
    const place = (what: string) => ({
      authorId: payout.authorId,
      period: 'payout' as const,
      periodStart: payout.periodStart,
      what: `${payout.statementId} ${what}`,
    });
    const month = monthStatementAt(statements.get(payout.authorId)?.month ?? [], payout.periodStart);
    for (const field of payoutFields) found.compare(place(field), month[field], payout[field]);
    const row = stored.get(payout.statementId);
    stored.delete(payout.statementId);
    if (!row) {
      found.compare(place('row'), 'present', 'missing');
      continue;
    }
    found.compare(place('author_id'), payout.authorId, row.author_id);
    found.compare(place('period_start'), payout.periodStart, row.period_start);
    found.compare(place('period_end'), payout.periodEnd, row.period_end);
    found.compare(place('cents'), payout.cents, row.cents);
    found.compare(place('micro_euros'), payout.microEuros, row.micro_euros);
  }
  for (const row of stored.values()) {
    found.compare(
      {
        authorId: row.author_id,
        period: 'payout',
        periodStart: row.period_start,
        what: `${row.statement_id} row`,
      },
      'none',
      'present',
    );
  }
}
