import { sql } from 'kysely';
import type { ApiDb } from '../../../storage/api-db.ts';
import { containing, type ListPage, type ListQuery } from '../simple-rest.ts';
import { secondsBetween, waitExpression } from '../waiting.ts';
import type {
  PublicationApplicationFilter,
  PublicationApplicationSort,
  publicationStatuses,
} from './publication-application-list.ts';

export interface PublicationArticle {
  readonly id: string;
  readonly title: string;
  readonly summary: string | null;
  readonly state: string;
  readonly slug: string;
}

export interface PublicationApplicationRecord {
  readonly id: string;
  readonly ownerId: string;
  readonly ownerEmail: string | null;
  readonly name: string;
  readonly slug: string;
  readonly description: string;
  readonly topics: string[];
  readonly status: (typeof publicationStatuses)[number];
  readonly submittedAt: string | null;
  readonly decidedAt: string | null;
  readonly decidedBy: string | null;
  readonly reason: string | null;
  readonly waitingSeconds: number;
}

const sortColumns = {
  id: 'a.publication_id',
  submittedAt: 'a.submitted_at',
  decidedAt: 'a.decided_at',
  name: 'a.name',
  status: 'a.status',
} as const;

const publications = (db: ApiDb, filter: PublicationApplicationFilter) =>
  db
    .selectFrom('admin_queues.publications as a')
    .leftJoin('admin_queues.people as p', 'p.user_id', 'a.owner_id')
    .$if(Boolean(filter.q), (qb) => qb.where('a.name', 'ilike', containing(filter.q!)))
    .$if(filter.status !== undefined, (qb) => qb.where('a.status', '=', filter.status!))
    .$if(filter.id !== undefined, (qb) => qb.where('a.publication_id', 'in', [...filter.id!, '']));

const withColumns = (db: ApiDb, filter: PublicationApplicationFilter) =>
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
  (row: Row): PublicationApplicationRecord => ({
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

export async function publicationApplications(
  db: ApiDb,
  now: Date,
  query: ListQuery<PublicationApplicationSort, PublicationApplicationFilter>,
): Promise<ListPage<PublicationApplicationRecord>> {
  const counted = await publications(db, query.filter)
    .select(sql<string>`count(*)`.as('total'))
    .executeTakeFirst();
  const rows = await withColumns(db, query.filter)
    .orderBy(
      query.sort.field === 'waitingSeconds'
        ? waitExpression('a.submitted_at', 'a.decided_at', now)
        : sortColumns[query.sort.field],
      (ob) => (query.sort.order === 'asc' ? ob.asc().nullsLast() : ob.desc().nullsLast()),
    )
    .orderBy('a.publication_id')
    .limit(query.limit)
    .offset(query.offset)
    .execute();
  return { total: Number(counted?.total ?? 0), rows: rows.map(recordOf(now)) };
}

/** One publication with its articles, so the team can read them before deciding. */
export async function publicationApplication(
  db: ApiDb,
  now: Date,
  publicationId: string,
): Promise<(PublicationApplicationRecord & { articles: PublicationArticle[] }) | undefined> {
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
