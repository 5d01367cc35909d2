import {
  PLAN_CATALOGUE_STREAM,
  planCatalogueDecider,
  parsePlanId,
  planIdOf,
  reject,
  subscriptionDecider,
  subscriptionStream,
  type PlanPrice,
  type SubscriptionState,
} from '@afrimedia/domain';
import type { EventStore } from '@afrimedia/event-store';
import { foldStream } from '../commands/stream-facts.ts';
import type { PaymentPort } from '@afrimedia/payments';
import type { Actor, CommandPorts } from './ports.ts';

/**
 * The reader's own subscription stream, its commands' step and its state now. A reader pays and unsubscribes
 * for themselves only: another user id is refused, whoever asks.
 */
export async function ownSubscription(store: EventStore, actor: Actor, userId: string) {
  if (actor.userId !== userId) throw reject('FORBIDDEN', 'user_id');
  const step = { stream: subscriptionStream(userId), decider: subscriptionDecider, actorId: userId };
  return { step, state: await subscriptionOf(store, userId) };
}

/** The reader's subscription stream as the command handler would see it now. */
export async function subscriptionOf(store: EventStore, userId: string): Promise<SubscriptionState> {
  return (await foldStream(store, subscriptionStream(userId), subscriptionDecider)).state;
}

/** The price in force of a plan id (`premium-month`), read from the catalogue stream itself. */
export async function priceOf(store: EventStore, planId: string): Promise<PlanPrice> {
  const plan = parsePlanId(planId);
  const catalogue = plan && (await foldStream(store, PLAN_CATALOGUE_STREAM, planCatalogueDecider)).state;
  const price = plan && catalogue?.get(planIdOf(plan.plan, plan.period));
  if (!price) throw reject('NOT_FOUND', 'subscription_id');
  return price;
}

/** A reader's payment call: the ports, the provider, who acts, and the user id it is made for. */
export type PaymentUseCase<Input, Result> = (
  ports: CommandPorts,
  payments: PaymentPort,
  actor: Actor,
  input: Input & { readonly userId: string },
) => Promise<Result>;
