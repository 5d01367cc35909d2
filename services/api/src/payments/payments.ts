import type { PaymentPort } from '@afrimedia/payments';

/** The payment provider as the routes see it. */
export interface Payments {
  readonly port: PaymentPort;
  /** The secret the provider signs its webhooks with (`whsec_…`). */
  readonly webhookSecret: string;
  /**
   * Whether raw card fields may be sent on: only to the local test gateway, which takes Stripe's test numbers
   * alone. With real Stripe card data never reaches this server; the browser sends a payment method id.
   */
  readonly acceptsRawCards: boolean;
}
