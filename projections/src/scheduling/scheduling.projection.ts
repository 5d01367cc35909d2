import type { ReadModels } from '@afrimedia/read-models';
import type { Transaction } from 'kysely';
import type { ProjectedEvent } from '../runtime/projected-event.ts';
import type { Projection } from '../runtime/projection.ts';

type Trx = Transaction<ReadModels>;

/**
 * What must happen later: contents to publish at their date or once their publication is validated,
 * subscriptions to expire at their end.
 */
export const schedulingProjection: Projection = {
  name: 'scheduling',
  canHandle: [
    'PublicationValidated',
    'ContentDrafted',
    'ContentSubmitted',
    'ContentScheduled',
    'ContentPublished',
    'ContentArchived',
    'SubscriptionActivated',
    'SubscriptionPaid',
    'SubscriptionExpired',
    'SubscriptionRequested',
  ],
  async handle(trx, events) {
    for (const event of events) await apply(trx, event);
  },
  async truncate(trx) {
    await trx.deleteFrom('scheduling.contents').execute();
    await trx.deleteFrom('scheduling.publications').execute();
    await trx.deleteFrom('scheduling.subscriptions').execute();
  },
};

async function apply(trx: Trx, { event }: ProjectedEvent): Promise<void> {
  switch (event.type) {
    case 'PublicationValidated':
      await trx
        .insertInto('scheduling.publications')
        .values({ publication_id: event.data.publicationId, validated: true })
        .onConflict((conflict) => conflict.column('publication_id').doUpdateSet({ validated: true }))
        .execute();
      return;
    case 'ContentDrafted':
      await trx
        .insertInto('scheduling.contents')
        .values({
          content_id: event.data.contentId,
          publication_id: event.data.publicationId,
          publish_at: null,
        })
        .onConflict((conflict) => conflict.column('content_id').doNothing())
        .execute();
      return;
    case 'ContentSubmitted':
      await trx
        .updateTable('scheduling.contents')
        .set({ waiting: true })
        .where('content_id', '=', event.data.contentId)
        .execute();
      return;
    case 'ContentScheduled':
      await trx
        .updateTable('scheduling.contents')
        .set({ publish_at: new Date(event.data.publishAt) })
        .where('content_id', '=', event.data.contentId)
        .execute();
      return;
    case 'ContentPublished':
    case 'ContentArchived':
      await trx
        .updateTable('scheduling.contents')
        .set({ publish_at: null, waiting: false })
        .where('content_id', '=', event.data.contentId)
        .execute();
      return;
    case 'SubscriptionRequested':
      await trx
        .insertInto('scheduling.subscriptions')
        .values({ subscription_id: event.data.subscriptionId, user_id: event.data.userId, period_end: null })
        .onConflict((conflict) => conflict.column('subscription_id').doNothing())
        .execute();
      return;
    case 'SubscriptionActivated':
    case 'SubscriptionPaid':
      await trx
        .updateTable('scheduling.subscriptions')
        .set({ period_end: new Date(event.data.periodEnd) })
        .where('subscription_id', '=', event.data.subscriptionId)
        .execute();
      return;
    case 'SubscriptionExpired':
      await trx
        .updateTable('scheduling.subscriptions')
        .set({ period_end: null })
        .where('subscription_id', '=', event.data.subscriptionId)
        .execute();
      return;
    default:
      return;
  }
}
