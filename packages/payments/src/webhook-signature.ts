import Stripe from 'stripe';

export type WebhookVerification =
  { readonly ok: true; readonly event: Stripe.Event } | { readonly ok: false; readonly reason: string };

/**
 * Checks a webhook the way Stripe documents it, through the SDK's `constructEvent`: the signature over the
 * raw body as received (not re-serialised JSON) and the timestamp within `toleranceSeconds` of `receivedAt`,
 * which comes from the caller's clock so the check does not read the machine's.
 */
export function verifyWebhook(input: {
  readonly rawBody: string | Buffer;
  readonly signatureHeader: string | undefined;
  readonly secret: string;
  readonly receivedAt: Date;
  readonly toleranceSeconds?: number;
}): WebhookVerification {
  if (!input.signatureHeader) return { ok: false, reason: 'No Stripe-Signature header' };
  try {
    const event = Stripe.webhooks.constructEvent(
      input.rawBody,
      input.signatureHeader,
      input.secret,
      input.toleranceSeconds ?? Stripe.webhooks.DEFAULT_TOLERANCE,
      undefined,
      input.receivedAt.getTime(),
    );
    return { ok: true, event };
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError)
      return { ok: false, reason: error.message };
    throw error;
  }
}
