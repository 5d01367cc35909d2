import { DEFAULT_AGE_FILTER, isMaturityRating, type MaturityRating } from '@afrimedia/domain/maturity';
import { readCookies } from './session.server.ts';

/** The cookie in which this device keeps the reader's age filter, a maturity slug. */
export const AGE_FILTER_COOKIE = 'age';

/** Spec §3 / §5: the age filter this device chose; none, or one the platform does not offer, is the default. */
export function ageFilterOf(request: Request): MaturityRating {
  const chosen = readCookies(request)[AGE_FILTER_COOKIE];
  return isMaturityRating(chosen) ? chosen : DEFAULT_AGE_FILTER;
}
