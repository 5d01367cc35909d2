import { reject } from '@afrimedia/domain';
import type { CardSource } from '@afrimedia/payments';
import { ownSubscription, type PaymentUseCase } from './payment-facts.ts';

export interface SavedCard {
  readonly brand: string;
  readonly last4: string;
}

/**
 * A reader gives the card their subscriptions are paid with, renewals of the current one included. The provider checks it when it is attached to the
 * reader's customer (made once per reader); a refusal is thrown as the spec's card code, and is recorded against
 * a subscription the reader is waiting on.
 */
export const saveCard: PaymentUseCase<{ readonly card: CardSource }, SavedCard> = async (
  ports,
  payments,
  actor,
  input,
) => {
  const { userId } = input;
  const { step, state } = await ownSubscription(ports.store, actor, userId);
  let customerId = state.customerId;
  if (customerId === undefined) {
    // Keyed by the reader: two first calls at once make one customer at the provider.
    ({ customerId } = await payments.createCustomer({ userId, idempotencyKey: `customer:${userId}` }));
    await ports.commands.run({
      ...step,
      command: { type: 'RecordPaymentCustomer', data: { userId, customerId } },
    });
  }
  const attached = await payments.attachPaymentMethod({
    customerId,
    card: input.card,
    idempotencyKey: `card:${userId}:${ports.ids.unique()}`,
  });
  if (!attached.ok) {
    const { reason } = attached.refusal;
    if (state.status === 'pending') {
      const { subscriptionId } = state;
      await ports.commands.run({
        ...step,
        command: { type: 'RecordPaymentFailure', data: { subscriptionId, reason } },
      });
    }
    throw reject(reason);
  }
  const { paymentMethodId, brand, last4 } = attached.value;
  // The reader's renewals are charged to the card they saved last.
  if (state.status === 'active' && state.providerSubscriptionId !== undefined) {
    await payments.changeSubscriptionCard({
      subscriptionId: state.providerSubscriptionId,
      paymentMethodId,
      idempotencyKey: `renewal-card:${paymentMethodId}`,
    });
  }
  await ports.commands.run({
    ...step,
    command: { type: 'SaveCard', data: { userId, paymentMethodId, brand, last4 } },
  });
  return { brand, last4 };
};
