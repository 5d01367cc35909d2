import type { authorCalls } from '@afrimedia/contracts';
import type { z } from 'zod';

export const STATS_PERIODS = ['week', 'month', 'year'] as const;
export type StatsPeriod = (typeof STATS_PERIODS)[number];

/** One period's figures as the API gives them, newest first. */
export type StatsRow = z.output<typeof authorCalls.statisticsAudience.response>[number];

/** The period the address asks for (`?period=`); weeks when it names none or one the studio does not offer. */
export function periodOf(url: URL): StatsPeriod {
  const asked = url.searchParams.get('period');
  return STATS_PERIODS.find((period) => period === asked) ?? 'week';
}
