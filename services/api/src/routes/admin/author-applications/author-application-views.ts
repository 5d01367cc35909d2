import { sql } from 'kysely';
import type { ApiDb } from '../../../storage/api-db.ts';
import { containing, type ListPage, type ListQuery } from '../simple-rest.ts';
import { secondsBetween, waitExpression } from '../waiting.ts';
import type { AuthorApplicationFilter, AuthorApplicationSort } from './author-application-list.ts';

export interface AuthorApplicationRecord {
  readonly id: string;
  readonly email: string | null;
  readonly firstName: string | null;
  readonly lastName: string | null;
  readonly expertiseTitle: string;
  readonly aboutMe: string;
  readonly country: string | null;
  /** The picture the applicant gave with the application (it becomes their avatar), as a media path. */
  readonly photoUrl: string | null;
  readonly status: 'waiting' | 'validated' | 'rejected';
  readonly submittedAt: string;
  readonly decidedAt: string | null;
  readonly decidedBy: string | null;
  readonly reason: string | null;
  readonly waitingSeconds: number;
}

const sortColumns = {
  id: 'a.author_id',
  submittedAt: 'a.submitted_at',
  decidedAt: 'a.decided_at',
  status: 'a.status',
  email: 'p.email',
} as const;

const applications = (db: ApiDb, filter: AuthorApplicationFilter) =>
  db
    .selectFrom('admin_queues.author_applications as a')
    .leftJoin('admin_queues.people as p', 'p.user_id', 'a.author_id')
    .leftJoin('accounts.users as u', 'u.user_id', 'a.author_id')
    .$if(Boolean(filter.q), (qb) => qb.where('p.email', 'ilike', containing(filter.q!)))
    .$if(filter.status !== undefined, (qb) => qb.where('a.status', '=', filter.status!))
    .$if(filter.id !== undefined, (qb) => qb.where('a.author_id', 'in', [...filter.id!, '']));

const withColumns = (db: ApiDb, filter: AuthorApplicationFilter) =>
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
  (row: Row): AuthorApplicationRecord => ({
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

export async function authorApplications(
  db: ApiDb,
  now: Date,
  query: ListQuery<AuthorApplicationSort, AuthorApplicationFilter>,
): Promise<ListPage<AuthorApplicationRecord>> {
  const counted = await applications(db, query.filter)
    .select(sql<string>`count(*)`.as('total'))
    .executeTakeFirst();
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
  return { total: Number(counted?.total ?? 0), rows: rows.map(recordOf(now)) };
}

export async function authorApplication(
  db: ApiDb,
  now: Date,
  authorId: string,
): Promise<AuthorApplicationRecord | undefined> {
  const row = await withColumns(db, { id: [authorId] }).executeTakeFirst();
  return row && recordOf(now)(row);
}
