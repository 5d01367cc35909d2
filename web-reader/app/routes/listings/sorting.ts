export const ORDERS = ['popularity', 'date', 'alphabetical'] as const;
export type Order = (typeof ORDERS)[number];
export type Direction = 'asc' | 'desc';

const isOrder = (value: string | null): value is Order =>
  (ORDERS as readonly (string | null)[]).includes(value);

/** Spec §7: sorting alphabetically always runs ascending; any other order runs descending unless asked. */
export function directionFor(orderBy: Order | undefined, requested: string | null): Direction {
  if (orderBy === 'alphabetical') return 'asc';
  return requested === 'asc' ? 'asc' : 'desc';
}

/** The sort a list's URL asks for: an unknown order is no order, an unknown direction the default one. */
export function sortFrom(
  params: URLSearchParams,
  orderKey: string,
  directionKey: string,
): { orderBy?: Order; direction: Direction } {
  const value = params.get(orderKey);
  const orderBy = isOrder(value) ? value : undefined;
  return { ...(orderBy ? { orderBy } : {}), direction: directionFor(orderBy, params.get(directionKey)) };
}
