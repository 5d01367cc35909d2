import type { InlinePrice, PaymentBehaviour, PriceChange, StripeAccount } from './account.ts';
import type { Interval } from './billing-period.ts';
import { readCardFields } from './card-fields.ts';
import type { FormObject, FormValue } from './form-body.ts';
import { cardError, GatewayError, invalidRequest, missingParam } from './stripe-errors.ts';
import { findTestCardByToken } from './test-cards.ts';

export interface RouteRequest {
  readonly method: string;
  readonly path: string;
  readonly params: FormObject;
}

/**
 * The subset of Stripe's REST API the payments adapter calls, each route reading Stripe's parameter names.
 * Answers a JSON object (status 200) or throws a `GatewayError`.
 */
export function route(account: StripeAccount, request: RouteRequest, now: Date): object {
  const { params } = request;
  const [version, resource, id, action, ...rest] = request.path.split('/').filter((part) => part !== '');
  if (version !== 'v1' || rest.length > 0) throw unrecognized(request);
  const endpoint = `${request.method} ${resource}${id === undefined ? '' : '/:id'}${action === undefined ? '' : `/${action}`}`;

  switch (endpoint) {
    case 'POST customers':
      return account.createCustomer({ name: optional(params, 'name'), metadata: metadata(params) });
    case 'POST products':
      return account.createProduct({ id: optional(params, 'id'), name: required(params, 'name') });
    case 'GET customers/:id':
      return account.retrieveCustomer(id as string);
    case 'POST payment_methods':
      return createPaymentMethod(account, params, now);
    case 'GET payment_methods/:id':
      return account.retrievePaymentMethod(paymentMethodId(account, id as string, now));
    case 'POST payment_methods/:id/attach':
      return account.attachPaymentMethod(
        paymentMethodId(account, id as string, now),
        required(params, 'customer'),
      );
    case 'GET prices':
      return account.listPrices();
    case 'GET prices/:id':
      return account.retrievePrice(id as string);
    case 'GET invoices/:id':
      return account.retrieveInvoice(id as string);
    case 'GET invoice_payments': {
      const expand = expansions(params, ['data.payment.payment_intent']);
      return expanded(account.listInvoicePayments(optional(params, 'invoice')), expand, fetchers(account));
    }
    case 'GET payment_intents/:id':
      return account.retrievePaymentIntent(id as string);
    case 'POST subscriptions':
      return createSubscription(account, params);
    case 'GET subscriptions/:id':
      return account.retrieveSubscription(id as string);
    case 'POST subscriptions/:id': {
      const expand = expansions(params, ['latest_invoice']);
      return expanded(updateSubscription(account, id as string, params), expand, fetchers(account));
    }
    case 'DELETE subscriptions/:id':
      return account.cancelSubscription(id as string);
    default:
      throw unrecognized(request);
  }
}

function createPaymentMethod(account: StripeAccount, params: FormObject, now: Date): object {
  if (required(params, 'type') !== 'card') {
    throw invalidRequest('This gateway creates card payment methods only.', { param: 'type' });
  }
  const card = params.card;
  if (card === undefined || typeof card === 'string' || Array.isArray(card)) throw missingParam('card');
  const fields = card as FormObject;
  const summary = readCardFields(
    {
      number: optional(fields, 'number'),
      expMonth: optional(fields, 'exp_month'),
      expYear: optional(fields, 'exp_year'),
      cvc: optional(fields, 'cvc'),
    },
    now,
  );
  if (!('last4' in summary)) throw cardError(summary, 'card');
  const billing = params.billing_details;
  const owner =
    billing && typeof billing === 'object' && !Array.isArray(billing)
      ? (billing as FormObject).name
      : undefined;
  return account.createPaymentMethod(summary, typeof owner === 'string' ? owner : undefined);
}

/**
 * Stripe's ready-made test ids (`pm_card_visa`, …) stand for a fresh payment method of that card wherever a
 * payment method id is expected; they are turned into one here.
 */
function paymentMethodId(account: StripeAccount, id: string, now: Date): string {
  const card = findTestCardByToken(id);
  if (!card) return id;
  const summary = {
    brand: card.brand,
    last4: card.number.slice(-4),
    expMonth: 12,
    expYear: now.getUTCFullYear() + 1,
    behaviour: card.behaviour,
  };
  return account.createPaymentMethod(summary, undefined).id;
}

