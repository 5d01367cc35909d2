import { parsePlanId } from './plan-id.ts';

/** The two fields of the account that say whether its holder subscribes (spec §3 User). */
export interface SubscriptionFields {
  readonly subscription_id: string | null;
  readonly subscription_end: Date | string | null;
}

const instant = (value: Date | string) => (typeof value === 'string' ? Date.parse(value) : value.getTime());

/** Spec §4: an end date is not past while now has not gone beyond it, so the end instant itself still counts. */
export function periodNotPast(end: Date | string, now: Date | string): boolean {
  return instant(end) >= instant(now);
}

/**
 * Spec §4: a subscription is active when subscription_id exists and subscription_end is not past. Without an end
 * date nothing was paid for: every activation and renewal sets one, and expiry clears both fields together.
 */
export function hasActiveSubscription(account: SubscriptionFields, now: Date | string): boolean {
  return (
    Boolean(account.subscription_id) &&
    account.subscription_end !== null &&
    periodNotPast(account.subscription_end, now)
  );
}

/**
 * What Premium gives (no ad breaks, exclusive contents, offline saving) belongs to an active subscription to a
 * premium plan; Basic gives unlimited reading only.
 */
export function hasPremium(account: SubscriptionFields, now: Date | string): boolean {
  return (
    hasActiveSubscription(account, now) && parsePlanId(account.subscription_id ?? '')?.plan === 'premium'
  );
}

/**
 * Spec §1: Premium adds offline saving. A saved article or episode stays while the Premium it was saved under has
 * not ended (its end instant included); past it, it is dropped.
 */
export function savedItemKept(savedUnder: Date | string, now: Date | string): boolean {
  return periodNotPast(savedUnder, now);
}

/**
 * The end a saved item keeps once the reader's Premium is known to end at `premiumEnd`: a renewal that ends later
 * carries it along, while an earlier or unreadable end never shortens what was paid for.
 */
export function savedItemEnd(savedUnder: string, premiumEnd: string): string {
  return instant(premiumEnd) > instant(savedUnder) ? premiumEnd : savedUnder;
}
