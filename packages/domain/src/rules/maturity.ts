/** Spec §3: categories under this parent are maturity ratings whose slug looks like `N-age-restriction`. */
export const MATURITY_PARENT_SLUG = 'maturity';
export const NO_AGE_RESTRICTION = 'no-age-restriction';
/** Spec §3 / §9: the age filter selected when the user has chosen none. */
export const DEFAULT_AGE_FILTER = NO_AGE_RESTRICTION;

/** The maturity ratings the platform offers, from none up: what authors rate with and readers filter by. */
export const MATURITY_RATINGS = [
  NO_AGE_RESTRICTION,
  '12-age-restriction',
  '16-age-restriction',
  '18-age-restriction',
] as const;

export type MaturityRating = (typeof MATURITY_RATINGS)[number];

export const isMaturityRating = (value: unknown): value is MaturityRating =>
  typeof value === 'string' && (MATURITY_RATINGS as readonly string[]).includes(value);

export function maturitySlug(age: number): string {
  return age <= 0 ? NO_AGE_RESTRICTION : `${age}-age-restriction`;
}

/** The age of a maturity slug: `16-age-restriction` → 16, `no-age-restriction` → 0, anything else → undefined. */
export function maturityAge(slug: string): number | undefined {
  if (slug === NO_AGE_RESTRICTION) return 0;
  const match = /^(\d+)-age-restriction$/.exec(slug);
  return match?.[1] === undefined ? undefined : Number(match[1]);
}

/**
 * Spec §5: "content is hidden if the selected age limit is higher than the content's maturity category age".
 *
 * Implemented literally: hidden ⇔ selectedAge > contentAge. Why literally and not the "parental control"
 * reading (hide content rated above the limit): every account is 18+ (spec §1), and the default filter is
 * `no-age-restriction` (age 0) — under the literal rule that default hides nothing, which is what a default
 * named "no restriction" must do; under the other reading it would hide every rated item from every adult by
 * default. So the filter narrows a list to content rated at least the selected age.
 * A content's age is its highest maturity rating (several ratings: the strictest one counts); content with
 * no maturity category is `no-age-restriction` (age 0). Slugs that are not maturity ratings are ignored.
 */
export function isHiddenByAgeFilter(
  selectedAgeLimit: number | string,
  contentMaturitySlugs: readonly string[],
): boolean {
  const selected =
    typeof selectedAgeLimit === 'number' ? selectedAgeLimit : (maturityAge(selectedAgeLimit) ?? 0);
  const contentAge = Math.max(0, ...contentMaturitySlugs.map((slug) => maturityAge(slug) ?? 0));
  return selected > contentAge;
}

/** A content's maturity age from its optional rating: unrated content has no age restriction (0). */
export function contentMaturityAge(maturity: string | undefined): number {
  return maturity === undefined ? 0 : (maturityAge(maturity) ?? 0);
}
