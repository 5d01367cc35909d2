import type {
  AdminAuthorApplicationRecord,
  AdminListFilter,
  AdminListQuery,
  adminAuthorApplicationsCalls,
  ListPage,
} from '@afrimedia/contracts';
import {
  containing,
  idsIn,
  oneOf,
  pageOf,
  personOf,
  secondsBetween,
  waitExpression,
  type AdminDb,
} from './list-sql.ts';

type List = typeof adminAuthorApplicationsCalls.list;
type Filter = AdminListFilter<List>;

const sortColumns = {
  id: 'a.author_id',
  submittedAt: 'a.submitted_at',
  decidedAt: 'a.decided_at',
  status: 'a.status',
  email: 'p.email',
} as const;

const applications = (db: AdminDb, filter: Filter) =>
  db
    .selectFrom('admin_queues.author_applications as a')
    .leftJoin('admin_queues.people as p', 'p.user_id', 'a.author_id')
    .leftJoin('accounts.users as u', 'u.user_id', 'a.author_id')
    .$if(Boolean(filter.q), (qb) => qb.where('p.email', 'ilike', containing(filter.q!)))
    .$if(filter.status !== undefined, (qb) => qb.where('a.status', '=', filter.status!))
    .$if(filter.id !== undefined, (qb) => qb.where('a.author_id', 'in', idsIn(filter.id!)));

const withColumns = (db: AdminDb, filter: Filter) =>
  applications(db, filter).select([
    'a.author_id',
    'a.expertise_title',
    'a.about_me',
    'a.country',
    'a.status',
    'a.submitted_at',
    'a.decided_at',
    'a.decided_by',
    'a.reason',
    'p.email',
    'p.first_name',
    'p.last_name',
    'u.avatar',
  ]);

type Row = Awaited<ReturnType<ReturnType<typeof withColumns>['execute']>>[number];

const recordOf =
  (now: Date) =>
  (row: Row): AdminAuthorApplicationRecord => ({
    id: row.author_id,
    ...personOf(row),
    expertiseTitle: row.expertise_title,
    aboutMe: row.about_me,
    country: row.country,
    photoUrl: row.avatar,
    status: row.status,
    submittedAt: row.submitted_at.toISOString(),
    decidedAt: row.decided_at?.toISOString() ?? null,
    decidedBy: row.decided_by,
    reason: row.reason,
    waitingSeconds: secondsBetween(row.submitted_at, row.decided_at ?? now),
  });

/** Authors' applications, waiting or decided, as the validation queue lists them. */
export function authorApplicationPage(
  db: AdminDb,
  now: Date,
  query: AdminListQuery<List>,
): Promise<ListPage<AdminAuthorApplicationRecord>> {
  return pageOf(
    withColumns(db, query.filter),
    query,
    {
      sortColumns: { ...sortColumns, waitingSeconds: waitExpression('a.submitted_at', 'a.decided_at', now) },
      key: 'a.author_id',
    },
    recordOf(now),
  );
}

export function authorApplicationRecord(
  db: AdminDb,
  now: Date,
  authorId: string,
): Promise<AdminAuthorApplicationRecord | undefined> {
  return oneOf(withColumns(db, { id: [authorId] }), recordOf(now));
}
