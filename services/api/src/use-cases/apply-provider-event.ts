import { DomainError, subscriptionDecider, subscriptionStream, SYSTEM_ACTOR } from '@afrimedia/domain';
import { failureReasonFor, type PaymentPort } from '@afrimedia/payments';
import { providerFactOf, type ProviderEvent } from '../payments/provider-event.ts';
import { subscriptionOf } from './payment-facts.ts';
import type { CommandPorts } from './ports.ts';

/**
 * Applies one payment provider event to the reader's subscription. The event says which subscription changed;
 * its state is read again from the provider, so events told late or out of order apply what is true now.
 * Payments are recorded once per invoice id, and the ports' idempotency key (the event's id) makes a delivery
 * repeated append nothing twice. An event that does not apply to what the platform knows (a subscription
 * already expired, one not made by this platform) changes nothing.
 */
export async function applyProviderEvent(
  ports: CommandPorts,
  payments: PaymentPort,
  event: ProviderEvent,
): Promise<void> {
  const fact = providerFactOf(event);
  if (!fact) return;
  const view = await payments.readSubscription(fact.providerSubscriptionId);
  const userId = view?.metadata.user_id;
  const subscriptionId = view?.metadata.subscription_id;
  if (!view || !userId || !subscriptionId) return;
  const step = { stream: subscriptionStream(userId), decider: subscriptionDecider, actorId: SYSTEM_ACTOR };
  const periodEnd = view.periodEnd.toISOString();
  try {
    switch (fact.kind) {
      case 'invoice_paid': {
        const state = await subscriptionOf(ports.store, userId);
        const paymentId = fact.invoiceId;
        await ports.commands.run({
          ...step,
          command:
            (state.status === 'pending' || state.status === 'failed') &&
            state.subscriptionId === subscriptionId
              ? {
                  type: 'ActivateSubscription',
                  data: { subscriptionId, paymentId, periodEnd, providerSubscriptionId: view.subscriptionId },
                }
              : {
                  type: 'RecordRenewalPayment',
                  data: { subscriptionId, paymentId, amountCents: fact.amountCents, periodEnd },
                },
        });
        return;
      }
      case 'invoice_failed': {
        // The invoice carries no decline code; its payment does. A failure no card refusal explains (no card
        // to charge, say) is recorded as a plain decline.
        const refusal = await payments.invoiceFailure(fact.invoiceId);
        const reason = refusal?.reason ?? failureReasonFor(undefined, undefined);
        await ports.commands.run({
          ...step,
          command: { type: 'RecordPaymentFailure', data: { subscriptionId, reason } },
        });
        return;
      }
      case 'subscription_deleted':
        await ports.commands.run({
          ...step,
          command: { type: 'ExpireSubscription', data: { subscriptionId } },
        });
        return;
    }
  } catch (error) {
    // A conflict is retried by the provider's redelivery; a rule's refusal means the event does not apply.
    if (!(error instanceof DomainError) || error.kind === 'conflict') throw error;
  }
}
