import { sql, type Kysely } from 'kysely';
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

const pageOf = (page: QueuePage) => ({
  direction: page.sort === 'newest' ? ('desc' as const) : ('asc' as const),
  limit: Math.min(Math.max(page.limit ?? 25, 1), 100),
  offset: Math.max(page.offset ?? 0, 0),
});

const waitedSince = (now: Date, since: Date) =>
  Math.max(0, Math.floor((now.getTime() - since.getTime()) / 1000));

/** Authors waiting validation, oldest first by default, with how long each has waited at `now`. */
export async function waitingAuthors(
  db: Kysely<ReadModels>,
  now: Date,
  page: QueuePage = {},
): Promise<{ rows: WaitingAuthor[]; total: number }> {
  const { direction, limit, offset } = pageOf(page);
  const base = db.selectFrom('admin_queues.author_applications as a').where('a.status', '=', 'waiting');
  const counted = await base.select(sql<string>`count(*)`.as('total')).executeTakeFirst();
  const rows = await base
    .leftJoin('admin_queues.people as p', 'p.user_id', 'a.author_id')
    .select([
      'a.author_id',
      'a.expertise_title',
      'a.country',
      'a.submitted_at',
      'p.email',
      'p.first_name',
      'p.last_name',
    ])
    .orderBy('a.submitted_at', direction)
    .orderBy('a.author_id')
    .limit(limit)
    .offset(offset)
    .execute();
  return {
    total: Number(counted?.total ?? 0),
    rows: rows.map((row) => ({
      authorId: row.author_id,
      email: row.email,
      firstName: row.first_name,
      lastName: row.last_name,
      expertiseTitle: row.expertise_title,
      country: row.country,
      submittedAt: row.submitted_at,
      waitingSeconds: waitedSince(now, row.submitted_at),
    })),
  };
}

/** Publications waiting validation, oldest first by default, with how long each has waited at `now`. */
export async function waitingPublications(
  db: Kysely<ReadModels>,
  now: Date,
  page: QueuePage = {},
): Promise<{ rows: WaitingPublication[]; total: number }> {
  const { direction, limit, offset } = pageOf(page);
  const base = db.selectFrom('admin_queues.publications').where('status', '=', 'waiting');
  const counted = await base.select(sql<string>`count(*)`.as('total')).executeTakeFirst();
  const rows = await base
    .select(['publication_id', 'owner_id', 'name', 'slug', 'topics', 'submitted_at'])
    .orderBy('submitted_at', direction)
    .orderBy('publication_id')
    .limit(limit)
    .offset(offset)
    .execute();
  return {
    total: Number(counted?.total ?? 0),
    rows: rows.map((row) => ({
      publicationId: row.publication_id,
      ownerId: row.owner_id,
      name: row.name,
      slug: row.slug,
      topics: row.topics,
      submittedAt: row.submitted_at!,
      waitingSeconds: waitedSince(now, row.submitted_at!),
    })),
  };
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
