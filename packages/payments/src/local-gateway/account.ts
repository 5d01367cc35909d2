import { addInterval, type Interval } from './billing-period.ts';
import type { CardSummary } from './card-fields.ts';
import { newId } from './ids.ts';
import { cardError, invalidRequest, noSuch } from './stripe-errors.ts';
import { cardFailures, type CardFailure } from './test-cards.ts';

/** A price the gateway offers; integer cents in euros, as every amount on the platform. */
export interface PriceConfig {
  readonly id: string;
  readonly unitAmount: number;
  readonly interval: Interval;
  readonly intervalCount?: number;
  readonly product?: string;
}

/** Events the gateway announces, the five the platform listens to. */
export type EventType =
  | 'customer.subscription.created'
  | 'customer.subscription.updated'
  | 'customer.subscription.deleted'
  | 'invoice.paid'
  | 'invoice.payment_failed';

export type Emit = (type: EventType, object: object, previousAttributes?: object) => void;

interface CustomerRecord {
  readonly id: string;
  readonly created: number;
  readonly name: string | null;
  readonly metadata: Record<string, string>;
}

interface ProductRecord {
  readonly id: string;
  readonly created: number;
  readonly name: string;
}

/** A price given inline when subscribing (`price_data`): Stripe makes a price of it for that subscription. */
export interface InlinePrice {
  readonly unitAmount: number;
  readonly interval: Interval;
  readonly product: string;
}

interface PaymentMethodRecord {
  readonly id: string;
  readonly created: number;
  readonly card: CardSummary;
  readonly ownerName: string | null;
  customer: string | null;
}

interface SubscriptionRecord {
  readonly id: string;
  readonly itemId: string;
  readonly created: number;
  readonly customer: string;
  price: PriceConfig;
  paymentMethod: string;
  readonly metadata: Record<string, string>;
  status: 'active' | 'incomplete' | 'past_due' | 'canceled';
  billingCycleAnchor: number;
  periodStart: number;
  periodEnd: number;
  cancelAtPeriodEnd: boolean;
  canceledAt: number | null;
  endedAt: number | null;
  latestInvoice: string | null;
}

interface InvoiceRecord {
  readonly id: string;
  readonly created: number;
  readonly customer: string;
  readonly subscription: string;
  readonly amount: number;
  readonly billingReason: 'subscription_create' | 'subscription_cycle' | 'subscription_update';
  readonly periodStart: number;
  readonly periodEnd: number;
  readonly paid: boolean;
  /** The invoice's payment (`inpay_…`) and the PaymentIntent that charged the card; none for an invoice of 0. */
  readonly payment: { readonly id: string; readonly paymentIntent: string } | null;
}

/** The charge of an invoice's amount to the subscription's card, with the card's refusal when it failed. */
interface PaymentIntentRecord {
  readonly id: string;
  readonly created: number;
  readonly amount: number;
  readonly customer: string;
  readonly paymentMethod: string;
  readonly failure: CardFailure | undefined;
}

export type PaymentBehaviour = 'allow_incomplete' | 'error_if_incomplete';

/**
 * `items[0]` of an update that moves the subscription's one item to another price, with the new period starting
 * now (`billing_cycle_anchor[type]=now`) and the difference invoiced at once (`proration_behavior=always_invoice`).
 */
export interface PriceChange {
  readonly itemId: string;
  readonly price: string | InlinePrice;
  readonly paymentBehaviour: PaymentBehaviour;
}

/**
 * One Stripe account in test mode, in memory: its customers, cards, prices, subscriptions and invoices, and
 * the rules that move them (a card checked on attach, a first payment on subscribing, renewals at period end).
 * Answers are Stripe's JSON objects; refusals are thrown as `GatewayError`s with Stripe's status and body.
 */
export class StripeAccount {
  readonly #customers = new Map<string, CustomerRecord>();
  readonly #paymentMethods = new Map<string, PaymentMethodRecord>();
  readonly #products = new Map<string, ProductRecord>();
  readonly #prices: Map<string, PriceConfig>;
  readonly #subscriptions = new Map<string, SubscriptionRecord>();
  readonly #invoices = new Map<string, InvoiceRecord>();
  readonly #paymentIntents = new Map<string, PaymentIntentRecord>();

