import type {
  AdminListFilter,
  AdminListQuery,
  AdminReportRecord,
  adminReportsCalls,
  ListPage,
} from '@afrimedia/contracts';
import { sql } from 'kysely';
import {
  containing,
  idsIn,
  oneOf,
  pageOf,
  secondsBetween,
  waitExpression,
  type AdminDb,
} from './list-sql.ts';

type List = typeof adminReportsCalls.list;
type Filter = AdminListFilter<List>;

const sortColumns = {
  id: 'r.report_id',
  reportedAt: 'r.reported_at',
  status: 'r.status',
  title: 'r.title',
} as const;

/** A report's content: the one it hid, or the one its link names today. */
const contentIdOf = sql<string | null>`coalesce(r.content_id, c.content_id)`;

const reports = (db: AdminDb, filter: Filter) =>
  db
    .selectFrom('admin_queues.reports as r')
    .leftJoin('pages.contents as c', 'c.slug', 'r.content_slug')
    .$if(Boolean(filter.q), (qb) =>
      qb.where((eb) =>
        eb.or([eb('r.title', 'ilike', containing(filter.q!)), eb('r.link', 'ilike', containing(filter.q!))]),
      ),
    )
    .$if(filter.status !== undefined, (qb) => qb.where('r.status', '=', filter.status!))
    .$if(filter.contentId !== undefined, (qb) => qb.where(contentIdOf, '=', filter.contentId!))
    .$if(filter.id !== undefined, (qb) => qb.where('r.report_id', 'in', idsIn(filter.id!)));

const withColumns = (db: AdminDb, filter: Filter) =>
  reports(db, filter).select([
    'r.report_id',
    contentIdOf.as('content_id'),
    'r.link',
    'r.title',
    'r.comment',
    'r.reader_id',
    'r.reported_at',
    'r.status',
    'r.decided_at',
  ]);

type Row = Awaited<ReturnType<ReturnType<typeof withColumns>['execute']>>[number];

const recordOf =
  (now: Date) =>
  (row: Row): AdminReportRecord => ({
    id: row.report_id,
    contentId: row.content_id,
    link: row.link,
    title: row.title,
    comment: row.comment,
    readerId: row.reader_id,
    reportedAt: row.reported_at.toISOString(),
    status: row.status,
    waitingSeconds: secondsBetween(row.reported_at, row.decided_at ?? now),
  });

/** Readers' reports, open or decided. */
export function reportPage(
  db: AdminDb,
  now: Date,
  query: AdminListQuery<List>,
): Promise<ListPage<AdminReportRecord>> {
  return pageOf(
    withColumns(db, query.filter),
    query,
    {
      sortColumns: { ...sortColumns, waitingSeconds: waitExpression('r.reported_at', 'r.decided_at', now) },
      key: 'r.report_id',
    },
    recordOf(now),
  );
}

export function reportRecord(
  db: AdminDb,
  now: Date,
  reportId: string,
): Promise<AdminReportRecord | undefined> {
  return oneOf(withColumns(db, { id: [reportId] }), recordOf(now));
}
