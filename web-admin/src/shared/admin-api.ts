import type { AdminListSort, adminResources } from '@afrimedia/contracts';

/*
 * The admin API's shapes come from its contracts (@afrimedia/contracts), imported as types only: none of the
 * contracts' code (zod, the domain) reaches the console's bundle.
 */

type Resources = typeof adminResources;

/** A resource the API lists (every one but the dashboard's queues). */
export type ListedResource = {
  [R in keyof Resources]: Resources[R] extends { list: unknown } ? R : never;
}[keyof Resources];

/** The fields the API sorts a resource's list by. */
export type SortField<R extends ListedResource> = AdminListSort<Resources[R]['list']>;

/** A list's sort, checked against the fields the API accepts for the resource (any other is its 400). */
export const sortBy = <R extends ListedResource>(field: SortField<R>, order: 'ASC' | 'DESC') => ({
  field,
  order,
});