  constructor(
    prices: readonly PriceConfig[],
    private readonly clock: () => Date,
    private readonly emit: Emit,
  ) {
    this.#prices = new Map(prices.map((price) => [price.id, price]));
  }

  createCustomer(input: { name?: string; metadata: Record<string, string> }): object {
    const customer: CustomerRecord = {
      id: newId('cus'),
      created: this.#now(),
      name: input.name ?? null,
      metadata: input.metadata,
    };
    this.#customers.set(customer.id, customer);
    return customerJson(customer);
  }

  /** Stripe lets the caller choose a product's id, once: a second product with that id is refused. */
  createProduct(input: { id?: string; name: string }): object {
    const id = input.id ?? newId('prod');
    if (this.#products.has(id)) {
      throw invalidRequest('Product already exists.', { code: 'resource_already_exists', param: 'id' });
    }
    const product: ProductRecord = { id, created: this.#now(), name: input.name };
    this.#products.set(id, product);
    return productJson(product);
  }

  retrieveCustomer(id: string): object {
    return customerJson(this.#customer(id));
  }

  createPaymentMethod(card: CardSummary, ownerName: string | undefined) {
    const paymentMethod: PaymentMethodRecord = {
      id: newId('pm'),
      created: this.#now(),
      card,
      ownerName: ownerName ?? null,
      customer: null,
    };
    this.#paymentMethods.set(paymentMethod.id, paymentMethod);
    return paymentMethodJson(paymentMethod);
  }

  retrievePaymentMethod(id: string): object {
    return paymentMethodJson(this.#paymentMethod(id));
  }

  /** Stripe checks the card when it is attached: a decline card is refused here and stays unattached. */
  attachPaymentMethod(id: string, customerId: string): object {
    const paymentMethod = this.#paymentMethod(id);
    this.#customer(customerId);
    if (paymentMethod.customer !== null && paymentMethod.customer !== customerId) {
      throw invalidRequest('The payment method you provided has already been attached to a customer.', {
        code: 'payment_method_unexpected_state',
      });
    }
    const behaviour = paymentMethod.card.behaviour;
    if (behaviour.kind === 'fails_on_attach') throw cardError(behaviour.failure);
    paymentMethod.customer = customerId;
    return paymentMethodJson(paymentMethod);
  }

  listPrices(): object {
    return list([...this.#prices.values()].map(priceJson), '/v1/prices');
  }

  retrievePrice(id: string): object {
    return priceJson(this.#price(id));
  }

  createSubscription(input: {
    customer: string;
    price: string | InlinePrice;
    paymentMethod: string;
    paymentBehaviour: PaymentBehaviour;
    metadata: Record<string, string>;
  }): object {
    this.#customer(input.customer);
    const price =
      typeof input.price === 'string'
        ? this.#price(input.price, 'items[0][price]')
        : this.#inline(input.price);
    const paymentMethod = this.#paymentMethod(input.paymentMethod, 'default_payment_method');
    if (paymentMethod.customer !== input.customer) throw notAttached(paymentMethod.id);
    const failure = this.#chargeFailure(paymentMethod, price.unitAmount);
    // With error_if_incomplete a refused first payment leaves nothing behind, as at Stripe.
    if (failure && input.paymentBehaviour === 'error_if_incomplete') throw cardError(failure);
    const now = this.#now();
    const subscription: SubscriptionRecord = {
      id: newId('sub'),
      itemId: newId('si'),
      created: now,
      customer: input.customer,
      price,
      paymentMethod: paymentMethod.id,
      metadata: input.metadata,
      status: failure ? 'incomplete' : 'active',
      billingCycleAnchor: now,
      periodStart: now,
      periodEnd: addInterval(now, price.interval, price.intervalCount ?? 1),
      cancelAtPeriodEnd: false,
      canceledAt: null,
      endedAt: null,
      latestInvoice: null,
    };
    this.#subscriptions.set(subscription.id, subscription);
    const invoice = this.#issueInvoice(subscription, 'subscription_create', price.unitAmount, failure);
    this.emit('customer.subscription.created', subscriptionJson(subscription));
    this.emit(invoice.paid ? 'invoice.paid' : 'invoice.payment_failed', invoiceJson(invoice));
    return subscriptionJson(subscription);
  }

  retrieveInvoice(id: string): object {
    return invoiceJson(this.#invoice(id));
  }

  /** `GET /v1/invoice_payments`: every invoice's payment, or only the given invoice's. */
  listInvoicePayments(invoiceId: string | undefined): object {
    const invoices =
      invoiceId === undefined ? [...this.#invoices.values()] : [this.#invoice(invoiceId, 'invoice')];
    const payments = invoices.flatMap((invoice) =>
      invoice.payment ? [invoicePaymentJson(invoice, invoice.payment)] : [],
    );
    return list(payments, '/v1/invoice_payments');
  }

  /** A failed charge's PaymentIntent keeps the card's refusal in `last_payment_error`, as at Stripe. */
  retrievePaymentIntent(id: string): object {
    const paymentIntent = this.#paymentIntents.get(id);
    if (!paymentIntent) throw noSuch('payment_intent', id);
    return paymentIntentJson(paymentIntent, this.#paymentMethod(paymentIntent.paymentMethod));
  }

  retrieveSubscription(id: string): object {
    return subscriptionJson(this.#subscription(id));
  }

  /**
   * The changes the platform makes: auto-renew on or off, the card renewals are charged to, and a move to another
   * price. All are checked before any is made, so a price change whose payment is refused under
   * error_if_incomplete leaves the subscription as it was, as at Stripe.
   */
  updateSubscription(
    id: string,
    changes: { cancelAtPeriodEnd?: boolean; paymentMethod?: string; price?: PriceChange },
  ): object {
    const subscription = this.#live(id);
    const previous: Record<string, unknown> = {};
    const paymentMethod =
      changes.paymentMethod === undefined
        ? undefined
        : this.#paymentMethod(changes.paymentMethod, 'default_payment_method');
    if (paymentMethod && paymentMethod.customer !== subscription.customer) {
      throw notAttached(paymentMethod.id);
    }
    const move =
      changes.price &&
      this.#priceMove(
        subscription,
        changes.price,
        paymentMethod ?? this.#paymentMethod(subscription.paymentMethod),
      );
    if (paymentMethod && paymentMethod.id !== subscription.paymentMethod) {
      previous.default_payment_method = subscription.paymentMethod;
      subscription.paymentMethod = paymentMethod.id;
    }
    const cancel = changes.cancelAtPeriodEnd;
    if (cancel !== undefined && cancel !== subscription.cancelAtPeriodEnd) {
      Object.assign(previous, {
        cancel_at_period_end: subscription.cancelAtPeriodEnd,
        cancel_at: subscription.cancelAtPeriodEnd ? subscription.periodEnd : null,
        canceled_at: subscription.canceledAt,
      });
      subscription.cancelAtPeriodEnd = cancel;
      subscription.canceledAt = cancel ? this.#now() : null;
    }
    let invoice: InvoiceRecord | undefined;
    if (move) {
      const status = move.failure ? 'past_due' : 'active';
      Object.assign(previous, {
        items: itemsJson(subscription),
        billing_cycle_anchor: subscription.billingCycleAnchor,
        latest_invoice: subscription.latestInvoice,
        ...(status === subscription.status ? {} : { status: subscription.status }),
      });
      const now = this.#now();
      subscription.price = move.price;
      subscription.status = status;
      subscription.billingCycleAnchor = now;
      subscription.periodStart = now;
      subscription.periodEnd = addInterval(now, move.price.interval, move.price.intervalCount ?? 1);
      invoice = this.#issueInvoice(subscription, 'subscription_update', move.amount, move.failure);
    }
    if (Object.keys(previous).length > 0) {
      this.emit('customer.subscription.updated', subscriptionJson(subscription), previous);
    }
    if (invoice) this.emit(invoice.paid ? 'invoice.paid' : 'invoice.payment_failed', invoiceJson(invoice));
    return subscriptionJson(subscription);
  }

  /**
   * What moving to another price now costs: the unused part of the current period is credited pro rata to the
   * second (rounded down to the cent), and the new price's first period is charged less that credit. A credit
   * larger than the new price charges nothing; Stripe would keep the rest on the customer's balance, which this
   * gateway does not model. Refused here, before anything changes, when the card fails under error_if_incomplete.
   */
  #priceMove(subscription: SubscriptionRecord, change: PriceChange, paymentMethod: PaymentMethodRecord) {
    if (change.itemId !== subscription.itemId) {
      throw invalidRequest(
        `Invalid subscription item: ${change.itemId} is not an item of subscription ${subscription.id}.`,
        { param: 'items[0][id]' },
      );
    }
    const price =
      typeof change.price === 'string'
        ? this.#price(change.price, 'items[0][price]')
        : this.#inline(change.price);
    const now = this.#now();
    const periodSeconds = subscription.periodEnd - subscription.periodStart;
    const unusedSeconds = Math.min(Math.max(subscription.periodEnd - now, 0), periodSeconds);
    const credit = Math.floor((subscription.price.unitAmount * unusedSeconds) / periodSeconds);
    const amount = Math.max(0, price.unitAmount - credit);
    const failure = this.#chargeFailure(paymentMethod, amount);
    if (failure && change.paymentBehaviour === 'error_if_incomplete') throw cardError(failure);
    return { price, amount, failure };
  }

  /** `DELETE /v1/subscriptions/:id`: ends the subscription now, not at the period end. */
  cancelSubscription(id: string): object {
    const subscription = this.#live(id);
    this.#end(subscription, this.#now());
    return subscriptionJson(subscription);
  }

  /**
   * What Stripe's billing does when the clock passes a period end: a subscription set to cancel ends, the
   * others charge their card for the next period (a card that fails charges leaves it past due, unretried).
   * Several periods are caught up at once when the clock jumped that far.
   */
  renewDue(): void {
    const now = this.#now();
    for (const subscription of this.#subscriptions.values()) {
      while (subscription.status === 'active' && subscription.periodEnd <= now) {
        if (subscription.cancelAtPeriodEnd) {
          this.#end(subscription, subscription.periodEnd);
          break;
        }
        const amount = subscription.price.unitAmount;
        const failure = this.#chargeFailure(this.#paymentMethod(subscription.paymentMethod), amount);
        const paid = !failure;
        const previous = {
          latest_invoice: subscription.latestInvoice,
          ...(paid ? { items: itemsJson(subscription) } : { status: subscription.status }),
        };
        if (paid) {
          subscription.periodStart = subscription.periodEnd;
          const { interval, intervalCount } = subscription.price;
          subscription.periodEnd = addInterval(subscription.periodStart, interval, intervalCount ?? 1);
        } else {
          subscription.status = 'past_due';
        }
        const invoice = this.#issueInvoice(subscription, 'subscription_cycle', amount, failure);
        this.emit('customer.subscription.updated', subscriptionJson(subscription), previous);
        this.emit(paid ? 'invoice.paid' : 'invoice.payment_failed', invoiceJson(invoice));
      }
    }
  }

  #end(subscription: SubscriptionRecord, at: number): void {
    subscription.status = 'canceled';
    subscription.canceledAt = subscription.canceledAt ?? at;
    subscription.endedAt = at;
    this.emit('customer.subscription.deleted', subscriptionJson(subscription));
  }

  /**
   * Why charging `amount` to this card now fails, or undefined when the charge goes through. Nothing is charged
   * for an amount of 0. A card past the end of its expiry month is refused as expired, whichever test card it is,
   * as the card networks refuse it: that is how a renewal comes to fail on a card that was good when saved.
   */
  #chargeFailure(paymentMethod: PaymentMethodRecord, amount: number): CardFailure | undefined {
    if (amount === 0) return undefined;
    const { card } = paymentMethod;
    const expiredAt = Date.UTC(card.expYear, card.expMonth, 1) / 1000;
    if (this.#now() >= expiredAt) return cardFailures.expiredCard;
    return card.behaviour.kind === 'succeeds' ? undefined : card.behaviour.failure;
  }

  #issueInvoice(
    subscription: SubscriptionRecord,
    billingReason: InvoiceRecord['billingReason'],
    amount: number,
    failure: CardFailure | undefined,
  ) {
    const created = this.#now();
    const paymentIntent: PaymentIntentRecord | undefined =
      amount === 0
        ? undefined
        : {
            id: newId('pi'),
            created,
            amount,
            customer: subscription.customer,
            paymentMethod: subscription.paymentMethod,
            failure,
          };
    if (paymentIntent) this.#paymentIntents.set(paymentIntent.id, paymentIntent);
    const invoice: InvoiceRecord = {
      id: newId('in'),
      created,
      customer: subscription.customer,
      subscription: subscription.id,
      amount,
      billingReason,
      periodStart: subscription.periodStart,
      periodEnd: subscription.periodEnd,
      paid: !failure,
      payment: paymentIntent ? { id: newId('inpay'), paymentIntent: paymentIntent.id } : null,
    };
    this.#invoices.set(invoice.id, invoice);
    subscription.latestInvoice = invoice.id;
    return invoice;
  }

  #now(): number {
    return Math.floor(this.clock().getTime() / 1000);
  }

  #invoice(id: string, param?: string): InvoiceRecord {
    const invoice = this.#invoices.get(id);
    if (!invoice) throw noSuch('invoice', id, param);
    return invoice;
  }

  #customer(id: string): CustomerRecord {
    const customer = this.#customers.get(id);
    if (!customer) throw noSuch('customer', id, 'customer');
    return customer;
  }

  #paymentMethod(id: string, param?: string): PaymentMethodRecord {
    const paymentMethod = this.#paymentMethods.get(id);
    if (!paymentMethod) throw noSuch('PaymentMethod', id, param);
    return paymentMethod;
  }

  #price(id: string, param?: string): PriceConfig {
    const price = this.#prices.get(id);
    if (!price) throw noSuch('price', id, param);
    return price;
  }

  #inline(price: InlinePrice): PriceConfig {
    if (!this.#products.has(price.product)) {
      throw noSuch('product', price.product, 'items[0][price_data][product]');
    }
    const config: PriceConfig = { id: newId('price'), ...price };
    this.#prices.set(config.id, config);
    return config;
  }

