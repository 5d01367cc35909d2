import type { ListPage, ListQuery } from '../simple-rest.ts';

/**
 * One page of a list the API holds whole (a handful of records: categories, topics, projections, static pages),
 * sorted and sliced as ra-data-simple-rest asks. Ties keep the records' own order; records without a value come
 * last going up and first going down, as PostgreSQL orders the lists read from tables.
 */
export function listedInMemory<Row extends { readonly id: string }, Field extends keyof Row & string>(
  rows: readonly Row[],
  query: Pick<ListQuery<Field, unknown>, 'sort' | 'offset' | 'limit'>,
): ListPage<Row> {
  const { field, order } = query.sort;
  const direction = order === 'asc' ? 1 : -1;
  const sorted = [...rows].sort((a, b) => {
    const left = a[field];
    const right = b[field];
    if (left === right) return 0;
    if (left === null || left === undefined) return direction;
    if (right === null || right === undefined) return -direction;
    return (left < right ? -1 : 1) * direction;
  });
  return { rows: sorted.slice(query.offset, query.offset + query.limit), total: rows.length };
}

/** Keeps the records getMany names, when it names some. */
export const withIds = <Row extends { readonly id: string }>(
  rows: readonly Row[],
  ids: readonly string[] | undefined,
) => (ids === undefined ? rows : rows.filter((row) => ids.includes(row.id)));
