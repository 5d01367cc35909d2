import type { CardEntry } from '@afrimedia/contracts';
import type { PaymentPort } from '@afrimedia/payments';

/** The payment provider as the routes see it. */
export interface Payments {
  readonly port: PaymentPort;
  /** The secret the provider signs its webhooks with (`whsec_…`). */
  readonly webhookSecret: string;
  /**
   * How the reader's form takes a card. Raw card fields are sent on only with `fields`: the local test gateway,
   * which takes Stripe's test numbers alone. With `stripe` card data never reaches this server; the browser's
   * Stripe.js sends it to Stripe and the form sends a payment method id.
   */
  readonly cardEntry: CardEntry;
}
