import { randomBytes } from 'node:crypto';
import { createStripeAdapter } from '@afrimedia/payments';
import { startLocalGateway, type LocalGateway } from '@afrimedia/payments/local-gateway';
import type { Payments } from './payments.ts';

export interface PaymentProvider {
  readonly payments: Payments;
  /** The in-process gateway standing in for Stripe, when no Stripe key is configured. */
  readonly gateway: LocalGateway | undefined;
  stop(): Promise<void>;
}

/**
 * How the local gateway takes cards: `fields`, the reader's own card fields (what `npm start` runs), or `stripe`,
 * the way real Stripe runs, only for tests: raw card fields refused, and a publishable key the gateway issued for
 * the browser's Stripe.js to turn cards into payment methods with. No environment variable reaches it, so no
 * deployment can be switched to a fake Stripe.
 */
export type LocalCardEntry = 'fields' | 'stripe';

/**
 * Stripe when a secret key is configured; otherwise the local gateway, started in this process on an ephemeral
 * port of 127.0.0.1 and reached through the same stripe SDK adapter, its webhooks posted to our own endpoint.
 */
export async function startPaymentProvider(options: {
  readonly stripe:
    | { readonly secretKey: string; readonly webhookSecret: string; readonly publishableKey: string }
    | undefined;
  /** Where the platform receives webhooks: `<api>/payments/stripe/webhook`. */
  readonly webhookUrl: string;
  /** Business time of the local gateway (period ends, webhook timestamps); tests pass a fake one. */
  readonly clock: () => Date;
  /** Without Stripe keys: `fields` unless a test asks for `stripe`. */
  readonly localCardEntry?: LocalCardEntry;
}): Promise<PaymentProvider> {
  if (options.stripe) {
    return {
      payments: {
        port: createStripeAdapter({ secretKey: options.stripe.secretKey, acceptsRawTestCards: false }),
        webhookSecret: options.stripe.webhookSecret,
        cardEntry: { card_entry: 'stripe', publishable_key: options.stripe.publishableKey },
      },
      gateway: undefined,
      stop: async () => undefined,
    };
  }
  // Fresh secrets every start: nothing outside this process ever talks to the local gateway.
  const secretKey = `sk_test_${randomBytes(18).toString('hex')}`;
  const webhookSecret = `whsec_${randomBytes(24).toString('hex')}`;
  const stripeShaped = options.localCardEntry === 'stripe';
  const publishableKey = stripeShaped ? `pk_test_${randomBytes(18).toString('hex')}` : undefined;
  const gateway = await startLocalGateway({
    secretKey,
    ...(publishableKey ? { publishableKey } : {}),
    prices: [],
    clock: options.clock,
    webhook: { url: options.webhookUrl, secret: webhookSecret },
  });
  return {
    payments: {
      port: createStripeAdapter({
        secretKey,
        connection: gateway.connection,
        acceptsRawTestCards: !stripeShaped,
      }),
      webhookSecret,
      cardEntry: publishableKey
        ? { card_entry: 'stripe', publishable_key: publishableKey }
        : { card_entry: 'fields' },
    },
    gateway,
    stop: () => gateway.close(),
  };
}
