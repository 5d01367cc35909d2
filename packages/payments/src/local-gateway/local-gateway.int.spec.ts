import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterEach, describe, expect, it } from 'vitest';
import { verifyWebhook } from '../webhook-signature.ts';
import { startLocalGateway, type LocalGateway } from './index.ts';

const secretKey = 'sk_test_gateway_spec';
const publishableKey = 'pk_test_gateway_spec';
const webhookSecret = 'whsec_gateway_spec';
const prices = [{ id: 'price_basic_week', unitAmount: 199, interval: 'week' as const }];
let now = new Date('2030-03-01T08:00:00Z');
const clock = () => now;
const open: { close(): Promise<void> }[] = [];

afterEach(async () => {
  await Promise.all(open.splice(0).map((thing) => thing.close()));
});

async function gatewayWith(webhook?: { url: string; retryDelaysMs: number[] }) {
  const gateway = await startLocalGateway({
    secretKey,
    publishableKey,
    prices,
    clock,
    ...(webhook ? { webhook: { ...webhook, secret: webhookSecret } } : {}),
  });
  open.push(gateway);
  return { gateway, stripe: new Stripe(secretKey, { ...gateway.connection, maxNetworkRetries: 0 }) };
}

const post = (gateway: LocalGateway, path: string, body: string, key = secretKey) =>
  fetch(`http://${gateway.connection.host}:${gateway.connection.port}${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/x-www-form-urlencoded' },
    body,
  });

/** A webhook receiver that answers the statuses it is given, one per request (then 200), and keeps what came. */
async function receiver(statuses: number[] = []) {
  const received: { body: string; signature: string | undefined }[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ body, signature: request.headers['stripe-signature'] as string | undefined });
      response.writeHead(statuses.shift() ?? 200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  open.push({ close: () => new Promise<void>((resolve) => server.close(() => resolve())) });
  const types = () => received.map(({ body }) => (JSON.parse(body) as { type: string }).type);
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/stripe`, received, types };
}

async function activeSubscription(stripe: Stripe) {
  const customer = await stripe.customers.create({ metadata: { user_id: 'u1' } });
  const card = await stripe.paymentMethods.attach('pm_card_visa', { customer: customer.id });
  return stripe.subscriptions.create({
    customer: customer.id,
    items: [{ price: 'price_basic_week' }],
    default_payment_method: card.id,
  });
}

describe('the local gateway speaks Stripe to the SDK', () => {
  it('answers 401 without a valid key, in Stripe error shape', async () => {
    const { gateway } = await gatewayWith();
    const response = await post(gateway, '/v1/customers', '', 'sk_test_nope');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: { type: 'invalid_request_error', message: 'Invalid API Key provided: ********nope' },
    });
    const anonymous = await fetch(
      `http://${gateway.connection.host}:${gateway.connection.port}/v1/customers`,
    );
    expect(anonymous.status).toBe(401);
  });

  it("answers a card refusal with 402 and Stripe's error object", async () => {
    const { gateway } = await gatewayWith();
    const body =
      'type=card&card[number]=4000000000000069&card[exp_month]=1&card[exp_year]=2031&card[cvc]=314';
    const created = await post(gateway, '/v1/payment_methods', body);
    expect(created.status).toBe(200);
    const { id } = (await created.json()) as { id: string };
    const customer = (await (await post(gateway, '/v1/customers', '')).json()) as { id: string };
    const attached = await post(gateway, `/v1/payment_methods/${id}/attach`, `customer=${customer.id}`);
    expect(attached.status).toBe(402);
    expect(await attached.json()).toEqual({
      error: {
        type: 'card_error',
        code: 'expired_card',
        decline_code: 'expired_card',
        param: 'exp_month',
        message: 'Your card has expired.',
      },
    });
  });

  it('replays a repeated key with the same answer, and refuses the key with other parameters', async () => {
    const { stripe } = await gatewayWith();
    const first = await stripe.customers.create({ metadata: { user_id: 'u1' } }, { idempotencyKey: 'k1' });
    const again = await stripe.customers.create({ metadata: { user_id: 'u1' } }, { idempotencyKey: 'k1' });
    expect(again.id).toBe(first.id);
    expect(again.lastResponse.headers['idempotent-replayed']).toBe('true');
    const misuse = stripe.customers.create({ metadata: { user_id: 'u2' } }, { idempotencyKey: 'k1' });
    await expect(misuse).rejects.toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    await expect(misuse).rejects.toMatchObject({ statusCode: 400, type: 'StripeIdempotencyError' });
  });

  it('lists its prices in euro cents and answers unknown ids and URLs with 404', async () => {
    const { stripe } = await gatewayWith();
    const list = await stripe.prices.list();
    expect(list.data).toMatchObject([{ id: 'price_basic_week', unit_amount: 199, currency: 'eur' }]);
    await expect(stripe.subscriptions.retrieve('sub_nope')).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
      message: "No such subscription: 'sub_nope'",
    });
    await expect(stripe.refunds.create({ charge: 'ch_1' })).rejects.toMatchObject({ statusCode: 404 });
  });

  it('ends a subscription at once on DELETE and refuses to change it afterwards', async () => {
    const { stripe } = await gatewayWith();
    const subscription = await activeSubscription(stripe);
    expect((await stripe.subscriptions.cancel(subscription.id)).status).toBe('canceled');
    await expect(
      stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true }),
    ).rejects.toMatchObject({
      statusCode: 400,
    });
  });
});