  #subscription(id: string): SubscriptionRecord {
    const subscription = this.#subscriptions.get(id);
    if (!subscription) throw noSuch('subscription', id);
    return subscription;
  }

  #live(id: string): SubscriptionRecord {
    const subscription = this.#subscription(id);
    if (subscription.status === 'canceled') {
      throw invalidRequest('A canceled subscription can only update its cancellation_details and metadata.');
    }
    return subscription;
  }
}

function notAttached(paymentMethodId: string) {
  return invalidRequest(
    `The customer does not have a payment method with the ID ${paymentMethodId}. The payment method must be attached to the customer.`,
    { code: 'resource_missing', param: 'default_payment_method' },
  );
}

function list(data: readonly object[], url: string) {
  return { object: 'list', data, has_more: false, url };
}

function customerJson(customer: CustomerRecord) {
  return {
    id: customer.id,
    object: 'customer',
    created: customer.created,
    email: null,
    name: customer.name,
    metadata: customer.metadata,
    invoice_settings: { default_payment_method: null },
    livemode: false,
  };
}

function productJson(product: ProductRecord) {
  return {
    id: product.id,
    object: 'product',
    active: true,
    created: product.created,
    name: product.name,
    livemode: false,
  };
}

function paymentMethodJson(paymentMethod: PaymentMethodRecord) {
  const { card } = paymentMethod;
  return {
    id: paymentMethod.id,
    object: 'payment_method',
    type: 'card',
    created: paymentMethod.created,
    customer: paymentMethod.customer,
    billing_details: { name: paymentMethod.ownerName },
    card: {
      brand: card.brand,
      last4: card.last4,
      exp_month: card.expMonth,
      exp_year: card.expYear,
      funding: 'credit',
    },
    metadata: {},
    livemode: false,
  };
}

