import Stripe from 'stripe';
import { failureReasonFor } from './card-refusals.ts';
import {
  subscriptionStatuses,
  type AttachedCard,
  type CardSource,
  type PaymentOutcome,
  type PaymentPort,
  type SubscriptionPrice,
  type SubscriptionStatus,
  type SubscriptionView,
} from './payment-port.ts';

export interface StripeAdapterOptions {
  readonly secretKey: string;
  /** Where the API lives: unset for api.stripe.com, the local gateway's `connection` otherwise. */
  readonly connection?: { readonly host: string; readonly port: number; readonly protocol: 'http' | 'https' };
  /**
   * Raw card fields are accepted only by the local test gateway (ARCHITECTURE §6): with real Stripe card data
   * never reaches our server, so this stays false there.
   */
  readonly acceptsRawTestCards: boolean;
  /** Retries the SDK makes on network errors and 5xx, each under the same idempotency key. */
  readonly maxNetworkRetries?: number;
}

/**
 * The payment port on the stripe SDK. Every call that changes something carries the caller's idempotency key,
 * so a request repeated after a timeout is answered, not executed, twice; SDK card errors become refusals.
 */
export function createStripeAdapter(options: StripeAdapterOptions): PaymentPort {
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: options.maxNetworkRetries ?? 2,
    ...(options.connection ?? {}),
  });

  return {
    async createCustomer({ userId, idempotencyKey }) {
      const customer = await stripe.customers.create({ metadata: { user_id: userId } }, { idempotencyKey });
      return { customerId: customer.id };
    },

    async attachPaymentMethod({ customerId, card, idempotencyKey }) {
      return refusingCards(async (): Promise<AttachedCard> => {
        // One caller key covers two calls here; each gets its own derived key, as one key may name one request.
        const paymentMethodId = await paymentMethodFor(card, `${idempotencyKey}:create`);
        const attached = await stripe.paymentMethods.attach(
          paymentMethodId,
          { customer: customerId },
          { idempotencyKey: `${idempotencyKey}:attach` },
        );
        return {
          paymentMethodId: attached.id,
          brand: attached.card?.brand ?? 'unknown',
          last4: attached.card?.last4 ?? '',
        };
      });
    },

    async ensureProduct({ productId, name }) {
      try {
        await stripe.products.create({ id: productId, name }, { idempotencyKey: `product:${productId}` });
      } catch (error) {
        const exists =
          error instanceof Stripe.errors.StripeInvalidRequestError &&
          error.code === 'resource_already_exists';
        if (!exists) throw error;
      }
    },

    async createSubscription({ customerId, price, paymentMethodId, idempotencyKey, metadata }) {
      return refusingCards(async () =>
        view(
          await stripe.subscriptions.create(
            {
              customer: customerId,
              items: [subscriptionItem(price)],
              ...(metadata ? { metadata: { ...metadata } } : {}),
              default_payment_method: paymentMethodId,
              // A refused first payment is a refusal now, not an `incomplete` subscription left behind.
              payment_behavior: 'error_if_incomplete',
            },
            { idempotencyKey },
          ),
        ),
      );
    },

    async changeSubscriptionCard({ subscriptionId, paymentMethodId, idempotencyKey }) {
      return view(
        await stripe.subscriptions.update(
          subscriptionId,
          { default_payment_method: paymentMethodId },
          { idempotencyKey },
        ),
      );
    },

    async changeSubscriptionPrice({ subscriptionId, price, idempotencyKey }) {
      const current = await stripe.subscriptions.retrieve(subscriptionId);
      const item = current.items.data[0];
      if (!item) throw new Error(`Subscription ${subscriptionId} has no item`);
      return refusingCards(async () => {
        const updated = await stripe.subscriptions.update(
          subscriptionId,
          {
            items: [{ id: item.id, ...subscriptionItem(price) }],
            // A new period from now, the old one's unused time credited and the rest charged on one invoice now.
            billing_cycle_anchor: { type: 'now' },
            proration_behavior: 'always_invoice',
            // A refused charge is a refusal now, not a changed subscription left past due.
            payment_behavior: 'error_if_incomplete',
            expand: ['latest_invoice'],
          },
          { idempotencyKey },
        );
        const invoice = updated.latest_invoice;
        if (invoice === null || typeof invoice === 'string') {
          throw new Error(`Subscription ${subscriptionId} answered without its latest invoice expanded`);
        }
        return { view: view(updated), invoice: { id: invoice.id, amountCents: invoice.amount_paid } };
      });
    },

    async cancelAtPeriodEnd({ subscriptionId, idempotencyKey }) {
      return view(
        await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true }, { idempotencyKey }),
      );
    },

    async readSubscription(subscriptionId) {
      try {
        return view(await stripe.subscriptions.retrieve(subscriptionId));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') {
          return undefined;
        }
        throw error;
      }
    },

    async invoiceFailure(invoiceId) {
      const payments = await stripe.invoicePayments.list({
        invoice: invoiceId,
        expand: ['data.payment.payment_intent'],
      });
      // The invoice's own payment: its PaymentIntent holds the error of the last attempt to charge the card.
      const payment = payments.data.find((candidate) => candidate.is_default) ?? payments.data[0];
      const intent = payment?.payment.payment_intent;
      const error =
        typeof intent === 'object' && intent.status !== 'succeeded' ? intent.last_payment_error : null;
      if (!error) return undefined;
      return {
        reason: failureReasonFor(error.code, error.decline_code),
        providerCode: error.code,
        providerDeclineCode: error.decline_code,
      };
    },
  };

  async function paymentMethodFor(card: CardSource, idempotencyKey: string): Promise<string> {
    if (card.kind === 'payment_method') return card.paymentMethodId;
    if (!options.acceptsRawTestCards) {
      throw new Error(
        'Raw card fields are accepted only by the local test gateway; send a payment method id.',
      );
    }
    const created = await stripe.paymentMethods.create(
      {
        type: 'card',
        card: { number: card.number, exp_month: card.expMonth, exp_year: card.expYear, cvc: card.cvc },
        billing_details: { name: card.owner },
      },
      { idempotencyKey },
    );
    return created.id;
  }
}

