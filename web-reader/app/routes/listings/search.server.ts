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
