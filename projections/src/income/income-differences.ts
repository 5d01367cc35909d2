export interface IncomeDifference {
  authorId: string;
  period: 'ledger' | 'week' | 'month' | 'year' | 'payout';
  periodStart: string;
  what: string;
  expected: string;
  actual: string;
}

const periodOrder: readonly IncomeDifference['period'][] = ['ledger', 'week', 'month', 'year', 'payout'];

const byPlace = (a: IncomeDifference, b: IncomeDifference): number =>
  order(a.authorId, b.authorId) ||
  periodOrder.indexOf(a.period) - periodOrder.indexOf(b.period) ||
  order(a.periodStart, b.periodStart) ||
  order(a.what, b.what);

/** Code-unit order, the same on every machine whatever its locale. */
const order = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Keeps the first difference met in a stable order (author, kind of period, period start, then what differs),
 * whatever order they are found in.
 */
export class FirstDifference {
  first: IncomeDifference | null = null;

  /** Notes a difference when `expected` and `actual` are not the same. */
  compare(place: Omit<IncomeDifference, 'expected' | 'actual'>, expected: unknown, actual: unknown): void {
    const shownExpected = String(expected);
    const shownActual = String(actual);
    if (shownExpected === shownActual) return;
    const difference = { ...place, expected: shownExpected, actual: shownActual };
    if (!this.first || byPlace(difference, this.first) < 0) this.first = difference;
  }
}
