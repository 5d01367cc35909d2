import type { authorCalls } from '@afrimedia/contracts';
import { euroDecimal, microEuroDecimal } from '@afrimedia/domain/money';
import type { IncomeContentTotal, IncomeLine, IncomeStatement, StatsRow } from '@afrimedia/read-models';
import type { z } from 'zod';

type IncomeAnswer = z.input<typeof authorCalls.statisticsIncome.response>;
type LinesAnswer = z.input<typeof authorCalls.statisticsIncomeLines.response>;
type Row = z.input<typeof authorCalls.statisticsAudience.response>[number];

/** The statements as the author reads them, with their total: the cents paid and the newest remainder. */
export function incomeAnswer(
  period: IncomeAnswer['period'],
  statements: readonly IncomeStatement[],
): IncomeAnswer {
  const sum = (pick: (statement: IncomeStatement) => number) =>
    statements.reduce((total, statement) => total + pick(statement), 0);
  const cents = sum((statement) => statement.cents);
  return {
    period,
    total: {
      reads: sum((statement) => statement.reads),
      clicks: sum((statement) => statement.clicks),
      cents,
      euros: euroDecimal(cents),
      carriedEuros: microEuroDecimal(statements[0]?.carriedOutMicroEuros ?? 0),
    },
    statements: statements.map((statement) => ({
      periodStart: statement.periodStart,
      periodEnd: statement.periodEnd,
      reads: statement.reads,
      clicks: statement.clicks,
      cents: statement.cents,
      euros: euroDecimal(statement.cents),
      carriedInEuros: microEuroDecimal(statement.carriedInMicroEuros),
      carriedOutEuros: microEuroDecimal(statement.carriedOutMicroEuros),
    })),
  };
}

export const linesAnswer = (
  statement: Pick<LinesAnswer, 'period' | 'periodStart' | 'periodEnd'>,
  { contents, lines }: { contents: readonly IncomeContentTotal[]; lines: readonly IncomeLine[] },
): LinesAnswer => ({
  ...statement,
  contents: contents.map(({ microEuros, ...content }) => ({
    ...content,
    euros: microEuroDecimal(microEuros),
  })),
  lines: lines.map(({ microEuros, rateMicroEuros, at, ...line }) => ({
    ...line,
    at: at.toISOString(),
    rateEuros: rateMicroEuros === null ? null : microEuroDecimal(rateMicroEuros),
    euros: microEuroDecimal(microEuros),
  })),
});

/**
 * Figures per period with each period's income beside them, newest first: a period with income and no figures
 * (none can be paid without a view, but a replay may bring them in any order) still has its row.
 */
export function withIncome(
  rows: readonly StatsRow[],
  income: ReadonlyMap<string, `${number}`>,
  nothing: `${number}`,
): Row[] {
  const figures = new Map(rows.map((row) => [row.periodStart, row]));
  const starts = [...new Set([...figures.keys(), ...income.keys()])].sort().reverse();
  return starts.map((periodStart) => ({
    ...(figures.get(periodStart) ?? { periodStart, views: 0, likes: 0, shares: 0, audience: 0 }),
    incomeEuros: income.get(periodStart) ?? nothing,
  }));
}
