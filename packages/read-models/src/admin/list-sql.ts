import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
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
export async function countOf<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
): Promise<number> {
  const counted = await query.select(sql<string>`count(*)`.as('total')).executeTakeFirst();
  return Number((counted as { total?: string } | undefined)?.total ?? 0);
}

/** getMany's ids as an IN list: never empty, since `in ()` is not SQL. */
export const idsIn = (ids: readonly string[]): string[] => [...ids, ''];
