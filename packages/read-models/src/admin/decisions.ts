import { secondsBetween, waitExpression } from './list-sql.ts';

/*
 * What the two validation queues (an author's application, a publication), read as `a`, keep of a decision, and
 * how their lists sort by it and give it in their records.
 */

/** The decision's columns. */
export const decisionColumns = [
  'a.status',
  'a.submitted_at',
  'a.decided_at',
  'a.decided_by',
  'a.reason',
] as const;

/** The decision's sort fields; the wait is counted to `now` while undecided. */
export const decisionSortColumns = (now: Date) =>
  ({
    submittedAt: 'a.submitted_at',
    decidedAt: 'a.decided_at',
    status: 'a.status',
    waitingSeconds: waitExpression('a.submitted_at', 'a.decided_at', now),
  }) as const;

/** The decision's fields of a record: a row never submitted waited nothing. */
export const decisionOf = <Status>(
  row: {
    status: Status;
    submitted_at: Date | null;
    decided_at: Date | null;
    decided_by: string | null;
    reason: string | null;
  },
  now: Date,
) => ({
  status: row.status,
  decidedAt: row.decided_at?.toISOString() ?? null,
  decidedBy: row.decided_by,
  reason: row.reason,
  waitingSeconds: row.submitted_at ? secondsBetween(row.submitted_at, row.decided_at ?? now) : 0,
});
