import type { ListPage } from '@afrimedia/contracts';
import { sql, type Kysely } from 'kysely';
import { authorApplicationPage } from './admin/author-applications.queries.ts';
import { publicationApplicationPage } from './admin/publication-applications.queries.ts';
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

/** A queue's page as its list's query of the items waiting: by submission, oldest first unless asked otherwise. */
const waitingQuery = (page: QueuePage) => ({
  sort: {
    field: 'submittedAt' as const,
    order: page.sort === 'newest' ? ('desc' as const) : ('asc' as const),
  },
  limit: Math.min(Math.max(page.limit ?? 25, 1), 100),
  offset: Math.max(page.offset ?? 0, 0),
  filter: { status: 'waiting' as const },
});

/** A queue's items waiting, as its list reads them, each made the item the queue answers. */
const waitingIn =
  <Record, Item>(
    list: (
      db: Kysely<ReadModels>,
      now: Date,
      query: ReturnType<typeof waitingQuery>,
    ) => Promise<ListPage<Record>>,
    itemOf: (record: Record) => Item,
  ) =>
  async (db: Kysely<ReadModels>, now: Date, page: QueuePage = {}): Promise<ListPage<Item>> => {
    const { rows, total } = await list(db, now, waitingQuery(page));
    return { total, rows: rows.map(itemOf) };
  };

/** Authors waiting validation, oldest first by default, with how long each has waited at `now`. */
export const waitingAuthors = waitingIn(authorApplicationPage, (application): WaitingAuthor => ({
  authorId: application.id,
  email: application.email,
  firstName: application.firstName,
  lastName: application.lastName,
  expertiseTitle: application.expertiseTitle,
  country: application.country,
  submittedAt: new Date(application.submittedAt),
  waitingSeconds: application.waitingSeconds,
}));

/** Publications waiting validation, oldest first by default, with how long each has waited at `now`. */
export const waitingPublications = waitingIn(
  publicationApplicationPage,
  (publication): WaitingPublication => ({
    publicationId: publication.id,
    ownerId: publication.ownerId,
    name: publication.name,
    slug: publication.slug,
    topics: publication.topics,
    submittedAt: new Date(publication.submittedAt!),
    waitingSeconds: publication.waitingSeconds,
  }),
);

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
