import type {
  AdminAuthorRecord,
  adminAuthorsCalls,
  AdminListFilter,
  AdminListQuery,
  ListPage,
} from '@afrimedia/contracts';
import { sql } from 'kysely';
import { containing, idsIn, oneOf, pageOf, personOf, type AdminDb } from './list-sql.ts';

type List = typeof adminAuthorsCalls.list;
type Filter = AdminListFilter<List>;

const publicationsCount = sql<string>`(select count(*) from admin_queues.publications p where p.owner_id = u.user_id)`;

const sortColumns = {
  id: 'u.user_id',
  email: 'u.email',
  lastName: 'u.last_name',
  publicationsCount,
} as const;

/** Whoever applied to write, whatever became of the application. */
const authors = (db: AdminDb, filter: Filter) =>
  db
    .selectFrom('accounts.users as u')
    .leftJoin('admin_queues.author_applications as a', 'a.author_id', 'u.user_id')
    .where('u.verification_status', 'is not', null)
    .$if(Boolean(filter.q), (qb) => qb.where('u.email', 'ilike', containing(filter.q!)))
    .$if(filter.userVerificationStatus !== undefined, (qb) =>
      qb.where('u.verification_status', '=', filter.userVerificationStatus!),
    )
    .$if(filter.id !== undefined, (qb) => qb.where('u.user_id', 'in', idsIn(filter.id!)));

const withColumns = (db: AdminDb, filter: Filter) =>
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

const recordOf = (row: Row): AdminAuthorRecord => ({
  id: row.user_id,
  ...personOf(row),
  expertiseTitle: row.expertise_title,
  country: row.country,
  userVerificationStatus: row.verification_status,
  publicationsCount: Number(row.publications_count),
});

export function authorPage(db: AdminDb, query: AdminListQuery<List>): Promise<ListPage<AdminAuthorRecord>> {
  return pageOf(withColumns(db, query.filter), query, { sortColumns, key: 'u.user_id' }, recordOf);
}

export function authorRecord(db: AdminDb, userId: string): Promise<AdminAuthorRecord | undefined> {
  return oneOf(withColumns(db, { id: [userId] }), recordOf);
}
