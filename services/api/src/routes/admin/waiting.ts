import { sql } from 'kysely';

/** Whole seconds from `since` to `until` (never negative): how long an item waited, or has waited so far. */
export const secondsBetween = (since: Date, until: Date): number =>
  Math.max(0, Math.floor((until.getTime() - since.getTime()) / 1000));

/**
 * The wait as SQL, to sort by: from `since` to the decision, or to `now` while undecided (a row never
 * submitted waited nothing).
 */
export const waitExpression = (since: string, decided: string, now: Date) =>
  sql<string>`coalesce(${sql.ref(decided)}, ${now}::timestamptz) - coalesce(${sql.ref(since)}, ${now}::timestamptz)`;
