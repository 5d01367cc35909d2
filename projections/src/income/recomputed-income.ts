import {
  addToTotals,
  ledgerLineOf,
  periodOf,
  statementPeriods,
  statementsOf,
  type LedgerLine,
  type PeriodTotal,
  type RateCard,
  type Statement,
  type StatementPeriod,
} from '@afrimedia/domain';

/** What a payout was issued with, as its event says. */
export interface IssuedPayout {
  readonly statementId: string;
  readonly authorId: string;
  readonly periodStart: string;
  readonly periodEnd: string;
  readonly reads: number;
  readonly clicks: number;
  readonly microEuros: number;
  readonly carriedInMicroEuros: number;
  readonly cents: number;
  readonly carriedOutMicroEuros: number;
}

/** The events the income read model comes from, as the feed delivers them. */
export type IncomeFeedEvent =
  | { readonly type: 'RateCardPublished'; readonly data: RateCard }
  | { readonly type: 'ContentReadQualified' | 'ContentClicked'; readonly id: string; readonly data: unknown }
  | { readonly type: 'PayoutStatementIssued'; readonly data: IssuedPayout };

/**
 * The income the events give by the domain's rules alone, built event by event in feed order: each line priced by
 * the cards before it, then every author's statements of each kind of period.
 */
export class RecomputedIncome {
  readonly lines = new Map<string, LedgerLine>();
  readonly payouts: IssuedPayout[] = [];
  private readonly cards: RateCard[] = [];
  private readonly totals = new Map<string, Record<StatementPeriod, Map<string, PeriodTotal>>>();

  add(event: IncomeFeedEvent): void {
    if (event.type === 'RateCardPublished') {
      const { rateCardId, effectiveFrom, microEurosPerRead, microEurosPerClick } = event.data;
      this.cards.push({ rateCardId, effectiveFrom, microEurosPerRead, microEurosPerClick });
    } else if (event.type === 'PayoutStatementIssued') {
      this.payouts.push(event.data);
    } else {
      const line = ledgerLineOf(event, this.cards);
      if (!line) return;
      this.lines.set(line.sourceEventId, line);
      const totals = this.totals.get(line.authorId) ?? { week: new Map(), month: new Map(), year: new Map() };
      this.totals.set(line.authorId, totals);
      for (const period of statementPeriods) addToTotals(totals[period], period, line);
    }
  }

  /** Every author's statements of each kind of period, by author, then kind, then start. */
  statements(): Map<string, Record<StatementPeriod, Statement[]>> {
    const statements = new Map<string, Record<StatementPeriod, Statement[]>>();
    for (const [authorId, totals] of this.totals) {
      statements.set(authorId, {
        week: statementsOf('week', [...totals.week.values()]),
        month: statementsOf('month', [...totals.month.values()]),
        year: statementsOf('year', [...totals.year.values()]),
      });
    }
    return statements;
  }
}

/**
 * The month statement a payout should have been issued with: the month's own, or for a month without lines,
 * nothing earned and the carry of the month before passed on.
 */
export function monthStatementAt(months: readonly Statement[], periodStart: string): Statement {
  const own = months.find((statement) => statement.periodStart === periodStart);
  if (own) return own;
  const carried =
    months.filter((statement) => statement.periodStart < periodStart).at(-1)?.carriedOutMicroEuros ?? 0;
  return {
    periodStart,
    periodEnd: periodOf('month', `${periodStart}T00:00:00.000Z`).end,
    reads: 0,
    clicks: 0,
    microEuros: 0,
    carriedInMicroEuros: carried,
    cents: 0,
    carriedOutMicroEuros: carried,
  };
}
