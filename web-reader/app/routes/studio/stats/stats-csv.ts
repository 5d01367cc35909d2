import type { StatsPeriod, StatsRow } from './stats-period.ts';

const COLUMNS = ['period', 'period_start', 'views', 'likes', 'shares', 'audience', 'income_eur'] as const;

/**
 * The figures per period as CSV (RFC 4180, CRLF), oldest period first as spreadsheets chart them. Dates stay ISO
 * and numbers plain (income an exact decimal of euros) so any spreadsheet in any language reads them.
 */
export function statsCsv(rows: readonly StatsRow[], period: StatsPeriod): string {
  const lines = [...rows]
    .sort((a, b) => a.periodStart.localeCompare(b.periodStart))
    .map((row) =>
      [period, row.periodStart, row.views, row.likes, row.shares, row.audience, row.incomeEuros].join(','),
    );
  return [COLUMNS.join(','), ...lines].map((line) => `${line}\r\n`).join('');
}

/** `afrimedia-stats-week-2026-11-23.csv`, or with a content's slug: `afrimedia-stats-my-film-week-2026-11-23.csv`. */
export function statsCsvFilename(period: StatsPeriod, today: Date, slug?: string): string {
  // A slug is the API's (lower-case letters, digits, hyphens), but the header must stay safe whatever it holds.
  const subject = slug ? `${slug.replace(/[^a-z0-9-]/gi, '_')}-` : '';
  return `afrimedia-stats-${subject}${period}-${today.toISOString().slice(0, 10)}.csv`;
}
