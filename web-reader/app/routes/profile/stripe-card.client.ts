import { failureReasonFor } from '@afrimedia/payments/card-refusals';
import {
  loadStripe,
  type StripeCardElement,
  type StripeElementLocale,
  type StripeError,
} from '@stripe/stripe-js';

/** A card refusal as the reader's catalogue names it: one of the spec's card codes, or a generic failure. */
export type CardProblem = ReturnType<typeof failureReasonFor> | 'SOMETHING_WENT_WRONG';

export interface MountedCard {
  /** Sends the card to Stripe from the browser and answers the payment method id, or what Stripe refused. */
  paymentMethod(ownerName: string): Promise<{ id: string } | { problem: CardProblem }>;
  /** Empties the card, as a refused form shows the raw card fields empty again. */
  clear(): void;
  destroy(): void;
}

/**
 * Card checks (Stripe.js's own and the card network's) read with the spec's card messages; anything else (no
 * connection, a misconfigured key) is not the reader's card and reads as a generic failure.
 */
function problemOf(error: Pick<StripeError, 'type' | 'code' | 'decline_code'>): CardProblem {
  if (error.type !== 'card_error' && error.type !== 'validation_error') return 'SOMETHING_WENT_WRONG';
  return failureReasonFor(error.code, error.decline_code);
}

/**
 * Loads Stripe.js from js.stripe.com (Stripe allows no copy of it) and mounts its Card Element in `container`:
 * the card number, expiry and CVC are typed into Stripe's frame, so they never reach this page's scripts, its
 * form or our server. `onProblem` hears what the element finds wrong while the reader types, and when it is fixed.
 */
export async function mountCard(options: {
  publishableKey: string;
  container: HTMLElement;
  locale: string;
  onProblem: (problem: CardProblem | undefined) => void;
}): Promise<MountedCard> {
  const stripe = await loadStripe(options.publishableKey);
  if (!stripe) throw new Error('Stripe.js loaded without a Stripe object');
  const styles = getComputedStyle(options.container);
  const card: StripeCardElement = stripe
    .elements({ locale: options.locale as StripeElementLocale })
    .create('card', {
      hidePostalCode: true,
      style: { base: { color: styles.color, fontFamily: styles.fontFamily, fontSize: '16px' } },
    });
  card.on('change', (event) => options.onProblem(event.error ? problemOf(event.error) : undefined));
  card.mount(options.container);
  return {
    async paymentMethod(ownerName) {
      const { paymentMethod, error } = await stripe.createPaymentMethod({
        type: 'card',
        card,
        billing_details: { name: ownerName },
      });
      if (error) return { problem: problemOf(error) };
      return { id: paymentMethod.id };
    },
    clear: () => card.clear(),
    destroy: () => card.destroy(),
  };
}
