import type { ListPage, ListQuery } from '@afrimedia/contracts';
import { sql, type Kysely, type OrderByExpression, type SelectQueryBuilder } from 'kysely';
import type { ReadModels } from '../database.ts';

/** The read models, as the admin queries read them. */
export type AdminDb = Kysely<ReadModels>;

/** `text` as an ILIKE pattern matching values that contain it, its own % and _ taken literally. */
export const containing = (text: string): string => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/** Whole seconds from `since` to `until` (never negative): how long an item waited, or has waited so far. */
export const secondsBetween = (since: Date, until: Date): number =>
  Math.max(0, Math.floor((until.getTime() - since.getTime()) / 1000));

/**
 * The wait as SQL, to sort by: from `since` to the decision, or to `now` while undecided (a row never
 * submitted waited nothing).
 */
export const waitExpression = (since: string, decided: string, now: Date) =>
  sql<string>`coalesce(${sql.ref(decided)}, ${now}::timestamptz) - coalesce(${sql.ref(since)}, ${now}::timestamptz)`;

/** How many rows the filtered query selects. */
async function countOf<DB, TB extends keyof DB>(query: SelectQueryBuilder<DB, TB, object>): Promise<number> {
  const counted = await query.select(sql<string>`count(*)`.as('total')).executeTakeFirst();
  return Number((counted as { total?: string } | undefined)?.total ?? 0);
}

/** How a list sorts its rows by the field the console asks for. */
export interface ListOrder<DB, TB extends keyof DB, O, Field extends string> {
  readonly sortColumns: { readonly [F in Field]: OrderByExpression<DB, TB, O> };
  /** Sorted on last, so that rows equal on the field keep one order and pages neither skip nor repeat one. */
  readonly key: OrderByExpression<DB, TB, O>;
  /** For fields that may be null: Postgres sorts nulls first when descending, the console wants them last. */
  readonly nullsLast?: boolean;
}

/** One page of the rows `selected` reads, as the query sorts and ranges them, and how many its filter matches. */
export async function pageOf<DB, TB extends keyof DB, O, Field extends string, Record>(
  selected: SelectQueryBuilder<DB, TB, O>,
  query: ListQuery<Field, unknown>,
  order: NoInfer<ListOrder<DB, TB, O, Field>>,
  recordOf: (row: NoInfer<O>) => Record,
): Promise<ListPage<Record>> {
  const { field, order: direction } = query.sort;
  const rows = await selected
    .orderBy(
      order.sortColumns[field],
      order.nullsLast ? (ob) => (direction === 'asc' ? ob.asc() : ob.desc()).nullsLast() : direction,
    )
    .orderBy(order.key)
    .limit(query.limit)
    .offset(query.offset)
    .execute();
  return { total: await countOf(selected.clearSelect()), rows: rows.map(recordOf) };
}

/** getMany's ids as an IN list: never empty, since `in ()` is not SQL. */
export const idsIn = (ids: readonly string[]): string[] => [...ids, ''];

/** The record of the row `selected` reads (its filter names one id), or undefined when there is none. */
export async function oneOf<DB, TB extends keyof DB, O, Record>(
  selected: SelectQueryBuilder<DB, TB, O>,
  recordOf: (row: NoInfer<O>) => Record,
): Promise<Record | undefined> {
  const row = await selected.executeTakeFirst();
  return row && recordOf(row);
}

/** A person's fields as admin records name them, from the columns accounts.users and admin_queues.people share. */
export const personOf = <Email extends string | null>(row: {
  email: Email;
  first_name: string | null;
  last_name: string | null;
}) => ({ email: row.email, firstName: row.first_name, lastName: row.last_name });
