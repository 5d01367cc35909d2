import { sql, type Expression, type SqlBool } from 'kysely';

/** Who is looking: the reader's country (geoblocking) and the selected age filter (spec §5). */
export interface Audience {
  /** Lower-case ISO 3166 alpha-2 code; unknown readers see only content not limited to countries. */
  readonly readerCountry?: string;
  /** Age of the selected maturity filter; 0 (`no-age-restriction`, the default) hides nothing. */
  readonly ageLimit?: number;
  /**
   * The age limit of the viewing profile (a kids profile's parental control): contents rated above it are absent
   * from every list; undefined hides nothing.
   */
  readonly maxAge?: number;
}

/**
 * The read-side twin of the domain's `isHiddenByAgeFilter` (hidden ⇔ selected age > content age), of its
 * `profileSees` (hidden ⇔ content age > the profile's limit) and of geoblocking (shown only where listed), as a
 * condition on tables with `maturity_age` and `available_countries`.
 */
export function visibleTo(audience: Audience): Expression<SqlBool> {
  const ageLimit = audience.ageLimit ?? 0;
  const country = audience.readerCountry?.toLowerCase() ?? null;
  const maxAge = audience.maxAge ?? null;
  return sql<SqlBool>`(maturity_age >= ${ageLimit} and (${maxAge}::int is null or maturity_age <= ${maxAge}::int) and (available_countries is null or ${country}::text = any(available_countries)))`;
}

/** Whether the viewing profile may see a content rated for `maturityAge` (see `Audience.maxAge`). */
export const withinProfileLimit = (audience: Audience, maturityAge: number): boolean =>
  audience.maxAge === undefined || maturityAge <= audience.maxAge;

export function isAvailableIn(
  content: { available_countries: string[] | null },
  readerCountry?: string,
): boolean {
  return (
    content.available_countries === null ||
    content.available_countries.includes(readerCountry?.toLowerCase() ?? '')
  );
}
