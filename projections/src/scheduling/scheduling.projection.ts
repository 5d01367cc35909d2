import type { ReadModels } from '@afrimedia/read-models';
import { sql, type Insertable, type Transaction } from 'kysely';
import { existingIds } from '../runtime/existing-ids.ts';
import { foldRows } from '../runtime/fold-rows.ts';
import { inChunks } from '../runtime/in-chunks.ts';
import type { ProjectedEvent } from '../runtime/projected-event.ts';
import { defineProjection } from '../runtime/define-projection.ts';
import { together, type ProjectedEventOf } from '../runtime/event-handlers.ts';

type Trx = Transaction<ReadModels>;

/**
 * What must happen later: contents to publish at their date or once their publication is validated,
 * subscriptions to expire at their end.
 */
export const schedulingProjection = defineProjection('scheduling', {
  tables: ['scheduling.contents', 'scheduling.publications', 'scheduling.subscriptions'],
  handlers: {
    // A content's draft and status changes make most of what this projection reads: each run of them is folded
    // in memory and written with one insert and one update per chunk.
    ...together(
      ['ContentDrafted', 'ContentSubmitted', 'ContentScheduled', 'ContentPublished', 'ContentArchived'],
      writeContentRun,
    ),
    PublicationValidated: async (trx, { event }) => {
      await trx
        .insertInto('scheduling.publications')
        .values({ publication_id: event.data.publicationId, validated: true })
        .onConflict((conflict) => conflict.column('publication_id').doUpdateSet({ validated: true }))
        .execute();
    },
    SubscriptionRequested: async (trx, { event }) => {
      await trx
        .insertInto('scheduling.subscriptions')
        .values({ subscription_id: event.data.subscriptionId, user_id: event.data.userId, period_end: null })
        .onConflict((conflict) => conflict.column('subscription_id').doNothing())
        .execute();
    },
    SubscriptionActivated: setPeriodEnd,
    SubscriptionPaid: setPeriodEnd,
    SubscriptionChangeAccepted: setPeriodEnd,
    SubscriptionExpired: async (trx, { event }) => {
      await trx
        .updateTable('scheduling.subscriptions')
        .set({ period_end: null })
        .where('subscription_id', '=', event.data.subscriptionId)
        .execute();
    },
  },
});

async function setPeriodEnd(
  trx: Trx,
  { event }: ProjectedEventOf<'SubscriptionActivated' | 'SubscriptionPaid' | 'SubscriptionChangeAccepted'>,
): Promise<void> {
  await trx
    .updateTable('scheduling.subscriptions')
    .set({ period_end: new Date(event.data.periodEnd) })
    .where('subscription_id', '=', event.data.subscriptionId)
    .execute();
}

type ContentRow = Insertable<ReadModels['scheduling.contents']>;
/** `publish_at` null is a value here (nothing scheduled), so a change says whether it sets it. */
type ContentChange = { waiting?: boolean; publish_at?: Date | null };

/** What a content event changes on the content's row; a draft's row itself comes from `draftOf`. */
function contentChange({ event }: ProjectedEvent): ContentChange | undefined {
  switch (event.type) {
    case 'ContentDrafted':
      return {};
    case 'ContentSubmitted':
      return { waiting: true };
    case 'ContentScheduled':
      return { publish_at: new Date(event.data.publishAt) };
    case 'ContentPublished':
    case 'ContentArchived':
      return { publish_at: null, waiting: false };
    default:
      return undefined;
  }
}

const contentIdOf = ({ event }: ProjectedEvent) =>
  'contentId' in event.data ? String(event.data.contentId) : '';

/**
 * Folds a run as one event at a time would apply it: a content drafted twice keeps its first row, and a change
 * reaches only a content that exists at that point. `existing` are the run's contents already in the table.
 */
export function foldContentRun(run: readonly ProjectedEvent[], existing: ReadonlySet<string>) {
  return foldRows<ProjectedEvent, ContentRow, ContentChange>(run, existing, (projected) => {
    const { event } = projected;
    const id = contentIdOf(projected);
    return {
      id,
      ...(event.type === 'ContentDrafted'
        ? { create: () => ({ content_id: id, publication_id: event.data.publicationId, publish_at: null }) }
        : {}),
      change: contentChange(projected) ?? {},
    };
  });
}

async function writeContentRun(trx: Trx, run: readonly ProjectedEvent[]): Promise<void> {
  const existing = await existingIds(trx, 'scheduling.contents', run.map(contentIdOf));
  const { inserts, updates } = foldContentRun(run, existing);
  await inChunks(inserts, (chunk) =>
    trx
      .insertInto('scheduling.contents')
      .values(chunk)
      .onConflict((conflict) => conflict.column('content_id').doNothing())
      .execute(),
  );
  const changed = [...updates].filter(([, change]) => Object.keys(change).length > 0);
  await inChunks(changed, (chunk) =>
    sql`update scheduling.contents c set
          waiting = coalesce(v.waiting, c.waiting),
          publish_at = case when v.sets_publish_at then v.publish_at else c.publish_at end
        from (values ${sql.join(
          chunk.map(
            ([id, change]) =>
              sql`(${id}, ${change.waiting ?? null}::boolean, ${'publish_at' in change}::boolean,
                ${change.publish_at ?? null}::timestamptz)`,
          ),
        )}) as v(content_id, waiting, sets_publish_at, publish_at)
        where c.content_id = v.content_id`.execute(trx),
  );
}
