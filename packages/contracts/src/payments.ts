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

export const paymentsCalls = defineCalls({
  plans: {
    method: 'get',
    path: '/payments/plans',
    summary: 'The plans and periods on sale and what each costs, in euro cents',
    access: 'public',
    response: z.array(planPrice),
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
