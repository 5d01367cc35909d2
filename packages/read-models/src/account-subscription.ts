import type { AccountUser } from './accounts.table.ts';

/**
 * An account as the domain's subscription rules read it (hasActiveSubscription, hasPremium): the spec's
 * `subscription_id` is the plan id the reader subscribed with (`premium-month`, spec §3 User), while the row keeps
 * the subscription's own id, null once it expired, apart from the plan it was taken with.
 */
export function subscriberOf(user: AccountUser) {
  return {
    user_id: user.user_id,
    subscription_id: user.subscription_id === null ? null : user.subscription_plan,
    subscription_end: user.subscription_end,
  };
}
