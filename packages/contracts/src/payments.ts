import { paymentFailureReasons, periods, plans } from '@afrimedia/domain';
import { z } from 'zod';
import { defineCalls } from './call.ts';

/** A plan and period a reader may subscribe to, at the price new subscribers pay today. */
export const planPrice = z.object({
  /** The spec's `subscription_id`: what the subscription call takes. */
  id: z.string(),
  plan: z.enum(plans),
  period: z.enum(periods),
  amountCents: z.number().int().positive(),
  currency: z.literal('eur'),
});

/** One payment of the signed-in reader's subscriptions: paid, or failed with the card refusal that stopped it. */
export const readerPayment = z.object({
  id: z.string(),
  occurredAt: z.string(),
  plan: z.enum(plans),
  period: z.enum(periods),
  amountCents: z.number().int().nonnegative(),
  status: z.enum(['paid', 'failed']),
  failureReason: z.enum(paymentFailureReasons).nullable(),
});

/**
 * How the reader's card form takes a card: its own number, expiry and CVC fields, sent to the API (the local test
 * gateway, Stripe's test numbers only), or Stripe's Card Element under this publishable key, which sends the card
 * to Stripe from the browser and hands the form a `payment_method` id: with real Stripe no card reaches the API.
 */
export const cardEntry = z.discriminatedUnion('card_entry', [
  z.object({ card_entry: z.literal('fields') }),
  z.object({ card_entry: z.literal('stripe'), publishable_key: z.string().startsWith('pk_') }),
]);
export type CardEntry = z.output<typeof cardEntry>;

export const paymentsCalls = defineCalls({
  plans: {
    method: 'get',
    path: '/payments/plans',
    summary: 'The plans and periods on sale and what each costs, in euro cents',
    access: 'public',
    response: z.array(planPrice),
  },
  cardEntry: {
    method: 'get',
    path: '/payments/card-entry',
    summary:
      'How a card is taken: `fields` (the raw card fields of the save-card call, local test gateway only) or `stripe` with the publishable key Stripe.js runs under, whose Card Element makes the `payment_method` id the save-card call then takes; PAYMENTS_NOT_AVAILABLE without a payment provider',
    access: 'public',
    response: cardEntry,
  },
  history: {
    method: 'get',
    path: '/payments/history',
    summary:
      "The signed-in reader's own subscription payments, newest first, and whether their subscription renews by itself",
    access: 'user',
    response: z.object({ auto_renew: z.boolean(), payments: z.array(readerPayment) }),
  },
  stripeWebhook: {
    method: 'post',
    path: '/payments/stripe/webhook',
    summary:
      "The payment provider's events (renewals paid, payments failed, subscriptions ended), signed in the `Stripe-Signature` header over the raw body; a bad signature answers 400",
    access: 'public',
    body: z.looseObject({ id: z.string(), type: z.string(), data: z.looseObject({}) }),
    response: z.object({ received: z.literal(true) }),
  },
});