function priceJson(price: PriceConfig) {
  return {
    id: price.id,
    object: 'price',
    active: true,
    currency: 'eur',
    unit_amount: price.unitAmount,
    type: 'recurring',
    recurring: { interval: price.interval, interval_count: price.intervalCount ?? 1 },
    product: price.product ?? `prod_${price.id}`,
    livemode: false,
  };
}

/** Since API version 2025-03-31 the period bounds live on the subscription's items, not the subscription. */
function itemsJson(subscription: SubscriptionRecord) {
  return list(
    [
      {
        id: subscription.itemId,
        object: 'subscription_item',
        subscription: subscription.id,
        price: priceJson(subscription.price),
        quantity: 1,
        current_period_start: subscription.periodStart,
        current_period_end: subscription.periodEnd,
      },
    ],
    `/v1/subscription_items?subscription=${subscription.id}`,
  );
}

function subscriptionJson(subscription: SubscriptionRecord) {
  return {
    id: subscription.id,
    object: 'subscription',
    created: subscription.created,
    start_date: subscription.created,
    customer: subscription.customer,
    currency: 'eur',
    status: subscription.status,
    billing_cycle_anchor: subscription.billingCycleAnchor,
    cancel_at_period_end: subscription.cancelAtPeriodEnd,
    cancel_at: subscription.cancelAtPeriodEnd ? subscription.periodEnd : null,
    canceled_at: subscription.canceledAt,
    ended_at: subscription.endedAt,
    default_payment_method: subscription.paymentMethod,
    latest_invoice: subscription.latestInvoice,
    items: itemsJson(subscription),
    metadata: subscription.metadata,
    livemode: false,
  };
}

