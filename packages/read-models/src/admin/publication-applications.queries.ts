import type {
  AdminListFilter,
  AdminListQuery,
  AdminPublicationApplicationDetail,
  AdminPublicationApplicationRecord,
  adminPublicationApplicationsCalls,
  ListPage,
} from '@afrimedia/contracts';
import { containing, idsIn, pageOf, secondsBetween, waitExpression, type AdminDb } from './list-sql.ts';

type List = typeof adminPublicationApplicationsCalls.list;
type Filter = AdminListFilter<List>;

const sortColumns = {
  id: 'a.publication_id',
  submittedAt: 'a.submitted_at',
  decidedAt: 'a.decided_at',
  name: 'a.name',
  status: 'a.status',
} as const;

const publications = (db: AdminDb, filter: Filter) =>
  db
    .selectFrom('admin_queues.publications as a')
    .leftJoin('admin_queues.people as p', 'p.user_id', 'a.owner_id')
    .$if(Boolean(filter.q), (qb) => qb.where('a.name', 'ilike', containing(filter.q!)))
    .$if(filter.status !== undefined, (qb) => qb.where('a.status', '=', filter.status!))
    .$if(filter.id !== undefined, (qb) => qb.where('a.publication_id', 'in', idsIn(filter.id!)));

const withColumns = (db: AdminDb, filter: Filter) =>
  publications(db, filter).select([
    'a.publication_id',
    'a.owner_id',
    'a.name',
    'a.slug',
    'a.description',
    'a.topics',
    'a.status',
    'a.submitted_at',
    'a.decided_at',
    'a.decided_by',
    'a.reason',
    'p.email',
  ]);

type Row = Awaited<ReturnType<ReturnType<typeof withColumns>['execute']>>[number];

const recordOf =
  (now: Date) =>
  (row: Row): AdminPublicationApplicationRecord => ({
    id: row.publication_id,
    ownerId: row.owner_id,
    ownerEmail: row.email,
    name: row.name,
    slug: row.slug,
    description: row.description,
    topics: row.topics,
    status: row.status,
    submittedAt: row.submitted_at?.toISOString() ?? null,
    decidedAt: row.decided_at?.toISOString() ?? null,
    decidedBy: row.decided_by,
    reason: row.reason,
    waitingSeconds: row.submitted_at ? secondsBetween(row.submitted_at, row.decided_at ?? now) : 0,
  });

/** Publications in the validation queue, waiting or decided. */
export function publicationApplicationPage(
  db: AdminDb,
  now: Date,
  query: AdminListQuery<List>,
): Promise<ListPage<AdminPublicationApplicationRecord>> {
  return pageOf(
    withColumns(db, query.filter),
    query,
    {
      sortColumns: { ...sortColumns, waitingSeconds: waitExpression('a.submitted_at', 'a.decided_at', now) },
      key: 'a.publication_id',
      nullsLast: true,
    },
    recordOf(now),
  );
}

/** One publication with its articles, so the team can read them before deciding. */
export async function publicationApplicationRecord(
  db: AdminDb,
  now: Date,
  publicationId: string,
): Promise<AdminPublicationApplicationDetail | undefined> {
  const row = await withColumns(db, { id: [publicationId] }).executeTakeFirst();
  if (!row) return undefined;
  const articles = await db
    .selectFrom('pages.contents')
    .select(['content_id', 'title', 'summary', 'status', 'slug'])
    .where('publication_id', '=', publicationId)
    .where('kind', '=', 'article')
    .orderBy('drafted_at')
    .execute();
  return {
    ...recordOf(now)(row),
    articles: articles.map((article) => ({
      id: article.content_id,
      title: article.title,
      summary: article.summary,
      state: article.status,
      slug: article.slug,
    })),
  };
}
