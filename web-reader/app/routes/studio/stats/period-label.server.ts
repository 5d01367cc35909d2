import type { StatsPeriod, StatsRow } from './stats-period.ts';

const OPTIONS: Readonly<Record<StatsPeriod, Intl.DateTimeFormatOptions>> = {
  week: { dateStyle: 'medium', timeZone: 'UTC' },
  month: { month: 'long', year: 'numeric', timeZone: 'UTC' },
  year: { year: 'numeric', timeZone: 'UTC' },
};

/** One period's figures with the period's name as the table writes it. */
export type LabelledRow = StatsRow & { readonly label: string };

/**
 * A period's start ('YYYY-MM-DD', UTC as the API counts days) as the reader's language writes it: a week by its
 * Monday, a month by its name, a year by its number.
 */
export function periodLabel(periodStart: string, period: StatsPeriod, locale: string): string {
  return new Intl.DateTimeFormat(locale, OPTIONS[period]).format(new Date(`${periodStart}T00:00:00Z`));
}

/**
 * The rows named on the server, sent with the loader's data: the browser's ICU could write a name otherwise, and
 * React refuses a page whose text changes while it hydrates (#418).
 */
export const labelledRows = (rows: readonly StatsRow[], period: StatsPeriod, locale: string): LabelledRow[] =>
  rows.map((row) => ({ ...row, label: periodLabel(row.periodStart, period, locale) }));
