import { adminUsersCalls, type AdminUserRecord } from '@afrimedia/contracts';
import { adminList, personOf, type AdminDb } from './list-sql.ts';
import type { AccountUser } from '../accounts.table.ts';

const users = adminList(
  adminUsersCalls.list,
  (db: AdminDb) =>
    db
      .selectFrom('accounts.users as u')
      .leftJoin('admin_queues.people as p', 'p.user_id', 'u.user_id')
      .select([
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
      ]),
  () => ({
    key: 'u.user_id',
    search: ['u.email'],
    equals: { role: 'u.role', userVerificationStatus: 'u.verification_status' },
    sortColumns: {
      id: 'u.user_id',
      email: 'u.email',
      createdAt: 'u.registered_at',
      role: 'u.role',
      lastName: 'u.last_name',
    },
    /** A person as the team sees them: never a password hash, a token or any key material. */
    recordOf: (row): AdminUserRecord => ({
      id: row.user_id,
      ...personOf(row),
      role: row.role,
      userVerificationStatus: row.verification_status,
      lang: row.language,
      createdAt: row.registered_at.toISOString(),
      deactivatedAt: row.status === 'deactivated' ? (row.deactivated_at?.toISOString() ?? null) : null,
    }),
  }),
);

/** Everyone with an account. */
export const userPage = users.page;
export const userRecord = users.one;

/** A person's account row, which their viewing profiles are derived from; undefined for an unknown id. */
export function userAccount(db: AdminDb, userId: string): Promise<AccountUser | undefined> {
  return db.selectFrom('accounts.users').selectAll().where('user_id', '=', userId).executeTakeFirst();
}