describe('the local gateway changes a price the one way it models', () => {
  const move = (itemId: string): Stripe.SubscriptionUpdateParams => ({
    items: [{ id: itemId, price: 'price_basic_week' }],
    billing_cycle_anchor: { type: 'now' },
    proration_behavior: 'always_invoice',
  });

  it("refuses an item that is not the subscription's own with Stripe's 400 naming the param", async () => {
    const { stripe } = await gatewayWith();
    const subscription = await activeSubscription(stripe);
    await expect(stripe.subscriptions.update(subscription.id, move('si_other'))).rejects.toMatchObject({
      statusCode: 400,
      type: 'StripeInvalidRequestError',
      param: 'items[0][id]',
    });
  });

  it('refuses with 400 the prorations and anchors it does not model, and the anchor as a bare string', async () => {
    const { gateway, stripe } = await gatewayWith();
    const subscription = await activeSubscription(stripe);
    const itemId = subscription.items.data[0]!.id;
    const refused: [Stripe.SubscriptionUpdateParams, string][] = [
      [{ proration_behavior: 'create_prorations' }, 'proration_behavior'],
      [{ proration_behavior: 'none' }, 'proration_behavior'],
      [{ billing_cycle_anchor: { type: 'unchanged' } }, 'billing_cycle_anchor'],
      [{ expand: ['customer'] }, 'expand'],
    ];
    for (const [change, param] of refused) {
      await expect(
        stripe.subscriptions.update(subscription.id, { ...move(itemId), ...change }),
      ).rejects.toMatchObject({ statusCode: 400, param });
    }
    const bare = await post(
      gateway,
      `/v1/subscriptions/${subscription.id}`,
      `items[0][id]=${itemId}&items[0][price]=price_basic_week&billing_cycle_anchor=now&proration_behavior=always_invoice`,
    );
    expect(bare.status).toBe(400);
    expect(await bare.json()).toMatchObject({
      error: { type: 'invalid_request_error', param: 'billing_cycle_anchor' },
    });
    expect(await stripe.subscriptions.retrieve(subscription.id)).toEqual(
      expect.objectContaining({ latest_invoice: subscription.latest_invoice }),
    );
  });

  it('answers the change with its invoice inline when asked to expand it', async () => {
    const { stripe } = await gatewayWith();
    now = new Date('2030-03-01T08:00:00Z');
    const subscription = await activeSubscription(stripe);
    now = new Date('2030-03-08T08:00:00Z');
    const moved = await stripe.subscriptions.update(subscription.id, {
      ...move(subscription.items.data[0]!.id),
      expand: ['latest_invoice'],
    });
    // A whole week used: nothing credited, the new week charged in full.
    expect(moved.latest_invoice).toMatchObject({ object: 'invoice', amount_paid: 199, status: 'paid' });
  });
});

