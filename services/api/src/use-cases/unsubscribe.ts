import { planIdOf, reject } from '@afrimedia/domain';
import { ownSubscription, type PaymentUseCase } from './payment-facts.ts';

/**
 * A reader turns auto-renew off (spec §4): the provider cancels at the period end and the access lasts until
 * the end date. `planId` is the subscription as the reader's account names it (`premium-month`).
 */
export const unsubscribe: PaymentUseCase<
  { readonly planId: string },
  { readonly periodEnd: string }
> = async (ports, payments, actor, input) => {
  const { step, state } = await ownSubscription(ports.store, actor, input.userId);
  if (state.status !== 'active' || planIdOf(state.plan, state.period) !== input.planId) {
    throw reject('NOT_FOUND', 'subscription_id');
  }
  if (state.providerSubscriptionId !== undefined) {
    await payments.cancelAtPeriodEnd({
      subscriptionId: state.providerSubscriptionId,
      idempotencyKey: `cancel:${state.subscriptionId}`,
    });
  }
  await ports.commands.run({
    ...step,
    command: { type: 'TurnOffAutoRenew', data: { subscriptionId: state.subscriptionId } },
  });
  return { periodEnd: state.periodEnd };
};
