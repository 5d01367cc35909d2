import { sql, type Expression, type SqlBool } from 'kysely';

/** Who is looking: the reader's country (geoblocking) and the selected age filter (spec §5). */
export interface Audience {
  /** Lower-case ISO 3166 alpha-2 code; unknown readers see only content not limited to countries. */
  readonly readerCountry?: string;
  /** Age of the selected maturity filter; 0 (`no-age-restriction`, the default) hides nothing. */
  readonly ageLimit?: number;
}

/**
 * The read-side twin of the domain's `isHiddenByAgeFilter` (hidden ⇔ selected age > content age) and of
 * geoblocking (shown only where listed), as a condition on tables with `maturity_age` and `available_countries`.
 */
export function visibleTo(audience: Audience): Expression<SqlBool> {
  const ageLimit = audience.ageLimit ?? 0;
  const country = audience.readerCountry?.toLowerCase() ?? null;
  return sql<SqlBool>`(maturity_age >= ${ageLimit} and (available_countries is null or ${country}::text = any(available_countries)))`;
}

export function isAvailableIn(
  content: { available_countries: string[] | null },
  readerCountry?: string,
): boolean {
  return (
    content.available_countries === null ||
    content.available_countries.includes(readerCountry?.toLowerCase() ?? '')
  );
}
