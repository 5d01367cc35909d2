import {
  addToTotals,
  statementPeriods,
  statementsOf,
  type LedgerLine,
  type PeriodTotal,
  type StatementPeriod,
} from '@afrimedia/domain';
import type { ReadModels } from '@afrimedia/read-models';
import { sql, type Transaction } from 'kysely';
import { inChunks } from '../runtime/in-chunks.ts';

type Trx = Transaction<ReadModels>;

/**
 * Brings the statements up to date with new ledger lines: for each author and kind of period they touch, the
 * statements from the earliest touched period onward are recomputed by the domain's rule, their totals being the
 * stored ones plus the new lines, carrying on from what the statement before them carried out.
 */
export async function updateStatements(trx: Trx, lines: readonly LedgerLine[]): Promise<void> {
  if (lines.length === 0) return;
  for (const period of statementPeriods) await updatePeriod(trx, period, lines);
}

async function updatePeriod(trx: Trx, period: StatementPeriod, lines: readonly LedgerLine[]): Promise<void> {
  const added = new Map<string, Map<string, PeriodTotal>>();
  for (const line of lines) {
    const totals = added.get(line.authorId) ?? new Map<string, PeriodTotal>();
    added.set(line.authorId, totals);
    addToTotals(totals, period, line);
  }
  const authors = [...added.keys()];
  const earliest = authors.map((author) => [...added.get(author)!.keys()].sort()[0]!);
  const stored = await storedFrom(trx, period, authors, earliest);
  const rows = authors.flatMap((authorId) => {
    const totals = new Map(stored.totals.get(authorId));
    for (const [start, more] of added.get(authorId)!) {
      const before = totals.get(start);
      totals.set(
        start,
        before
          ? {
              periodStart: start,
              reads: before.reads + more.reads,
              clicks: before.clicks + more.clicks,
              microEuros: before.microEuros + more.microEuros,
            }
          : more,
      );
    }
    return statementsOf(period, [...totals.values()], stored.carriedIn.get(authorId) ?? 0).map(
      (statement) => ({
        author_id: authorId,
        period,
        period_start: statement.periodStart,
        period_end: statement.periodEnd,
        reads: statement.reads,
        clicks: statement.clicks,
        micro_euros: statement.microEuros,
        carried_in_micro_euros: statement.carriedInMicroEuros,
        cents: statement.cents,
        carried_out_micro_euros: statement.carriedOutMicroEuros,
      }),
    );
  });
  await inChunks(rows, (chunk) =>
    trx
      .insertInto('income.statements')
      .values(chunk)
      .onConflict((conflict) =>
        conflict.columns(['author_id', 'period', 'period_start']).doUpdateSet((eb) => ({
          period_end: eb.ref('excluded.period_end'),
          reads: eb.ref('excluded.reads'),
          clicks: eb.ref('excluded.clicks'),
          micro_euros: eb.ref('excluded.micro_euros'),
          carried_in_micro_euros: eb.ref('excluded.carried_in_micro_euros'),
          cents: eb.ref('excluded.cents'),
          carried_out_micro_euros: eb.ref('excluded.carried_out_micro_euros'),
        })),
      )
      .execute(),
  );
}

/**
 * Per author, the stored totals of the periods from `earliest` onward, and what the statement before `earliest`
 * carried out.
 */
async function storedFrom(
  trx: Trx,
  period: StatementPeriod,
  authors: readonly string[],
  earliest: readonly string[],
): Promise<{ totals: Map<string, Map<string, PeriodTotal>>; carriedIn: Map<string, number> }> {
  const later = await sql<{
    author_id: string;
    period_start: string;
    reads: string;
    clicks: string;
    micro_euros: string;
  }>`
    select s.author_id, to_char(s.period_start, 'YYYY-MM-DD') as period_start, s.reads, s.clicks, s.micro_euros
      from unnest(${authors}::text[], ${earliest}::date[]) as t(author_id, earliest)
      join income.statements s
        on s.author_id = t.author_id and s.period = ${period} and s.period_start >= t.earliest`.execute(trx);
  const before = await sql<{ author_id: string; carried_out_micro_euros: string }>`
    select t.author_id, p.carried_out_micro_euros
      from unnest(${authors}::text[], ${earliest}::date[]) as t(author_id, earliest)
      cross join lateral (
        select s.carried_out_micro_euros from income.statements s
         where s.author_id = t.author_id and s.period = ${period} and s.period_start < t.earliest
         order by s.period_start desc limit 1
      ) p`.execute(trx);
  const totals = new Map<string, Map<string, PeriodTotal>>();
  for (const row of later.rows) {
    const ofAuthor = totals.get(row.author_id) ?? new Map<string, PeriodTotal>();
    totals.set(row.author_id, ofAuthor);
    ofAuthor.set(row.period_start, {
      periodStart: row.period_start,
      reads: Number(row.reads),
      clicks: Number(row.clicks),
      microEuros: Number(row.micro_euros),
    });
  }
  return {
    totals,
    carriedIn: new Map(before.rows.map((row) => [row.author_id, Number(row.carried_out_micro_euros)])),
  };
}
