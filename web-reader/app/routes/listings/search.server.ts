import { ApiError } from '../../server/api.server.ts';

interface Found<Row> {
  rows: Row[];
  total: number;
  page: number;
  page_size: number;
}

/**
 * Spec §8: a failed search is logged and finds nothing, so the reader sees 'No match found.' and the form rather
 * than an error page. A redirect (the session is over) still goes where it says.
 */
export async function searchOrNothing<Row>(
  search: Promise<Found<Row>>,
  paging: { page: number; page_size: number },
): Promise<Found<Row>> {
  try {
    return await search;
  } catch (error) {
    if (error instanceof Response) throw error;
    console.warn(`reader: search failed: ${error instanceof ApiError ? error.code : String(error)}`);
    return { rows: [], total: 0, page: paging.page, page_size: paging.page_size };
  }
}

interface Places {
  countries: { country: string }[];
  regions: { region: string; country: string | null }[];
}

/** The places the search can narrow by; without them the filters offer only "any", and the search still works. */
export async function placesOrNone(places: Promise<Places>): Promise<Places> {
  try {
    return await places;
  } catch (error) {
    if (error instanceof Response) throw error;
    console.warn(`reader: search places failed: ${error instanceof ApiError ? error.code : String(error)}`);
    return { countries: [], regions: [] };
  }
}

/**
 * The pick lists of the search form: countries by name in the reader's language, and regions once each, their
 * country's name beside them when two countries have a region of that name. Named here, on the server, so the
 * page hydrates to the names it was sent.
 */
export function placeOptions({ countries, regions }: Places, lang: string) {
  const names = new Intl.DisplayNames([lang], { type: 'region', fallback: 'code' });
  const nameOf = (code: string) => names.of(code.toUpperCase()) ?? code;
  const collator = new Intl.Collator(lang);
  const shared = new Set(
    regions
      .filter((place, index) => regions.findIndex((other) => other.region === place.region) !== index)
      .map((place) => place.region),
  );
  return {
    countries: countries
      .map(({ country }) => ({ code: country, name: nameOf(country) }))
      .sort((a, b) => collator.compare(a.name, b.name)),
    regions: regions
      .filter((place, index) => regions.findIndex((other) => other.region === place.region) === index)
      .map(({ region, country }) => ({
        region,
        label: shared.has(region) || !country ? region : `${region} (${nameOf(country)})`,
      })),
  };
}
