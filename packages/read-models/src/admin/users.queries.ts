import type {
  AdminListFilter,
  AdminListQuery,
  AdminUserRecord,
  adminUsersCalls,
  ListPage,
} from '@afrimedia/contracts';
import { containing, idsIn, oneOf, pageOf, personOf, type AdminDb } from './list-sql.ts';

type List = typeof adminUsersCalls.list;
type Filter = AdminListFilter<List>;

const sortColumns = {
  id: 'u.user_id',
  email: 'u.email',
  createdAt: 'u.registered_at',
  role: 'u.role',
  lastName: 'u.last_name',
} as const;

const users = (db: AdminDb, filter: Filter) =>
  db
    .selectFrom('accounts.users as u')
    .leftJoin('admin_queues.people as p', 'p.user_id', 'u.user_id')
    .$if(Boolean(filter.q), (qb) => qb.where('u.email', 'ilike', containing(filter.q!)))
    .$if(filter.role !== undefined, (qb) => qb.where('u.role', '=', filter.role!))
    .$if(filter.userVerificationStatus !== undefined, (qb) =>
      qb.where('u.verification_status', '=', filter.userVerificationStatus!),
    )
    .$if(filter.id !== undefined, (qb) => qb.where('u.user_id', 'in', idsIn(filter.id!)));

const withColumns = (db: AdminDb, filter: Filter) =>
  users(db, filter).select([
    'u.user_id',
    'u.email',
    'u.first_name',
    'u.last_name',
    'u.role',
    'u.verification_status',
    'u.language',
    'u.registered_at',
    'u.status',
    'p.deactivated_at',
  ]);

type Row = Awaited<ReturnType<ReturnType<typeof withColumns>['execute']>>[number];

/** A person as the team sees them: never a password hash, a token or any key material. */
const recordOf = (row: Row): AdminUserRecord => ({
  id: row.user_id,
  ...personOf(row),
  role: row.role,
  userVerificationStatus: row.verification_status,
  lang: row.language,
  createdAt: row.registered_at.toISOString(),
  deactivatedAt: row.status === 'deactivated' ? (row.deactivated_at?.toISOString() ?? null) : null,
});

/** Everyone with an account. */
export function userPage(db: AdminDb, query: AdminListQuery<List>): Promise<ListPage<AdminUserRecord>> {
  return pageOf(withColumns(db, query.filter), query, { sortColumns, key: 'u.user_id' }, recordOf);
}

export function userRecord(db: AdminDb, userId: string): Promise<AdminUserRecord | undefined> {
  return oneOf(withColumns(db, { id: [userId] }), recordOf);
}