function invoiceJson(invoice: InvoiceRecord) {
  return {
    id: invoice.id,
    object: 'invoice',
    created: invoice.created,
    customer: invoice.customer,
    currency: 'eur',
    status: invoice.paid ? 'paid' : 'open',
    amount_due: invoice.amount,
    amount_paid: invoice.paid ? invoice.amount : 0,
    amount_remaining: invoice.paid ? 0 : invoice.amount,
    attempt_count: 1,
    billing_reason: invoice.billingReason,
    period_start: invoice.periodStart,
    period_end: invoice.periodEnd,
    parent: { type: 'subscription_details', subscription_details: { subscription: invoice.subscription } },
    livemode: false,
  };
}

function invoicePaymentJson(invoice: InvoiceRecord, payment: NonNullable<InvoiceRecord['payment']>) {
  return {
    id: payment.id,
    object: 'invoice_payment',
    amount_paid: invoice.paid ? invoice.amount : null,
    amount_requested: invoice.amount,
    created: invoice.created,
    currency: 'eur',
    invoice: invoice.id,
    is_default: true,
    livemode: false,
    payment: { type: 'payment_intent', payment_intent: payment.paymentIntent },
    status: invoice.paid ? 'paid' : 'open',
    status_transitions: { canceled_at: null, paid_at: invoice.paid ? invoice.created : null },
  };
}

function paymentIntentJson(paymentIntent: PaymentIntentRecord, paymentMethod: PaymentMethodRecord) {
  const { failure } = paymentIntent;
  return {
    id: paymentIntent.id,
    object: 'payment_intent',
    amount: paymentIntent.amount,
    amount_received: failure ? 0 : paymentIntent.amount,
    created: paymentIntent.created,
    currency: 'eur',
    customer: paymentIntent.customer,
    payment_method: paymentIntent.paymentMethod,
    payment_method_types: ['card'],
    status: failure ? 'requires_payment_method' : 'succeeded',
    last_payment_error: failure
      ? {
          type: 'card_error',
          code: failure.code,
          ...(failure.declineCode === undefined ? {} : { decline_code: failure.declineCode }),
          ...(failure.param === undefined ? {} : { param: failure.param }),
          message: failure.message,
          payment_method: paymentMethodJson(paymentMethod),
        }
      : null,
    metadata: {},
    livemode: false,
  };
}
