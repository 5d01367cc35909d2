import { sql } from 'kysely';
import type { ApiDb } from '../../../storage/api-db.ts';
import { containing, type ListPage, type ListQuery } from '../simple-rest.ts';
import type { UserFilter, UserSort } from './user-list.ts';

/** A person as the team sees them: never a password hash, a token or any key material. */
export interface UserRecord {
  readonly id: string;
  readonly email: string;
  readonly firstName: string | null;
  readonly lastName: string | null;
  readonly role: 'reader' | 'owner' | 'admin';
  readonly userVerificationStatus: 'pending' | 'verified' | 'rejected' | null;
  readonly lang: string;
  readonly createdAt: string;
  readonly deactivatedAt: string | null;
}

const sortColumns = {
  id: 'u.user_id',
  email: 'u.email',
  createdAt: 'u.registered_at',
  role: 'u.role',
  lastName: 'u.last_name',
} as const;

const users = (db: ApiDb, filter: UserFilter) =>
  db
    .selectFrom('accounts.users as u')
    .leftJoin('admin_queues.people as p', 'p.user_id', 'u.user_id')
    .$if(Boolean(filter.q), (qb) => qb.where('u.email', 'ilike', containing(filter.q!)))
    .$if(filter.role !== undefined, (qb) => qb.where('u.role', '=', filter.role!))
    .$if(filter.userVerificationStatus !== undefined, (qb) =>
      qb.where('u.verification_status', '=', filter.userVerificationStatus!),
    )
    .$if(filter.id !== undefined, (qb) => qb.where('u.user_id', 'in', [...filter.id!, '']));

const withColumns = (db: ApiDb, filter: UserFilter) =>
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

const recordOf = (row: Row): UserRecord => ({
  id: row.user_id,
  email: row.email,
  firstName: row.first_name,
  lastName: row.last_name,
  role: row.role,
  userVerificationStatus: row.verification_status,
  lang: row.language,
  createdAt: row.registered_at.toISOString(),
  deactivatedAt: row.status === 'deactivated' ? (row.deactivated_at?.toISOString() ?? null) : null,
});

export async function userPage(
  db: ApiDb,
  query: ListQuery<UserSort, UserFilter>,
): Promise<ListPage<UserRecord>> {
  const counted = await users(db, query.filter)
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

export async function userRecord(db: ApiDb, userId: string): Promise<UserRecord | undefined> {
  const row = await withColumns(db, { id: [userId] }).executeTakeFirst();
  return row && recordOf(row);
}
