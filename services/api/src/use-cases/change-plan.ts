import { planIdOf, reject, type PlanPrice, type SubscriptionState } from '@afrimedia/domain';
import type { PaymentPort } from '@afrimedia/payments';
import { subscriptionOf, type ownSubscription } from './payment-facts.ts';
import type { CommandPorts } from './ports.ts';

export interface Subscribed {
  readonly planId: string;
  readonly periodEnd: string;
  readonly autoRenew: boolean;
}

type Step = Awaited<ReturnType<typeof ownSubscription>>['step'];
type Active = Extract<SubscriptionState, { status: 'active' }>;
type Change = NonNullable<Active['pendingChange']>;

/**
 * A subscriber moves to another plan id (spec §4: a change request, accepted or refused). The request is
 * recorded first; the provider then moves the subscription to the new price, crediting the unused time and
 * charging the difference now, and its answer is recorded. A refusal is thrown as the spec's change message.
 * A change left unanswered (the provider could not be reached) is settled first, under its own key, so the
 * reader is charged for it once and can go on.
 */
export async function changePlan(
  ports: CommandPorts,
  payments: PaymentPort,
  { step, userId, before, price }: { step: Step; userId: string; before: Active; price: PlanPrice },
): Promise<Subscribed> {
  const wanted = planIdOf(price.plan, price.period);
  const stale = before.pendingChange;
  if (stale) {
    const settled = await settleChange(ports, payments, { step, userId }, before, stale);
    if (planIdOf(stale.plan, stale.period) === wanted) return answered(settled);
  }
  const current = await subscriptionOf(ports.store, userId);
  if (current.status !== 'active') throw reject('INVALID_STATE_TRANSITION');
  const { plan, period, amountCents } = price;
  await ports.commands.run({
    ...step,
    command: {
      type: 'RequestSubscriptionChange',
      data: {
        subscriptionId: current.subscriptionId,
        changeId: ports.ids.unique(),
        plan,
        period,
        amountCents,
      },
    },
  });
  // Read back rather than trusted: a retried call replays the request it made the first time.
  const requested = await subscriptionOf(ports.store, userId);
  if (requested.status !== 'active' || !requested.pendingChange) throw reject('INVALID_STATE_TRANSITION');
  return answered(await settleChange(ports, payments, { step, userId }, requested, requested.pendingChange));
}

function answered(state: Active | undefined): Subscribed {
  if (!state) throw reject('SUBSCRIPTION_CHANGE_REJECTED');
  return {
    planId: planIdOf(state.plan, state.period),
    periodEnd: state.periodEnd,
    autoRenew: state.autoRenew,
  };
}

/** Asks the provider for one change and records its answer: the subscription after it, or undefined if refused. */
async function settleChange(
  ports: CommandPorts,
  payments: PaymentPort,
  { step, userId }: { step: Step; userId: string },
  state: Active,
  change: Change,
): Promise<Active | undefined> {
  const { subscriptionId, providerSubscriptionId } = state;
  if (providerSubscriptionId === undefined) throw reject('INVALID_STATE_TRANSITION');
  const { changeId, plan, period, amountCents } = change;
  const productId = `afrimedia-${plan}`;
  await payments.ensureProduct({ productId, name: `Afrimedia ${plan}` });
  const outcome = await payments.changeSubscriptionPrice({
    subscriptionId: providerSubscriptionId,
    price: { amountCents, interval: period, productId },
    idempotencyKey: `change:${changeId}`,
  });
  await ports.commands.run({
    ...step,
    command: {
      type: 'AnswerSubscriptionChange',
      data: outcome.ok
        ? {
            subscriptionId,
            changeId,
            accepted: true,
            paymentId: outcome.value.invoice.id,
            chargedCents: outcome.value.invoice.amountCents,
            periodEnd: outcome.value.view.periodEnd.toISOString(),
          }
        : { subscriptionId, changeId, accepted: false, reason: outcome.refusal.reason },
    },
  });
  if (!outcome.ok) return undefined;
  const after = await subscriptionOf(ports.store, userId);
  return after.status === 'active' ? after : undefined;
}
