import { createHmac } from 'node:crypto';

/**
 * The gateway plays Stripe, so it signs as Stripe does: `Stripe-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256
 * of "<t>.<raw body>" keyed with the endpoint secret>`. Receivers verify it with the SDK (webhook-signature.ts);
 * the tests check that the SDK accepts what this produces.
 */
export function signatureHeader(payload: string, secret: string, timestampSeconds: number): string {
  const signature = createHmac('sha256', secret)
    .update(`${timestampSeconds}.${payload}`, 'utf8')
    .digest('hex');
  return `t=${timestampSeconds},v1=${signature}`;
}
