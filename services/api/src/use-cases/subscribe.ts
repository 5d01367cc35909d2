import { planIdOf, reject } from '@afrimedia/domain';
import { changePlan, type Subscribed } from './change-plan.ts';
import { ownSubscription, priceOf, subscriptionOf, type PaymentUseCase } from './payment-facts.ts';

/**
 * A reader subscribes to a plan id at its price in force, with the card they saved: the request is recorded
 * first, then the provider takes the first payment; a refusal is recorded and thrown as the spec's card code.
 * The subscription's own events carry its amount, so a later price change leaves it as it is. A subscriber who
 * asks for another plan id makes a change request of it.
 */
export const subscribe: PaymentUseCase<{ readonly planId: string }, Subscribed> = async (
  ports,
  payments,
  actor,
  input,
) => {
  const { userId } = input;
  const { step, state: before } = await ownSubscription(ports.store, actor, userId);
  const price = await priceOf(ports.store, input.planId);
  if (before.status === 'active') return changePlan(ports, payments, { step, userId, before, price });
  const { customerId, paymentMethodId } = before;
  if (customerId === undefined || paymentMethodId === undefined) throw reject('INVALID_STATE_TRANSITION');

  const { plan, period } = price;
  // A request of this plan left waiting (the provider could not be reached) is taken up again under the same
  // provider key, at its own amount, rather than leaving the reader unable to subscribe.
  const resumed = before.status === 'pending' && planIdOf(before.plan, before.period) === input.planId;
  if (!resumed) {
    await ports.commands.run({
      ...step,
      command: {
        type: 'RequestSubscription',
        data: { userId, subscriptionId: ports.ids.unique(), plan, period, amountCents: price.amountCents },
      },
    });
  }
  // Read back rather than trusted: a retried call replays the request it made the first time.
  const requested = await subscriptionOf(ports.store, userId);
  if (requested.status !== 'pending') throw reject('INVALID_STATE_TRANSITION');
  const { subscriptionId, amountCents } = requested;

  const productId = `afrimedia-${plan}`;
  await payments.ensureProduct({ productId, name: `Afrimedia ${plan}` });
  const created = await payments.createSubscription({
    customerId,
    paymentMethodId,
    price: { amountCents, interval: period, productId },
    metadata: { user_id: userId, subscription_id: subscriptionId },
    idempotencyKey: `subscribe:${subscriptionId}`,
  });
  if (!created.ok) {
    const { reason } = created.refusal;
    await ports.commands.run({
      ...step,
      command: { type: 'RecordPaymentFailure', data: { subscriptionId, reason } },
    });
    throw reject(reason);
  }
  const view = created.value;
  const periodEnd = view.periodEnd.toISOString();
  await ports.commands.run({
    ...step,
    command: {
      type: 'ActivateSubscription',
      data: {
        subscriptionId,
        // The first invoice's id, which its `invoice.paid` webhook names too: the payment is recorded once.
        paymentId: view.latestInvoiceId ?? view.subscriptionId,
        periodEnd,
        providerSubscriptionId: view.subscriptionId,
      },
    },
  });
  return { planId: planIdOf(plan, period), periodEnd, autoRenew: true };
};