function createSubscription(account: StripeAccount, params: FormObject): object {
  const items = params.items;
  if (!Array.isArray(items) || items.length === 0) throw missingParam('items');
  if (items.length > 1)
    throw invalidRequest('This gateway subscribes to one price at a time.', { param: 'items' });
  const item = items[0] as FormValue;
  if (typeof item !== 'object' || Array.isArray(item)) throw missingParam('items[0][price]');
  const given = (item as FormObject).price;
  const price = typeof given === 'string' ? given : inlinePrice((item as FormObject).price_data);
  const quantity = (item as FormObject).quantity;
  if (quantity !== undefined && quantity !== '1') {
    throw invalidRequest('This gateway sells one seat per subscription.', { param: 'items[0][quantity]' });
  }
  return account.createSubscription({
    customer: required(params, 'customer'),
    price,
    paymentMethod: required(params, 'default_payment_method'),
    paymentBehaviour: paymentBehaviour(optional(params, 'payment_behavior')),
    metadata: metadata(params),
  });
}

function updateSubscription(account: StripeAccount, id: string, params: FormObject): object {
  const cancel = optional(params, 'cancel_at_period_end');
  const billing = { anchor: billingCycleAnchor(params), proration: prorationBehaviour(params) };
  const price = priceChange(params, billing);
  if (!price && billing.anchor === 'now') {
    throw invalidRequest(
      'This gateway resets the billing cycle anchor only when it moves the subscription to another price.',
      { param: 'billing_cycle_anchor' },
    );
  }
  return account.updateSubscription(id, {
    cancelAtPeriodEnd: cancel === undefined ? undefined : boolean(cancel, 'cancel_at_period_end'),
    paymentMethod: optional(params, 'default_payment_method'),
    ...(price ? { price } : {}),
  });
}

/**
 * `items[0]` naming the subscription's item and its new price. The gateway models the one way the platform changes
 * a price: a new period starting now with the difference invoiced at once. Keeping the period (and prorating on
 * the next invoice, or not at all) is refused rather than half-done, as is adding a second item.
 */
function priceChange(
  params: FormObject,
  billing: { readonly anchor: 'now' | 'unchanged'; readonly proration: ProrationBehaviour },
): PriceChange | undefined {
  const items = params.items;
  if (items === undefined) return undefined;
  if (!Array.isArray(items) || items.length !== 1) {
    throw invalidRequest('This gateway changes the price of one item at a time.', { param: 'items' });
  }
  const item = items[0] as FormValue;
  if (typeof item !== 'object' || Array.isArray(item)) throw missingParam('items[0][id]');
  const fields = item as FormObject;
  const itemId = optional(fields, 'id');
  if (itemId === undefined) {
    const message = 'This gateway does not add items to a subscription; name its item in items[0][id].';
    throw invalidRequest(message, { param: 'items[0][id]' });
  }
  const given = fields.price;
  const price = typeof given === 'string' ? given : inlinePrice(fields.price_data);
  if (billing.anchor !== 'now') {
    throw invalidRequest(
      'This gateway changes a price with billing_cycle_anchor[type]=now only: a new period starting at once.',
      { param: 'billing_cycle_anchor' },
    );
  }
  if (billing.proration !== 'always_invoice') {
    throw invalidRequest(
      `This gateway does not implement proration_behavior=${billing.proration} with a price change; send always_invoice.`,
      { param: 'proration_behavior' },
    );
  }
  return { itemId, price, paymentBehaviour: paymentBehaviour(optional(params, 'payment_behavior')) };
}

const prorationBehaviours = ['always_invoice', 'create_prorations', 'none'] as const;
type ProrationBehaviour = (typeof prorationBehaviours)[number];

/** Stripe's default, when none is sent, is `create_prorations`. */
function prorationBehaviour(params: FormObject): ProrationBehaviour {
  const value = optional(params, 'proration_behavior') ?? 'create_prorations';
  const known = prorationBehaviours.find((behaviour) => behaviour === value);
  if (!known) {
    throw invalidRequest(`Invalid proration_behavior: must be one of ${prorationBehaviours.join(', ')}`, {
      param: 'proration_behavior',
    });
  }
  return known;
}

/**
 * Since API version 2026-09-30.endive `billing_cycle_anchor` is an object, `{ type: 'now' | 'unchanged' }`; the
 * string it was before is refused, as Stripe refuses it under the version this gateway speaks.
 */
function billingCycleAnchor(params: FormObject): 'now' | 'unchanged' {
  const value = params.billing_cycle_anchor;
  if (value === undefined) return 'unchanged';
  if (typeof value === 'string' || Array.isArray(value)) {
    throw invalidRequest('Invalid billing_cycle_anchor: must be an object with a type.', {
      param: 'billing_cycle_anchor',
    });
  }
  const type = required(value as FormObject, 'type');
  if (type !== 'now' && type !== 'unchanged') {
    throw invalidRequest(`Invalid billing_cycle_anchor[type]: ${type}`, {
      param: 'billing_cycle_anchor[type]',
    });
  }
  return type;
}

