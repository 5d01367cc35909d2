import { adminAuthorsCalls, type AdminAuthorRecord } from '@afrimedia/contracts';
import { sql } from 'kysely';
import { adminList, personOf, type AdminDb } from './list-sql.ts';

const publicationsCount = sql<string>`(select count(*) from admin_queues.publications p where p.owner_id = u.user_id)`;

/** Whoever applied to write, whatever became of the application. */
const authors = adminList(
  adminAuthorsCalls.list,
  (db: AdminDb) =>
    db
      .selectFrom('accounts.users as u')
      .leftJoin('admin_queues.author_applications as a', 'a.author_id', 'u.user_id')
      .where('u.verification_status', 'is not', null)
      .select([
        'u.user_id',
        'u.email',
        'u.first_name',
        'u.last_name',
        'a.expertise_title',
        sql<string | null>`coalesce(a.country, u.country)`.as('country'),
        'u.verification_status',
        publicationsCount.as('publications_count'),
      ]),
  () => ({
    key: 'u.user_id',
    search: ['u.email'],
    equals: { userVerificationStatus: 'u.verification_status' },
    sortColumns: { id: 'u.user_id', email: 'u.email', lastName: 'u.last_name', publicationsCount },
    recordOf: (row): AdminAuthorRecord => ({
      id: row.user_id,
      ...personOf(row),
      expertiseTitle: row.expertise_title,
      country: row.country,
      userVerificationStatus: row.verification_status,
      publicationsCount: Number(row.publications_count),
    }),
  }),
);

export const authorPage = authors.page;
export const authorRecord = authors.one;
