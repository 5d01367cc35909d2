import { adminAuthorApplicationsCalls, type AdminAuthorApplicationRecord } from '@afrimedia/contracts';
import { decisionColumns, decisionOf, decisionSortColumns } from './decisions.ts';
import { adminList, personOf, type AdminDb } from './list-sql.ts';

/** Authors' applications, waiting or decided, as the validation queue lists them; waits counted to `now`. */
const applications = adminList(
  adminAuthorApplicationsCalls.list,
  (db: AdminDb) =>
    db
      .selectFrom('admin_queues.author_applications as a')
      .leftJoin('admin_queues.people as p', 'p.user_id', 'a.author_id')
      .leftJoin('accounts.users as u', 'u.user_id', 'a.author_id')
      .select([
        'a.author_id',
        'a.expertise_title',
        'a.about_me',
        'a.country',
        ...decisionColumns,
        'p.email',
        'p.first_name',
        'p.last_name',
        'u.avatar',
      ]),
  (now: Date) => ({
    key: 'a.author_id',
    search: ['p.email'],
    equals: { status: 'a.status' },
    sortColumns: {
      id: 'a.author_id',
      email: 'p.email',
      ...decisionSortColumns(now),
    },
    recordOf: (row): AdminAuthorApplicationRecord => ({
      id: row.author_id,
      ...personOf(row),
      expertiseTitle: row.expertise_title,
      aboutMe: row.about_me,
      country: row.country,
      photoUrl: row.avatar,
      submittedAt: row.submitted_at.toISOString(),
      ...decisionOf(row, now),
    }),
  }),
);

export const authorApplicationPage = applications.page;
export const authorApplicationRecord = applications.one;
