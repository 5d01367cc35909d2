import type { ListPage, ListQuery } from '@afrimedia/contracts';
import { sql, type Kysely } from 'kysely';
import { pageOf, personOf, secondsBetween } from './admin/list-sql.ts';
import type { ReadModels } from './database.ts';

export interface QueuePage {
  readonly sort?: 'oldest' | 'newest';
  readonly limit?: number;
  readonly offset?: number;
}

export interface WaitingAuthor {
  readonly authorId: string;
  readonly email: string | null;
  readonly firstName: string | null;
  readonly lastName: string | null;
  readonly expertiseTitle: string;
  readonly country: string | null;
  readonly submittedAt: Date;
  readonly waitingSeconds: number;
}

export interface WaitingPublication {
  readonly publicationId: string;
  readonly ownerId: string;
  readonly name: string;
  readonly slug: string;
  readonly topics: string[];
  readonly submittedAt: Date;
  readonly waitingSeconds: number;
}

/** A queue's page as a list query: sorted by submission, oldest first unless asked otherwise. */
const queueQuery = (page: QueuePage): ListQuery<'submittedAt', undefined> => ({
  sort: { field: 'submittedAt', order: page.sort === 'newest' ? 'desc' : 'asc' },
  limit: Math.min(Math.max(page.limit ?? 25, 1), 100),
  offset: Math.max(page.offset ?? 0, 0),
  filter: undefined,
});

/** Authors waiting validation, oldest first by default, with how long each has waited at `now`. */
export function waitingAuthors(
  db: Kysely<ReadModels>,
  now: Date,
  page: QueuePage = {},
): Promise<ListPage<WaitingAuthor>> {
  return pageOf(
    db
      .selectFrom('admin_queues.author_applications as a')
      .leftJoin('admin_queues.people as p', 'p.user_id', 'a.author_id')
      .where('a.status', '=', 'waiting')
      .select([
        'a.author_id',
        'a.expertise_title',
        'a.country',
        'a.submitted_at',
        'p.email',
        'p.first_name',
        'p.last_name',
      ]),
    queueQuery(page),
    { sortColumns: { submittedAt: 'a.submitted_at' }, key: 'a.author_id' },
    (row) => ({
      authorId: row.author_id,
      ...personOf(row),
      expertiseTitle: row.expertise_title,
      country: row.country,
      submittedAt: row.submitted_at,
      waitingSeconds: secondsBetween(row.submitted_at, now),
    }),
  );
}

/** Publications waiting validation, oldest first by default, with how long each has waited at `now`. */
export function waitingPublications(
  db: Kysely<ReadModels>,
  now: Date,
  page: QueuePage = {},
): Promise<ListPage<WaitingPublication>> {
  return pageOf(
    db
      .selectFrom('admin_queues.publications')
      .where('status', '=', 'waiting')
      .select(['publication_id', 'owner_id', 'name', 'slug', 'topics', 'submitted_at'])
      .$narrowType<{ submitted_at: Date }>(),
    queueQuery(page),
    { sortColumns: { submittedAt: 'submitted_at' }, key: 'publication_id' },
    (row) => ({
      publicationId: row.publication_id,
      ownerId: row.owner_id,
      name: row.name,
      slug: row.slug,
      topics: row.topics,
      submittedAt: row.submitted_at,
      waitingSeconds: secondsBetween(row.submitted_at, now),
    }),
  );
}

/** How many recent decisions the median validation wait is taken over. */
export const RECENT_DECISIONS = 20;

/**
 * The median wait, in seconds, of the last RECENT_DECISIONS validations or rejections of authors and
 * publications: what the platform team and a waiting author are told to expect. Null before any decision.
 */
export async function medianValidationWaitSeconds(db: Kysely<ReadModels>): Promise<number | null> {
  const decisions = db
    .selectFrom('admin_queues.author_applications')
    .select(['submitted_at', 'decided_at'])
    .where('decided_at', 'is not', null)
    .unionAll(
      db
        .selectFrom('admin_queues.publications')
        .select(['submitted_at', 'decided_at'])
        .where('decided_at', 'is not', null)
        .where('submitted_at', 'is not', null)
        .$narrowType<{ submitted_at: Date }>(),
    );
  const row = await db
    .selectFrom(
      db
        .selectFrom(decisions.as('d'))
        .select(sql<number>`extract(epoch from d.decided_at - d.submitted_at)`.as('wait'))
        .orderBy('d.decided_at', 'desc')
        .limit(RECENT_DECISIONS)
        .as('recent'),
    )
    .select(sql<string | null>`percentile_cont(0.5) within group (order by recent.wait)`.as('median'))
    .executeTakeFirst();
  return row?.median == null ? null : Math.max(0, Math.round(Number(row.median)));
}
