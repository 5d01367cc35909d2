import { rateCardAt, type RateCard } from './income.ts';

/**
 * The income ledger's rules, shared by the projection that keeps it and by the verification that recomputes it
 * from the events: what a line is worth, which periods it falls in, and how periods become statements in cents.
 */

export const MICRO_EUROS_PER_CENT = 10_000;

export type LedgerKind = 'read' | 'click';

/** One paid read or click, citing the event it came from and the rate card that priced it. */
export interface LedgerLine {
  readonly sourceEventId: string;
  readonly authorId: string;
  readonly contentId: string;
  readonly kind: LedgerKind;
  readonly at: string;
  /** None when no card was in force yet: the line is kept, worth nothing. */
  readonly rateCardId: string | null;
  readonly microEuros: number;
}

/** The events that are ledger lines, with what a line needs of each. */
export interface PaidEvent {
  readonly id: string;
  readonly type: string;
  readonly data: unknown;
}

const kindOfType: Readonly<Record<string, LedgerKind>> = {
  ContentReadQualified: 'read',
  ContentClicked: 'click',
};

export const ledgerEventTypes = Object.keys(kindOfType);

/**
 * The line an event makes, priced by the card in force at its instant among the cards published before it:
 * events are priced in the order they were stored, so a later card never reprices what came before it.
 */
export function ledgerLineOf(event: PaidEvent, cardsSoFar: readonly RateCard[]): LedgerLine | null {
  const kind = kindOfType[event.type];
  if (!kind) return null;
  const { authorId, contentId, at } = event.data as { authorId: string; contentId: string; at: string };
  const card = rateCardAt(cardsSoFar, at);
  return {
    sourceEventId: event.id,
    authorId,
    contentId,
    kind,
    at,
    rateCardId: card?.rateCardId ?? null,
    microEuros: card ? (kind === 'read' ? card.microEurosPerRead : card.microEurosPerClick) : 0,
  };
}

export const statementPeriods = ['week', 'month', 'year'] as const;
export type StatementPeriod = (typeof statementPeriods)[number];

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The UTC period an instant falls in, as its first day and the first day of the next (weeks start on Monday). */
export function periodOf(period: StatementPeriod, instant: string): { start: string; end: string } {
  const at = new Date(instant);
  const year = at.getUTCFullYear();
  if (period === 'year') return { start: `${year}-01-01`, end: `${year + 1}-01-01` };
  if (period === 'month') {
    const month = at.getUTCMonth();
    return {
      start: isoDay(new Date(Date.UTC(year, month, 1))),
      end: isoDay(new Date(Date.UTC(year, month + 1, 1))),
    };
  }
  const sinceMonday = (at.getUTCDay() + 6) % 7;
  const monday = Date.UTC(year, at.getUTCMonth(), at.getUTCDate() - sinceMonday);
  return { start: isoDay(new Date(monday)), end: isoDay(new Date(monday + 7 * 86_400_000)) };
}

/** What a period's lines add up to. */
export interface PeriodTotal {
  readonly periodStart: string;
  readonly reads: number;
  readonly clicks: number;
  readonly microEuros: number;
}

/** A period's total in whole cents, the part under a cent carried into the author's next period. */
export interface Statement extends PeriodTotal {
  readonly periodEnd: string;
  readonly carriedInMicroEuros: number;
  readonly cents: number;
  readonly carriedOutMicroEuros: number;
}

/**
 * One author's statements of one kind of period, from the totals of the periods that had lines (in any order):
 * what is under a cent is never rounded away but carried, so the cents paid plus the last carry are exactly the
 * micro-euros earned. `carriedIn` is what the period before the first of them carried out, so the statements from
 * some period onward can be recomputed without the ones before it.
 */
export function statementsOf(
  period: StatementPeriod,
  totals: readonly PeriodTotal[],
  carriedIn = 0,
): Statement[] {
  let carried = carriedIn;
  return [...totals]
    .sort((a, b) => a.periodStart.localeCompare(b.periodStart))
    .map((total) => {
      const due = carried + total.microEuros;
      const cents = Math.floor(due / MICRO_EUROS_PER_CENT);
      const statement = {
        ...total,
        periodEnd: periodOf(period, `${total.periodStart}T00:00:00.000Z`).end,
        carriedInMicroEuros: carried,
        cents,
        carriedOutMicroEuros: due - cents * MICRO_EUROS_PER_CENT,
      };
      carried = statement.carriedOutMicroEuros;
      return statement;
    });
}

/** Adds a line to the totals of the periods it falls in, keyed by period start. */
export function addToTotals(
  totals: Map<string, PeriodTotal>,
  period: StatementPeriod,
  line: LedgerLine,
): void {
  const start = periodOf(period, line.at).start;
  const before = totals.get(start) ?? { periodStart: start, reads: 0, clicks: 0, microEuros: 0 };
  totals.set(start, {
    periodStart: start,
    reads: before.reads + (line.kind === 'read' ? 1 : 0),
    clicks: before.clicks + (line.kind === 'click' ? 1 : 0),
    microEuros: before.microEuros + line.microEuros,
  });
}