describe('the local gateway takes the publishable key as Stripe does for Stripe.js', () => {
  const visa = 'type=card&card[number]=4242424242424242&card[exp_month]=12&card[exp_year]=2034&card[cvc]=123';
  const unauthenticated = {
    error: {
      type: 'invalid_request_error',
      message:
        'This API call cannot be made with a publishable API key. Please use a secret API key. You can find a list of your API keys at https://dashboard.stripe.com/account/apikeys.',
    },
  };
  /** What a browser sends: the key in the form, no Authorization header (a simple CORS request). */
  const fromBrowser = (gateway: LocalGateway, path: string, body: string) =>
    fetch(`http://${gateway.connection.host}:${gateway.connection.port}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'http://reader.test' },
      body: `${body}&key=${publishableKey}`,
    });

  it('turns a test card into a payment method the secret key then attaches, answering any origin', async () => {
    const { gateway, stripe } = await gatewayWith();
    const created = await fromBrowser(
      gateway,
      '/v1/payment_methods',
      `${visa}&billing_details[name]=Ami Diop`,
    );
    expect(created.status).toBe(200);
    expect(created.headers.get('access-control-allow-origin')).toBe('*');
    const method = (await created.json()) as { id: string; card: { last4: string } };
    expect(method).toMatchObject({ id: expect.stringMatching(/^pm_/), card: { last4: '4242' } });
    expect(JSON.stringify(method)).not.toContain('4242424242424242');
    const customer = await stripe.customers.create({ metadata: { user_id: 'u1' } });
    const attached = await stripe.paymentMethods.attach(method.id, { customer: customer.id });
    expect(attached.billing_details.name).toBe('Ami Diop');

    const bearer = await post(gateway, '/v1/payment_methods', visa, publishableKey);
    expect(bearer.status).toBe(200);
  });

  it("refuses a bad card number with 402 and Stripe's card error", async () => {
    const { gateway } = await gatewayWith();
    const refused = await fromBrowser(
      gateway,
      '/v1/payment_methods',
      visa.replace('4242424242424242', '4242424242424241'),
    );
    expect(refused.status).toBe(402);
    expect(await refused.json()).toEqual({
      error: {
        type: 'card_error',
        code: 'incorrect_number',
        param: 'card[number]',
        message: 'Your card number is incorrect.',
      },
    });
  });

  it('refuses every secret-key call made with it, with 401', async () => {
    const { gateway } = await gatewayWith();
    for (const [path, body] of [
      ['/v1/customers', 'metadata[user_id]=u1'],
      ['/v1/payment_methods/pm_card_visa/attach', 'customer=cus_1'],
      ['/v1/subscriptions', 'customer=cus_1'],
    ] as const) {
      const viaForm = await fromBrowser(gateway, path, body);
      expect(viaForm.status).toBe(401);
      expect(await viaForm.json()).toEqual(unauthenticated);
      const viaHeader = await post(gateway, path, body, publishableKey);
      expect(viaHeader.status).toBe(401);
    }
    const read = await fetch(
      `http://${gateway.connection.host}:${gateway.connection.port}/v1/prices?key=${publishableKey}`,
    );
    expect(read.status).toBe(401);
    const sdk = new Stripe(publishableKey, { ...gateway.connection, maxNetworkRetries: 0 });
    await expect(sdk.customers.create()).rejects.toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
  });

  it('answers the browser preflight a Bearer call needs', async () => {
    const { gateway } = await gatewayWith();
    const preflight = await fetch(
      `http://${gateway.connection.host}:${gateway.connection.port}/v1/payment_methods`,
      {
        method: 'OPTIONS',
        headers: { Origin: 'http://reader.test', 'Access-Control-Request-Method': 'POST' },
      },
    );
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('Authorization');
  });
});

