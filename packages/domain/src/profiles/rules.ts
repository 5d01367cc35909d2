import { contentMaturityAge, maturityAge, type MaturityRating } from '../rules/maturity.ts';

/*
 * Household rules the API and the reader apply as they are. This module holds no schema, so a browser bundle that
 * imports it pulls in nothing more than the maturity ratings.
 */

/**
 * The highest maturity rating a profile may see; `null` is no limit at all. Beware the lowest rating's slug:
 * a limit of `no-age-restriction` means "only content without an age restriction", the strictest limit there is.
 */
export type AgeLimit = MaturityRating | null;

/** Orders limits from strictest to none, so raising one can be told from lowering it. */
export function ageLimitRank(limit: AgeLimit): number {
  return limit === null ? Number.POSITIVE_INFINITY : (maturityAge(limit) ?? 0);
}

/**
 * Whether a profile with `ageLimit` may see content rated `contentMaturity` (its maturity slug; unrated content
 * has no age restriction). Parental control: content rated above the limit is hidden. This is not the age
 * filter of listings (`isHiddenByAgeFilter`), which narrows a list to content rated at least the chosen age;
 * a listing shown to a profile applies both.
 */
export function profileSees(ageLimit: AgeLimit, contentMaturity: string | undefined): boolean {
  return contentMaturityAge(contentMaturity) <= ageLimitRank(ageLimit);
}

/**
 * A kids PIN is exactly 4 digits. The edge checks it before hashing, since the decider only ever sees the hash.
 */
export function isValidPin(pin: string): boolean {
  return /^[0-9]{4}$/.test(pin);
}
