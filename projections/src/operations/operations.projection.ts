import type { ReadModels } from '@afrimedia/read-models';
import type { Transaction } from 'kysely';
import { defineProjection } from '../runtime/define-projection.ts';

type Trx = Transaction<ReadModels>;

/**
 * What the platform team's console lists besides the validation queues: the contact inbox, the site's
 * configuration and legal versions, subscriptions and their payments. The site configuration row is also what
 * the reader app's configuration call answers, so a change applies without a restart.
 */
export const operationsProjection = defineProjection('operations', {
  tables: [
    'operations.contact_messages',
    'operations.site_config',
    'operations.legal_versions',
    'operations.subscriptions',
    'operations.payments',
  ],
  handlers: {
    ContactMessageReceived: async (trx, { event }) => {
      const { messageId, language, receivedAt, personal } = event.data;
      await trx
        .insertInto('operations.contact_messages')
        .values({ message_id: messageId, ...personal, language, received_at: new Date(receivedAt) })
        .onConflict((conflict) => conflict.column('message_id').doNothing())
        .execute();
    },
    SiteConfigured: async (trx, { event }) => {
      const row = {
        app_access: event.data.appAccess,
        available_languages: JSON.stringify(event.data.availableLanguages),
        default_language: event.data.defaultLanguage,
        site_password_hash: event.data.sitePasswordHash,
        configured_at: new Date(event.data.configuredAt),
      };
      await trx
        .insertInto('operations.site_config')
        .values({ id: 'site', ...row })
        .onConflict((conflict) => conflict.column('id').doUpdateSet(row))
        .execute();
    },
    LegalVersionPublished: async (trx, { event }) => {
      const { versionId, kind, body, publishedAt, effectiveAt } = event.data;
      await trx
        .insertInto('operations.legal_versions')
        .values({
          version_id: versionId,
          kind,
          body: JSON.stringify(body),
          published_at: new Date(publishedAt),
          effective_at: new Date(effectiveAt),
        })
        .onConflict((conflict) => conflict.column('version_id').doNothing())
        .execute();
    },
    SubscriptionRequested: async (trx, { event }) => {
      const { subscriptionId, userId, plan, period, amountCents, requestedAt } = event.data;
      await trx
        .insertInto('operations.subscriptions')
        .values({
          subscription_id: subscriptionId,
          user_id: userId,
          plan,
          period,
          amount_cents: amountCents,
          status: 'requested',
          period_end: null,
          requested_at: new Date(requestedAt),
        })
        .onConflict((conflict) => conflict.column('subscription_id').doNothing())
        .execute();
    },
    SubscriptionActivated: async (trx, { event }) => {
      await trx
        .updateTable('operations.subscriptions')
        .set({ status: 'active', period_end: new Date(event.data.periodEnd) })
        .where('subscription_id', '=', event.data.subscriptionId)
        .execute();
      await recordPayment(trx, {
        id: event.data.paymentId,
        subscriptionId: event.data.subscriptionId,
        at: event.data.activatedAt,
      });
    },
    SubscriptionPaid: async (trx, { event }) => {
      await trx
        .updateTable('operations.subscriptions')
        .set({ status: 'active', period_end: new Date(event.data.periodEnd) })
        .where('subscription_id', '=', event.data.subscriptionId)
        .execute();
      await recordPayment(trx, {
        id: event.data.paymentId,
        subscriptionId: event.data.subscriptionId,
        amountCents: event.data.amountCents,
        at: event.data.paidAt,
      });
    },
    SubscriptionChangeAccepted: async (trx, { event }) => {
      const { subscriptionId, plan, period, amountCents, periodEnd } = event.data;
      await trx
        .updateTable('operations.subscriptions')
        .set({ plan, period, amount_cents: amountCents, period_end: new Date(periodEnd) })
        .where('subscription_id', '=', subscriptionId)
        .execute();
    },
    PaymentFailed: async (trx, projected) => {
      const { event } = projected;
      // A failed payment has no payment id of its own: the event that recorded it names it.
      await recordPayment(trx, {
        id: projected.id,
        subscriptionId: event.data.subscriptionId,
        failureReason: event.data.reason,
        at: event.data.failedAt,
      });
    },
    AutoRenewTurnedOff: async (trx, { event }) => {
      await trx
        .updateTable('operations.subscriptions')
        .set({ auto_renew: false })
        .where('subscription_id', '=', event.data.subscriptionId)
        .execute();
    },
    SubscriptionExpired: async (trx, { event }) => {
      await trx
        .updateTable('operations.subscriptions')
        .set({ status: 'expired' })
        .where('subscription_id', '=', event.data.subscriptionId)
        .execute();
    },
  },
});

async function subscriptionOf(trx: Trx, subscriptionId: string) {
  return trx
    .selectFrom('operations.subscriptions')
    .select(['user_id', 'plan', 'period', 'amount_cents'])
    .where('subscription_id', '=', subscriptionId)
    .executeTakeFirst();
}

async function recordPayment(
  trx: Trx,
  payment: { id: string; subscriptionId: string; amountCents?: number; failureReason?: string; at: string },
): Promise<void> {
  const subscription = await subscriptionOf(trx, payment.subscriptionId);
  if (!subscription) return;
  await trx
    .insertInto('operations.payments')
    .values({
      payment_id: payment.id,
      subscription_id: payment.subscriptionId,
      user_id: subscription.user_id,
      plan: subscription.plan,
      period: subscription.period,
      amount_cents: payment.amountCents ?? subscription.amount_cents,
      status: payment.failureReason === undefined ? 'paid' : 'failed',
      failure_reason: payment.failureReason ?? null,
      occurred_at: new Date(payment.at),
    })
    .onConflict((conflict) => conflict.column('payment_id').doNothing())
    .execute();
}
