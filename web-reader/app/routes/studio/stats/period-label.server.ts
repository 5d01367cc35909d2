import type { StatsPeriod } from './stats-period.ts';

const OPTIONS: Readonly<Record<StatsPeriod, Intl.DateTimeFormatOptions>> = {
  week: { dateStyle: 'medium', timeZone: 'UTC' },
  month: { month: 'long', year: 'numeric', timeZone: 'UTC' },
  year: { year: 'numeric', timeZone: 'UTC' },
};

/**
 * A period's start ('YYYY-MM-DD', UTC as the API counts days) as the reader's language writes it: a week by its
 * Monday, a month by its name, a year by its number.
 */
export function periodLabel(periodStart: string, period: StatsPeriod, locale: string): string {
  return new Intl.DateTimeFormat(locale, OPTIONS[period]).format(new Date(`${periodStart}T00:00:00Z`));
}
