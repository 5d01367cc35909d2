import { DEFAULT_AGE_FILTER, MATURITY_RATINGS } from '@afrimedia/domain/maturity';
import { readCookies } from './session.server.ts';

/** The cookie in which this device keeps the reader's age filter, a maturity slug. */
export const AGE_FILTER_COOKIE = 'age';

export type AgeFilter = (typeof MATURITY_RATINGS)[number];

export const isAgeFilter = (value: unknown): value is AgeFilter =>
  typeof value === 'string' && (MATURITY_RATINGS as readonly string[]).includes(value);

/** Spec §3 / §5: the age filter this device chose; none, or one the platform does not offer, is the default. */
export function ageFilterOf(request: Request): AgeFilter {
  const chosen = readCookies(request)[AGE_FILTER_COOKIE];
  return isAgeFilter(chosen) ? chosen : DEFAULT_AGE_FILTER;
}
