import type {
  AdminAuthorApplicationRecord,
  AdminListFilter,
  AdminListQuery,
  adminAuthorApplicationsCalls,
  ListPage,
} from '@afrimedia/contracts';
import { containing, countOf, idsIn, secondsBetween, waitExpression, type AdminDb } from './list-sql.ts';

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
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
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
export async function authorApplicationPage(
  db: AdminDb,
  now: Date,
  query: AdminListQuery<List>,
): Promise<ListPage<AdminAuthorApplicationRecord>> {
  const rows = await withColumns(db, query.filter)
    .orderBy(
      query.sort.field === 'waitingSeconds'
        ? waitExpression('a.submitted_at', 'a.decided_at', now)
        : sortColumns[query.sort.field],
      query.sort.order,
    )
    .orderBy('a.author_id')
    .limit(query.limit)
    .offset(query.offset)
    .execute();
  return { total: await countOf(applications(db, query.filter)), rows: rows.map(recordOf(now)) };
}

export async function authorApplicationRecord(
  db: AdminDb,
  now: Date,
  authorId: string,
): Promise<AdminAuthorApplicationRecord | undefined> {
  const row = await withColumns(db, { id: [authorId] }).executeTakeFirst();
  return row && recordOf(now)(row);
}
