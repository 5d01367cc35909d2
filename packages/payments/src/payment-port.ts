import type { PaymentFailureReason } from './card-refusals.ts';

/**
 * What the API asks of the payment provider. Stripe behind it in production; the local test-mode gateway
 * when `STRIPE_SECRET_KEY` is unset. Card problems come back as a typed refusal carrying one of the spec's
 * six card codes (§8); anything else (network, bad key, misuse) is thrown, as it is no answer to the reader.
 */
export interface PaymentPort {
  /** One provider customer per user; it carries the user id only, never personal data. */
  createCustomer(input: { userId: string; idempotencyKey: string }): Promise<Customer>;
  /** Attaches a card to the customer, which is when the provider checks it. */
  attachPaymentMethod(input: {
    customerId: string;
    card: CardSource;
    idempotencyKey: string;
  }): Promise<PaymentOutcome<AttachedCard>>;
  /** The product inline prices are sold under, made once whatever the number of calls. */
  ensureProduct(input: { productId: string; name: string }): Promise<void>;
  /**
   * Subscribes and takes the first payment at once: a refused payment leaves no subscription. `metadata` rides
   * on the provider's subscription, so its webhooks name whose subscription it is.
   */
  createSubscription(input: {
    customerId: string;
    price: SubscriptionPrice;
    paymentMethodId: string;
    idempotencyKey: string;
    metadata?: Readonly<Record<string, string>>;
  }): Promise<PaymentOutcome<SubscriptionView>>;
  /** The card the subscription's renewals are charged to from now on. */
  changeSubscriptionCard(input: {
    subscriptionId: string;
    paymentMethodId: string;
    idempotencyKey: string;
  }): Promise<SubscriptionView>;
  /**
   * Moves a live subscription to another price now: the new period starts now, unused time of the old one is
   * credited, and the difference is charged at once. A refused charge changes nothing.
   */
  changeSubscriptionPrice(input: {
    subscriptionId: string;
    price: SubscriptionPrice;
    idempotencyKey: string;
  }): Promise<PaymentOutcome<PriceChanged>>;
  /** Turns auto-renew off: access lasts until the period end (spec §4). */
  cancelAtPeriodEnd(input: { subscriptionId: string; idempotencyKey: string }): Promise<SubscriptionView>;
  readSubscription(subscriptionId: string): Promise<SubscriptionView | undefined>;
  /**
   * Why the card refused an invoice's payment, read from the payment itself since the invoice carries no decline
   * code; undefined when no payment of the invoice was refused.
   */
  invoiceFailure(invoiceId: string): Promise<PaymentRefusal | undefined>;
}

/**
 * A card as the browser hands it over: a payment method id that Stripe.js made, or, for the local gateway
 * only, the spec's raw card fields (its payment form) restricted to Stripe's published test numbers.
 */
export type CardSource =
  | { readonly kind: 'payment_method'; readonly paymentMethodId: string }
  | {
      readonly kind: 'test_card';
      readonly number: string;
      readonly expMonth: number;
      readonly expYear: number;
      readonly cvc: string;
      readonly owner: string;
    };

export type BillingInterval = 'day' | 'week' | 'month' | 'year';

/** A price the provider already has, or one given inline: integer euro cents every `interval`, under `productId`. */
export type SubscriptionPrice =
  | { readonly priceId: string }
  | { readonly amountCents: number; readonly interval: BillingInterval; readonly productId: string };

export type PaymentOutcome<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly refusal: PaymentRefusal };

export interface PaymentRefusal {
  readonly reason: PaymentFailureReason;
  /** Stripe's own words, for logs; the reader sees the spec's message for `reason`. */
  readonly providerCode: string | undefined;
  readonly providerDeclineCode: string | undefined;
}

export interface Customer {
  readonly customerId: string;
}

export interface AttachedCard {
  readonly paymentMethodId: string;
  readonly brand: string;
  readonly last4: string;
}

export const subscriptionStatuses = [
  'active',
  'canceled',
  'incomplete',
  'incomplete_expired',
  'past_due',
  'paused',
  'trialing',
  'unpaid',
] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

export interface PriceChanged {
  readonly view: SubscriptionView;
  /** The invoice of the change: the new price less the credit for the old one's unused time, in integer cents. */
  readonly invoice: { readonly id: string; readonly amountCents: number };
}

export interface SubscriptionView {
  readonly subscriptionId: string;
  readonly customerId: string;
  readonly priceId: string;
  readonly status: SubscriptionStatus;
  /** Integer cents. */
  readonly amountCents: number;
  readonly currency: 'eur';
  readonly periodEnd: Date;
  readonly autoRenew: boolean;
  readonly metadata: Readonly<Record<string, string>>;
  /** The invoice of the last payment asked: the first payment's id once subscribed. */
  readonly latestInvoiceId: string | null;
}
