import { planIdOf, reject } from '@afrimedia/domain';
import type { PaymentPort } from '@afrimedia/payments';
import { ownSubscription } from './payment-facts.ts';
import type { Actor, CommandPorts } from './ports.ts';

/**
 * A reader turns auto-renew off (spec §4): the provider cancels at the period end and the access lasts until
 * the end date. `planId` is the subscription as the reader's account names it (`premium-month`).
 */
export async function unsubscribe(
  ports: CommandPorts,
  payments: PaymentPort,
  actor: Actor,
  input: { readonly userId: string; readonly planId: string },
): Promise<{ readonly periodEnd: string }> {
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
}
