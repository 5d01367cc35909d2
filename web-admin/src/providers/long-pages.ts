import type { DataProvider } from 'react-admin';

/** The most rows the API answers in one call. */
export const API_PAGE_SIZE = 100;

/** The largest page size the API answers that divides `perPage`, so that each part starts on a page of its own. */
const partSizeOf = (perPage: number) => {
  for (let size = Math.min(perPage, API_PAGE_SIZE); size > 1; size -= 1)
    if (perPage % size === 0) return size;
  return 1;
};

/**
 * A page longer than the API answers in one call (an export asks for up to 1,000 rows) is read as consecutive
 * shorter pages, until it is full or the list ends.
 */
export function withLongPages(getList: DataProvider['getList']): DataProvider['getList'] {
  return async (resource, params) => {
    const { page, perPage } = params.pagination ?? { page: 1, perPage: API_PAGE_SIZE };
    if (perPage <= API_PAGE_SIZE) return getList(resource, params);
    const size = partSizeOf(perPage);
    const firstPart = ((page - 1) * perPage) / size + 1;
    const data = [];
    let total: number | undefined;
    for (let part = 0; part < perPage / size; part += 1) {
      const answer = await getList(resource, {
        ...params,
        pagination: { page: firstPart + part, perPage: size },
      });
      data.push(...answer.data);
      total = answer.total;
      if (answer.data.length < size) break;
    }
    return { data, total };
  };
}
