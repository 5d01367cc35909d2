/** Rows per page of the lists; a multiple of 2, 3 and 4 so the card grid ends on a full row at any width. */
export const PAGE_SIZE = 12;

/** Far beyond any list: a page number past it is a typo, not a page. */
const LAST_PAGE = 10_000;

/** The page a URL asks for; anything but a whole number from 1 is the first page. */
export function pageNumber(value: string | null): number {
  if (!value || !/^\d{1,5}$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 && page <= LAST_PAGE ? page : 1;
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The query string of `search` showing page `page` through `param`; page 1 is the address without it. */
export function withPage(search: string, param: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete(param);
  else params.set(param, String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Rows per page of each list on a page with several: two or three to a row. */
export const SECTION_PAGE_SIZE = 6;
