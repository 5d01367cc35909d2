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
 * Stripe when a secret key is configured; otherwise the local gateway, started in this process on an ephemeral
 * port of 127.0.0.1 and reached through the same stripe SDK adapter, its webhooks posted to our own endpoint.
 */
export async function startPaymentProvider(options: {
  readonly stripe: { readonly secretKey: string; readonly webhookSecret: string } | undefined;
  /** Where the platform receives webhooks: `<api>/payments/stripe/webhook`. */
  readonly webhookUrl: string;
  /** Business time of the local gateway (period ends, webhook timestamps); tests pass a fake one. */
  readonly clock: () => Date;
}): Promise<PaymentProvider> {
  if (options.stripe) {
    return {
      payments: {
        port: createStripeAdapter({ secretKey: options.stripe.secretKey, acceptsRawTestCards: false }),
        webhookSecret: options.stripe.webhookSecret,
        acceptsRawCards: false,
      },
      gateway: undefined,
      stop: async () => undefined,
    };
  }
  // Fresh secrets every start: nothing outside this process ever talks to the local gateway.
  const secretKey = `sk_test_${randomBytes(18).toString('hex')}`;
  const webhookSecret = `whsec_${randomBytes(24).toString('hex')}`;
  const gateway = await startLocalGateway({
    secretKey,
    prices: [],
    clock: options.clock,
    webhook: { url: options.webhookUrl, secret: webhookSecret },
  });
  return {
    payments: {
      port: createStripeAdapter({ secretKey, connection: gateway.connection, acceptsRawTestCards: true }),
      webhookSecret,
      acceptsRawCards: true,
    },
    gateway,
    stop: () => gateway.close(),
  };
}