describe('webhooks from the local gateway', () => {
  it('sends subscription and invoice events signed so that the SDK accepts them, retrying a refusing receiver', async () => {
    const endpoint = await receiver([500]);
    const { gateway, stripe } = await gatewayWith({ url: endpoint.url, retryDelaysMs: [10, 10] });
    const subscription = await activeSubscription(stripe);
    await gateway.webhooks.settled();

    // Two events, three deliveries: whichever came first was refused with a 500 and delivered again.
    expect(new Set(endpoint.types())).toEqual(new Set(['customer.subscription.created', 'invoice.paid']));
    const attempts = gateway.webhooks.attempts();
    expect(attempts.map((a) => a.outcome).sort()).toEqual([200, 200, 500]);
    const refused = attempts.find((a) => a.outcome === 500);
    expect(attempts.filter((a) => a.eventId === refused?.eventId).map((a) => a.outcome)).toEqual([500, 200]);
    for (const delivery of endpoint.received) {
      const verified = verifyWebhook({
        rawBody: delivery.body,
        signatureHeader: delivery.signature,
        secret: webhookSecret,
        receivedAt: now,
      });
      expect(verified.ok).toBe(true);
    }
    const created = endpoint.received.find((d) => d.body.includes('customer.subscription.created'));
    const event = JSON.parse(created?.body ?? '{}') as { data: { object: { id: string } } };
    expect(event.data.object.id).toBe(subscription.id);
  });

  it('renews at the period end by the fake clock, fails on a card that cannot be charged, and ends a cancelled one', async () => {
    const endpoint = await receiver();
    const { gateway, stripe } = await gatewayWith({ url: endpoint.url, retryDelaysMs: [] });
    now = new Date('2030-03-01T08:00:00Z');
    const subscription = await activeSubscription(stripe);

    now = new Date('2030-03-08T08:00:00Z');
    gateway.renewDue();
    const renewed = await stripe.subscriptions.retrieve(subscription.id);
    expect(renewed.items.data[0]?.current_period_end).toBe(Date.parse('2030-03-15T08:00:00Z') / 1000);

    const failing = await stripe.paymentMethods.attach('pm_card_chargeCustomerFail', {
      customer: subscription.customer as string,
    });
    await stripe.subscriptions.update(subscription.id, { default_payment_method: failing.id });
    now = new Date('2030-03-15T08:00:00Z');
    gateway.renewDue();
    const pastDue = await stripe.subscriptions.retrieve(subscription.id);
    expect(pastDue.status).toBe('past_due');
    const unpaid = await stripe.invoices.retrieve(pastDue.latest_invoice as string);
    expect(unpaid).toMatchObject({
      status: 'open',
      amount_due: 199,
      amount_paid: 0,
      billing_reason: 'subscription_cycle',
    });

    const other = await activeSubscription(stripe);
    await stripe.subscriptions.update(other.id, { cancel_at_period_end: true });
    now = new Date('2030-03-29T08:00:00Z');
    gateway.renewDue();
    expect((await stripe.subscriptions.retrieve(other.id)).status).toBe('canceled');

    await gateway.webhooks.settled();
    expect(gateway.webhooks.events().map((e) => e.type)).toEqual([
      'customer.subscription.created',
      'invoice.paid',
      'customer.subscription.updated',
      'invoice.paid',
      'customer.subscription.updated',
      'customer.subscription.updated',
      'invoice.payment_failed',
      'customer.subscription.created',
      'invoice.paid',
      'customer.subscription.updated',
      'customer.subscription.deleted',
    ]);
  });

  it("keeps a refused charge's card error on the invoice's PaymentIntent, listed under the invoice's payments", async () => {
    const { gateway, stripe } = await gatewayWith();
    now = new Date('2030-03-01T08:00:00Z');
    const subscription = await activeSubscription(stripe);
    const failing = await stripe.paymentMethods.attach('pm_card_chargeCustomerFail', {
      customer: subscription.customer as string,
    });
    await stripe.subscriptions.update(subscription.id, { default_payment_method: failing.id });
    now = new Date('2030-03-08T08:00:00Z');
    gateway.renewDue();
    const invoices = [
      subscription.latest_invoice,
      (await stripe.subscriptions.retrieve(subscription.id)).latest_invoice,
    ];
    const [paid, unpaid] = await Promise.all(
      invoices.map((invoice) =>
        stripe.invoicePayments.list({ invoice: invoice as string, expand: ['data.payment.payment_intent'] }),
      ),
    );

    expect(paid?.data).toMatchObject([
      {
        object: 'invoice_payment',
        invoice: subscription.latest_invoice,
        is_default: true,
        status: 'paid',
        amount_paid: 199,
        payment: {
          type: 'payment_intent',
          payment_intent: { status: 'succeeded', last_payment_error: null },
        },
      },
    ]);
    expect(unpaid?.data).toMatchObject([
      {
        status: 'open',
        amount_paid: null,
        amount_requested: 199,
        payment: {
          payment_intent: {
            object: 'payment_intent',
            status: 'requires_payment_method',
            amount: 199,
            payment_method: failing.id,
            last_payment_error: {
              type: 'card_error',
              code: 'card_declined',
              decline_code: 'generic_decline',
              payment_method: { id: failing.id },
            },
          },
        },
      },
    ]);
    const intent = unpaid?.data[0]?.payment.payment_intent as Stripe.PaymentIntent;
    expect(await stripe.paymentIntents.retrieve(intent.id)).toEqual(intent);
    await expect(stripe.invoicePayments.list({ invoice: 'in_nope' })).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
    });
  });

  it('resends chosen events several times and in the order asked', async () => {
    const endpoint = await receiver();
    const { gateway, stripe } = await gatewayWith({ url: endpoint.url, retryDelaysMs: [] });
    await activeSubscription(stripe);
    await gateway.webhooks.settled();
    const [created, paid] = gateway.webhooks.events();
    if (!created || !paid) throw new Error('the subscription sent no events');
    endpoint.received.splice(0);

    await gateway.webhooks.resend([paid.id, created.id], 2);
    const ids = endpoint.received.map(({ body }) => (JSON.parse(body) as { id: string }).id);
    expect(ids).toEqual([paid.id, paid.id, created.id, created.id]);
  });
});
