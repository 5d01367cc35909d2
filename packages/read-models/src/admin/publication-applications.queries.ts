import {
  adminPublicationApplicationsCalls,
  type AdminPublicationApplicationDetail,
  type AdminPublicationApplicationRecord,
} from '@afrimedia/contracts';
import { decisionColumns, decisionOf, decisionSortColumns } from './decisions.ts';
import { adminList, type AdminDb } from './list-sql.ts';

/** Publications in the validation queue, waiting or decided; waits counted to `now`. */
const applications = adminList(
  adminPublicationApplicationsCalls.list,
  (db: AdminDb) =>
    db
      .selectFrom('admin_queues.publications as a')
      .leftJoin('admin_queues.people as p', 'p.user_id', 'a.owner_id')
      .select([
        'a.publication_id',
        'a.owner_id',
        'a.name',
        'a.slug',
        'a.description',
        'a.topics',
        ...decisionColumns,
        'p.email',
      ]),
  (now: Date) => ({
    key: 'a.publication_id',
    search: ['a.name'],
    equals: { status: 'a.status' },
    sortColumns: {
      id: 'a.publication_id',
      name: 'a.name',
      ...decisionSortColumns(now),
    },
    nullsLast: true,
    recordOf: (row): AdminPublicationApplicationRecord => ({
      id: row.publication_id,
      ownerId: row.owner_id,
      ownerEmail: row.email,
      name: row.name,
      slug: row.slug,
      description: row.description,
      topics: row.topics,
      submittedAt: row.submitted_at?.toISOString() ?? null,
      ...decisionOf(row, now),
    }),
  }),
);

export const publicationApplicationPage = applications.page;

/** One publication with its articles, so the team can read them before deciding. */
export async function publicationApplicationRecord(
  db: AdminDb,
  now: Date,
  publicationId: string,
): Promise<AdminPublicationApplicationDetail | undefined> {
  const record = await applications.one(db, now, publicationId);
  if (!record) return undefined;
  const articles = await db
    .selectFrom('pages.contents')
    .select(['content_id', 'title', 'summary', 'status', 'slug'])
    .where('publication_id', '=', publicationId)
    .where('kind', '=', 'article')
    .orderBy('drafted_at')
    .execute();
  return {
    ...record,
    articles: articles.map((article) => ({
      id: article.content_id,
      title: article.title,
      summary: article.summary,
      state: article.status,
      slug: article.slug,
    })),
  };
}