/** `expand[]`: the paths asked, each of which must be one this route knows how to expand. */
function expansions(params: FormObject, known: readonly string[]): readonly string[] {
  const value = params.expand;
  if (value === undefined) return [];
  if (!Array.isArray(value) || value.some((path) => typeof path !== 'string')) {
    throw invalidRequest('Invalid array', { param: 'expand' });
  }
  const paths = value as readonly string[];
  const unknown = paths.find((path) => !known.includes(path));
  if (unknown !== undefined) {
    throw invalidRequest(`This gateway does not expand ${unknown}.`, { param: 'expand' });
  }
  return paths;
}

/** How each expandable field, named as in Stripe's objects, is fetched by its id. */
const fetchers = (account: StripeAccount): Readonly<Record<string, (id: string) => object>> => ({
  latest_invoice: (id) => account.retrieveInvoice(id),
  payment_intent: (id) => account.retrievePaymentIntent(id),
});

/**
 * The answer with the ids at each path replaced by their objects, as Stripe expands them: a path walks the
 * answer's fields, `data` going through every object of a list, and its last field names the object's fetcher.
 */
function expanded(
  answer: object,
  paths: readonly string[],
  fetchers: Readonly<Record<string, (id: string) => object>>,
): object {
  const expand = (value: unknown, path: readonly string[]): unknown => {
    const [field, ...rest] = path;
    if (Array.isArray(value)) return value.map((element: unknown) => expand(element, path));
    if (field === undefined || typeof value !== 'object' || value === null) return value;
    const current = (value as Record<string, unknown>)[field];
    const fetch = fetchers[field];
    const next =
      rest.length === 0 && typeof current === 'string' && fetch ? fetch(current) : expand(current, rest);
    return { ...value, [field]: next };
  };
  return paths.reduce<object>((result, path) => expand(result, path.split('.')) as object, answer);
}

/** `items[0][price_data]`: a euro amount, a product and a billing interval, as Stripe reads them. */
function inlinePrice(value: FormValue | undefined): InlinePrice {
  if (value === undefined || typeof value === 'string' || Array.isArray(value)) {
    throw missingParam('items[0][price]');
  }
  const data = value as FormObject;
  const param = 'items[0][price_data]';
  if (required(data, 'currency') !== 'eur') {
    throw invalidRequest('This gateway sells in euros only.', { param: `${param}[currency]` });
  }
  const unitAmount = Number(required(data, 'unit_amount'));
  if (!Number.isSafeInteger(unitAmount) || unitAmount < 0) {
    throw invalidRequest(`Invalid integer: ${String(data.unit_amount)}`, { param: `${param}[unit_amount]` });
  }
  const recurring = data.recurring;
  if (recurring === undefined || typeof recurring === 'string' || Array.isArray(recurring)) {
    throw missingParam(`${param}[recurring]`);
  }
  const interval = required(recurring as FormObject, 'interval');
  if (!isInterval(interval)) {
    throw invalidRequest(`Invalid interval: ${interval}`, { param: `${param}[recurring][interval]` });
  }
  return { unitAmount, interval, product: required(data, 'product') };
}

const isInterval = (value: string): value is Interval => ['day', 'week', 'month', 'year'].includes(value);

/**
 * Stripe's default is `allow_incomplete`; `default_incomplete` (confirming the first payment in the browser)
 * needs a PaymentIntent flow this gateway does not model, so it is refused rather than half-done.
 */
function paymentBehaviour(value: string | undefined): PaymentBehaviour {
  if (value === undefined || value === 'allow_incomplete') return 'allow_incomplete';
  if (value === 'error_if_incomplete') return 'error_if_incomplete';
  throw invalidRequest(`This gateway does not implement payment_behavior=${value}.`, {
    param: 'payment_behavior',
  });
}

function optional(params: FormObject, name: string): string | undefined {
  const value = params[name];
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string') throw invalidRequest(`Invalid ${name}: must be a string`, { param: name });
  return value;
}

function required(params: FormObject, name: string): string {
  const value = optional(params, name);
  if (value === undefined) throw missingParam(name);
  return value;
}

function boolean(value: string, name: string): boolean {
  if (value === 'true' || value === 'false') return value === 'true';
  throw invalidRequest(`Invalid boolean: ${value}`, { param: name });
}

function metadata(params: FormObject): Record<string, string> {
  const value = params.metadata;
  if (value === undefined || value === '') return {};
  if (typeof value === 'string' || Array.isArray(value)) {
    throw invalidRequest('Invalid metadata: must be an object', { param: 'metadata' });
  }
  const entries = Object.entries(value as FormObject).map(([key, v]) => {
    if (typeof v !== 'string')
      throw invalidRequest(`Invalid metadata[${key}]: must be a string`, { param: 'metadata' });
    return [key, v] as const;
  });
  return Object.fromEntries(entries);
}

function unrecognized(request: RouteRequest): GatewayError {
  return new GatewayError(404, {
    error: {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${request.method}: ${request.path}).`,
    },
  });
}
