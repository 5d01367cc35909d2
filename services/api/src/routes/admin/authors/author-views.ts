import { sql } from 'kysely';
import type { ApiDb } from '../../../storage/api-db.ts';
import { containing, type ListPage, type ListQuery } from '../simple-rest.ts';
import type { AuthorFilter, AuthorSort } from './author-list.ts';

export interface AuthorRecord {
  readonly id: string;
  readonly email: string;
  readonly firstName: string | null;
  readonly lastName: string | null;
  readonly expertiseTitle: string | null;
  readonly country: string | null;
  readonly userVerificationStatus: 'pending' | 'verified' | 'rejected' | null;
  readonly publicationsCount: number;
}

const publicationsCount = sql<string>`(select count(*) from admin_queues.publications p where p.owner_id = u.user_id)`;

const sortColumns = {
  id: 'u.user_id',
  email: 'u.email',
  lastName: 'u.last_name',
  publicationsCount,
} as const;

/** Whoever applied to write, whatever became of the application. */
const authors = (db: ApiDb, filter: AuthorFilter) =>
  db
    .selectFrom('accounts.users as u')
    .leftJoin('admin_queues.author_applications as a', 'a.author_id', 'u.user_id')
    .where('u.verification_status', 'is not', null)
    .$if(Boolean(filter.q), (qb) => qb.where('u.email', 'ilike', containing(filter.q!)))
    .$if(filter.userVerificationStatus !== undefined, (qb) =>
      qb.where('u.verification_status', '=', filter.userVerificationStatus!),
    )
    .$if(filter.id !== undefined, (qb) => qb.where('u.user_id', 'in', [...filter.id!, '']));

const withColumns = (db: ApiDb, filter: AuthorFilter) =>
  authors(db, filter).select([
    'u.user_id',
    'u.email',
    'u.first_name',
    'u.last_name',
    'a.expertise_title',
    sql<string | null>`coalesce(a.country, u.country)`.as('country'),
    'u.verification_status',
    publicationsCount.as('publications_count'),
  ]);

type Row = Awaited<ReturnType<ReturnType<typeof withColumns>['execute']>>[number];

const recordOf = (row: Row): AuthorRecord => ({
  id: row.user_id,
  email: row.email,
  firstName: row.first_name,
  lastName: row.last_name,
  expertiseTitle: row.expertise_title,
  country: row.country,
  userVerificationStatus: row.verification_status,
  publicationsCount: Number(row.publications_count),
});

export async function authorPage(
  db: ApiDb,
  query: ListQuery<AuthorSort, AuthorFilter>,
): Promise<ListPage<AuthorRecord>> {
  const counted = await authors(db, query.filter)
    .select(sql<string>`count(*)`.as('total'))
    .executeTakeFirst();
  const rows = await withColumns(db, query.filter)
    .orderBy(sortColumns[query.sort.field], query.sort.order)
    .orderBy('u.user_id')
    .limit(query.limit)
    .offset(query.offset)
    .execute();
  return { total: Number(counted?.total ?? 0), rows: rows.map(recordOf) };
}

export async function authorRecord(db: ApiDb, userId: string): Promise<AuthorRecord | undefined> {
  const row = await withColumns(db, { id: [userId] }).executeTakeFirst();
  return row && recordOf(row);
}
