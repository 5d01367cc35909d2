import { periods, plans } from '@afrimedia/domain';
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

export const paymentsCalls = defineCalls({
  plans: {
    method: 'get',
    path: '/payments/plans',
    summary: 'The plans and periods on sale and what each costs, in euro cents',
    access: 'public',
    response: z.array(planPrice),
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
