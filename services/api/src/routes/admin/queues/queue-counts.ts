import { medianValidationWaitSeconds } from '@afrimedia/read-models';
import { sql } from 'kysely';
import { readModelsOf, type ApiDb } from '../../../storage/api-db.ts';

export interface QueueCount {
  readonly count: number;
  /** When the item first in line arrived (or, for scheduled content, the nearest date); null when empty. */
  readonly oldestSubmittedAt: string | null;
}

export interface QueueCounts {
  readonly authorApplications: QueueCount;
  readonly publicationApplications: QueueCount;
  readonly scheduledContent: QueueCount;
  readonly reports: QueueCount;
  readonly medianValidationWaitSeconds: number | null;
}

const countOf = (row: { count: string; oldest: Date | null } | undefined): QueueCount => ({
  count: Number(row?.count ?? 0),
  oldestSubmittedAt: row?.oldest?.toISOString() ?? null,
});

const tally = <C extends string>(column: C) =>
  [sql<string>`count(*)`.as('count'), sql<Date | null>`min(${sql.ref(column)})`.as('oldest')] as const;

/** What waits for the platform team, queue by queue, and how long a validation takes these days. */
export async function queueCounts(db: ApiDb): Promise<QueueCounts> {
  const [authors, publications, scheduled, reports, median] = await Promise.all([
    db
      .selectFrom('admin_queues.author_applications')
      .select(tally('submitted_at'))
      .where('status', '=', 'waiting')
      .executeTakeFirst(),
    db
      .selectFrom('admin_queues.publications')
      .select(tally('submitted_at'))
      .where('status', '=', 'waiting')
      .executeTakeFirst(),
    db
      .selectFrom('scheduling.contents')
      .select(tally('publish_at'))
      .where('publish_at', 'is not', null)
      .executeTakeFirst(),
    db
      .selectFrom('admin_queues.reports')
      .select(tally('reported_at'))
      .where('status', '=', 'open')
      .executeTakeFirst(),
    medianValidationWaitSeconds(readModelsOf(db)),
  ]);
  return {
    authorApplications: countOf(authors),
    publicationApplications: countOf(publications),
    scheduledContent: countOf(scheduled),
    reports: countOf(reports),
    medianValidationWaitSeconds: median,
  };
}
