import { sql } from 'kysely';
import type { ApiDb } from '../../../storage/api-db.ts';
import { containing, type ListPage, type ListQuery } from '../simple-rest.ts';
import { secondsBetween, waitExpression } from '../waiting.ts';
import type { ReportFilter, ReportSort } from './report-list.ts';

export interface ReportRecord {
  readonly id: string;
  readonly contentId: string | null;
  readonly link: string;
  readonly title: string;
  readonly comment: string;
  readonly readerId: string;
  readonly reportedAt: string;
  readonly status: 'open' | 'hidden' | 'dismissed';
  readonly waitingSeconds: number;
}

const sortColumns = {
  id: 'r.report_id',
  reportedAt: 'r.reported_at',
  status: 'r.status',
  title: 'r.title',
} as const;

/** A report's content: the one it hid, or the one its link names today. */
const contentIdOf = sql<string | null>`coalesce(r.content_id, c.content_id)`;

const reports = (db: ApiDb, filter: ReportFilter) =>
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
    .$if(filter.id !== undefined, (qb) => qb.where('r.report_id', 'in', [...filter.id!, '']));

const withColumns = (db: ApiDb, filter: ReportFilter) =>
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
  (row: Row): ReportRecord => ({
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

export async function reportPage(
  db: ApiDb,
  now: Date,
  query: ListQuery<ReportSort, ReportFilter>,
): Promise<ListPage<ReportRecord>> {
  const counted = await reports(db, query.filter)
    .select(sql<string>`count(*)`.as('total'))
    .executeTakeFirst();
  const rows = await withColumns(db, query.filter)
    .orderBy(
      query.sort.field === 'waitingSeconds'
        ? waitExpression('r.reported_at', 'r.decided_at', now)
        : sortColumns[query.sort.field],
      query.sort.order,
    )
    .orderBy('r.report_id')
    .limit(query.limit)
    .offset(query.offset)
    .execute();
  return { total: Number(counted?.total ?? 0), rows: rows.map(recordOf(now)) };
}

export async function report(db: ApiDb, now: Date, reportId: string): Promise<ReportRecord | undefined> {
  const row = await withColumns(db, { id: [reportId] }).executeTakeFirst();
  return row && recordOf(now)(row);
}