function subscriptionItem(price: SubscriptionPrice): Stripe.SubscriptionCreateParams.Item {
  if ('priceId' in price) return { price: price.priceId };
  return {
    price_data: {
      currency: 'eur',
      product: price.productId,
      unit_amount: price.amountCents,
      recurring: { interval: price.interval },
    },
  };
}

/**
 * A payment method id the browser sent that names no card of the customer's (unknown, or another customer's)
 * is the caller's card refused, not a fault of the platform.
 */
const unusablePaymentMethodCodes = new Set(['resource_missing', 'payment_method_unexpected_state']);

function isCardRefusal(error: unknown): error is Stripe.errors.StripeError {
  if (error instanceof Stripe.errors.StripeCardError) return true;
  return (
    error instanceof Stripe.errors.StripeInvalidRequestError &&
    unusablePaymentMethodCodes.has(error.code ?? '') &&
    (error.param === undefined ||
      error.param === 'payment_method' ||
      error.param === 'default_payment_method')
  );
}

async function refusingCards<T>(run: () => Promise<T>): Promise<PaymentOutcome<T>> {
  try {
    return { ok: true, value: await run() };
  } catch (error) {
    if (!isCardRefusal(error)) throw error;
    return {
      ok: false,
      refusal: {
        reason: failureReasonFor(error.code, error.decline_code),
        providerCode: error.code,
        providerDeclineCode: error.decline_code,
      },
    };
  }
}

function view(subscription: Stripe.Subscription): SubscriptionView {
  const item = subscription.items.data[0];
  if (!item) throw new Error(`Subscription ${subscription.id} has no item`);
  if (item.price.currency !== 'eur' || item.price.unit_amount === null) {
    throw new Error(`Subscription ${subscription.id} is not priced in euro cents`);
  }
  return {
    subscriptionId: subscription.id,
    customerId: typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id,
    priceId: item.price.id,
    status: knownStatus(subscription),
    amountCents: item.price.unit_amount,
    currency: 'eur',
    periodEnd: new Date(item.current_period_end * 1000),
    autoRenew: !subscription.cancel_at_period_end,
    metadata: subscription.metadata,
    latestInvoiceId:
      typeof subscription.latest_invoice === 'string'
        ? subscription.latest_invoice
        : (subscription.latest_invoice?.id ?? null),
  };
}

/** Stripe may add statuses; one this code has not learned is an error, not a guess. */
function knownStatus(subscription: Stripe.Subscription): SubscriptionStatus {
  const known = subscriptionStatuses.find((status) => status === subscription.status);
  if (!known)
    throw new Error(`Subscription ${subscription.id} has an unknown status: ${subscription.status}`);
  return known;
}
