import type { AdminQueueCount, AdminQueueCounts } from '@afrimedia/contracts';
import { sql } from 'kysely';
import { medianValidationWaitSeconds } from '../admin-queues.queries.ts';
import type { AdminDb } from './list-sql.ts';

const countOf = (row: { count: string; oldest: Date | null } | undefined): AdminQueueCount => ({
  count: Number(row?.count ?? 0),
  oldestSubmittedAt: row?.oldest?.toISOString() ?? null,
});

const tally = <C extends string>(column: C) =>
  [sql<string>`count(*)`.as('count'), sql<Date | null>`min(${sql.ref(column)})`.as('oldest')] as const;

/** What waits for the platform team, queue by queue, and how long a validation takes these days. */
export async function queueCounts(db: AdminDb): Promise<AdminQueueCounts> {
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
    medianValidationWaitSeconds(db),
  ]);
  return {
    authorApplications: countOf(authors),
    publicationApplications: countOf(publications),
    scheduledContent: countOf(scheduled),
    reports: countOf(reports),
    medianValidationWaitSeconds: median,
  };
}
