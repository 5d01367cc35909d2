import { reject, type DomainError } from '../core/domain-error.ts';

/** Spec §1 / §5 / §9: users must be at least 18, or have a parent's or guardian's consent. */
export const MINIMUM_AGE = 18;

/** Full years between a birthdate (`YYYY-MM-DD`) and an ISO instant, counted on UTC calendar dates. */
export function ageOn(birthdate: string, now: string): number {
  const born = new Date(`${birthdate.slice(0, 10)}T00:00:00Z`);
  const today = new Date(now);
  let age = today.getUTCFullYear() - born.getUTCFullYear();
  const beforeBirthday =
    today.getUTCMonth() < born.getUTCMonth() ||
    (today.getUTCMonth() === born.getUTCMonth() && today.getUTCDate() < born.getUTCDate());
  if (beforeBirthday) age -= 1;
  return age;
}

/**
 * Spec §1: a birthdate makes its holder at least 18, unless a parent or guardian consented to the account (stated
 * at registration, and kept for the account's later changes of birthdate).
 */
export function checkMinimumAge(
  birthdate: string,
  now: string,
  { parentalConsent = false }: { parentalConsent?: boolean } = {},
): DomainError | undefined {
  const age = ageOn(birthdate, now);
  if (Number.isNaN(age) || (age < MINIMUM_AGE && !parentalConsent))
    return reject('UNDER_MINIMUM_AGE', 'birthdate');
  return undefined;
}

export * from './maturity.ts';
