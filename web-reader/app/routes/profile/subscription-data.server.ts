import { paymentsCalls } from '@afrimedia/contracts';
import { hasActiveSubscription } from '@afrimedia/domain/subscription';
import { dateText } from '../../i18n/dates.server.ts';
import type { ApiClient } from '../../server/api.server.ts';
import type { User } from '../../server/root-data.server.ts';

/**
 * What the subscription tab shows, its dates written on the server in the reader's language, and how its card
 * form takes a card, as the API says (the reader holds no payment setting of its own).
 */
export async function subscriptionTabData(api: ApiClient, lang: string, user: User, now: Date) {
  const active = hasActiveSubscription(user, now);
  const [plans, cardEntry, history] = await Promise.all([
    // A subscriber is offered the other plans to change to, paid with the card on file.
    api.call(paymentsCalls.plans),
    // No card form shows while the reader holds a subscription.
    active ? Promise.resolve(null) : api.call(paymentsCalls.cardEntry),
    api.call(paymentsCalls.history),
  ]);
  return {
    active,
    autoRenew: history.auto_renew,
    plans,
    cardEntry,
    payments: history.payments.map(({ occurredAt, ...payment }) => ({
      ...payment,
      date: dateText(lang, occurredAt),
    })),
  };
}

export type SubscriptionTabData = Awaited<ReturnType<typeof subscriptionTabData>>;
