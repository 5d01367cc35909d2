import { adminReportsCalls, type AdminReportRecord } from '@afrimedia/contracts';
import { sql } from 'kysely';
import { adminList, secondsBetween, waitExpression, type AdminDb } from './list-sql.ts';

/** A report's content: the one it hid, or the one its link names today. */
const contentIdOf = sql<string | null>`coalesce(r.content_id, c.content_id)`;

/** Readers' reports, open or decided; waits counted to `now`. */
const reports = adminList(
  adminReportsCalls.list,
  (db: AdminDb) =>
    db
      .selectFrom('admin_queues.reports as r')
      .leftJoin('pages.contents as c', 'c.slug', 'r.content_slug')
      .select([
        'r.report_id',
        contentIdOf.as('content_id'),
        'r.link',
        'r.title',
        'r.comment',
        'r.reader_id',
        'r.reported_at',
        'r.status',
        'r.decided_at',
      ]),
  (now: Date) => ({
    key: 'r.report_id',
    search: ['r.title', 'r.link'],
    equals: { status: 'r.status', contentId: contentIdOf },
    sortColumns: {
      id: 'r.report_id',
      reportedAt: 'r.reported_at',
      status: 'r.status',
      title: 'r.title',
      waitingSeconds: waitExpression('r.reported_at', 'r.decided_at', now),
    },
    recordOf: (row): AdminReportRecord => ({
      id: row.report_id,
      contentId: row.content_id,
      link: row.link,
      title: row.title,
      comment: row.comment,
      readerId: row.reader_id,
      reportedAt: row.reported_at.toISOString(),
      status: row.status,
      waitingSeconds: secondsBetween(row.reported_at, row.decided_at ?? now),
    }),
  }),
);

export const reportPage = reports.page;
export const reportRecord = reports.one;
