import { errorCatalogue } from '@afrimedia/domain';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalGateway, type LocalGateway } from './local-gateway/index.ts';
import type { CardSource, PaymentPort } from './payment-port.ts';
import { createStripeAdapter } from './stripe-adapter.ts';

// Every call goes through the real stripe SDK, pointed at the local gateway; time is a fake clock.
const secretKey = 'sk_test_adapter_spec';
let now = new Date('2030-01-15T10:00:00Z');
let gateway: LocalGateway;
let payments: PaymentPort;
let keys = 0;
const key = () => `spec-key-${(keys += 1)}`;

beforeAll(async () => {
  gateway = await startLocalGateway({
    secretKey,
    clock: () => now,
    prices: [{ id: 'price_premium_month', unitAmount: 999, interval: 'month' }],
  });
  payments = createStripeAdapter({
    secretKey,
    connection: gateway.connection,
    acceptsRawTestCards: true,
    maxNetworkRetries: 0,
  });
});
afterAll(() => gateway.close());

const testCard = (number: string, overrides: Partial<Extract<CardSource, { kind: 'test_card' }>> = {}) =>
  ({
    kind: 'test_card',
    number,
    expMonth: 12,
    expYear: 2031,
    cvc: '123',
    owner: 'A. Reader',
    ...overrides,
  }) as const;

async function newCustomer(): Promise<string> {
  return (await payments.createCustomer({ userId: `user-${key()}`, idempotencyKey: key() })).customerId;
}

describe('attaching a card through the stripe SDK', () => {
  it('attaches a good test card, keeping only its brand and last four digits', async () => {
    const outcome = await payments.attachPaymentMethod({
      customerId: await newCustomer(),
      card: testCard('4242424242424242'),
      idempotencyKey: key(),
    });
    expect(outcome).toMatchObject({ ok: true, value: { brand: 'visa', last4: '4242' } });
  });

  it.each([
    ['4000000000000002', {}, 'CARD_DECLINED', 'Your card was declined'],
    ['4000000000009987', {}, 'CARD_DECLINED', 'Your card was declined'],
    ['4111111111111111', {}, 'CARD_DECLINED', 'Your card was declined'],
    ['4000000000000069', {}, 'EXPIRED_CARD', 'Your card is expired'],
    ['4242424242424242', { expYear: 2029 }, 'EXPIRED_CARD', 'Your card is expired'],
    ['4000000000000127', {}, 'INCORRECT_CVC', 'The CVC number is incorrect'],
    ['4242424242424242', { cvc: '1a' }, 'INCORRECT_CVC', 'The CVC number is incorrect'],
    ['4242424242424241', {}, 'INCORRECT_CARD_NUMBER', 'The card number is incorrect'],
    ['4000000000000119', {}, 'CARD_PROCESSING_ERROR', 'An error occurred while processing your card'],
    ['4000000000009995', {}, 'PAYMENT_NOT_ACCEPTED', 'Your payment is not accepted'],
  ] as const)('card %s %o is refused as %s: "%s"', async (number, overrides, reason, message) => {
    const outcome = await payments.attachPaymentMethod({
      customerId: await newCustomer(),
      card: testCard(number, overrides),
      idempotencyKey: key(),
    });
    if (outcome.ok) throw new Error(`card ${number} was accepted`);
    expect(outcome.refusal.reason).toBe(reason);
    expect(errorCatalogue[outcome.refusal.reason].message).toBe(message);
  });

  it.each([
    ['pm_card_chargeDeclinedIncorrectCvc', 'INCORRECT_CVC', 'incorrect_cvc', 'incorrect_cvc'],
    ['pm_unknown', 'CARD_DECLINED', 'resource_missing', undefined],
  ])(
    "refuses Stripe's ready-made decline ids the same way as their numbers, and an unknown id as declined: %s",
    async (paymentMethodId, reason, providerCode, providerDeclineCode) => {
      const outcome = await payments.attachPaymentMethod({
        customerId: await newCustomer(),
        card: { kind: 'payment_method', paymentMethodId },
        idempotencyKey: key(),
      });
      expect(outcome).toMatchObject({ ok: false, refusal: { reason, providerCode, providerDeclineCode } });
    },
  );

  it('will not send raw card fields unless it talks to the local test gateway', async () => {
    const production = createStripeAdapter({
      secretKey,
      connection: gateway.connection,
      acceptsRawTestCards: false,
    });
    await expect(
      production.attachPaymentMethod({
        customerId: await newCustomer(),
        card: testCard('4242424242424242'),
        idempotencyKey: key(),
      }),
    ).rejects.toThrow('Raw card fields are accepted only by the local test gateway');
  });

  it('answers a replayed attach with the first answer, refusal included', async () => {
    const customerId = await newCustomer();
    const idempotencyKey = key();
    const attach = (number: string) =>
      payments.attachPaymentMethod({ customerId, card: testCard(number), idempotencyKey });
    const first = await attach('4000000000000002');
    expect(await attach('4000000000000002')).toEqual(first);
  });
});

describe('subscriptions through the stripe SDK', () => {
  async function subscriber(card: CardSource = { kind: 'payment_method', paymentMethodId: 'pm_card_visa' }) {
    const customerId = await newCustomer();
    const attached = await payments.attachPaymentMethod({ customerId, card, idempotencyKey: key() });
    if (!attached.ok) throw new Error('the card was refused');
    return { customerId, paymentMethodId: attached.value.paymentMethodId };
  }

  it('subscribes for one month in euro cents, then turns auto-renew off with access kept to the period end', async () => {
    now = new Date('2030-01-31T10:00:00Z');
    const { customerId, paymentMethodId } = await subscriber();
    const created = await payments.createSubscription({
      customerId,
      paymentMethodId,
      price: { priceId: 'price_premium_month' },
      idempotencyKey: key(),
    });
    if (!created.ok) throw new Error('the subscription was refused');
    expect(created.value).toMatchObject({
      customerId,
      priceId: 'price_premium_month',
      status: 'active',
      amountCents: 999,
      currency: 'eur',
      autoRenew: true,
      periodEnd: new Date('2030-02-28T10:00:00Z'),
    });

    const { subscriptionId } = created.value;
    const canceled = await payments.cancelAtPeriodEnd({ subscriptionId, idempotencyKey: key() });
    expect(canceled).toMatchObject({
      status: 'active',
      autoRenew: false,
      periodEnd: created.value.periodEnd,
    });
    expect(await payments.readSubscription(subscriptionId)).toEqual(canceled);

    now = new Date('2030-02-28T10:00:00Z');
    gateway.renewDue();
    expect(await payments.readSubscription(subscriptionId)).toMatchObject({
      status: 'canceled',
      autoRenew: false,
    });
  });

  it('refuses a subscription whose first payment fails and leaves no subscription behind', async () => {
    const { customerId, paymentMethodId } = await subscriber({
      kind: 'payment_method',
      paymentMethodId: 'pm_card_chargeCustomerFail',
    });
    const before = gateway.webhooks.events().length;
    const outcome = await payments.createSubscription({
      customerId,
      paymentMethodId,
      price: { priceId: 'price_premium_month' },
      idempotencyKey: key(),
    });
    expect(outcome).toMatchObject({
      ok: false,
      refusal: { reason: 'CARD_DECLINED', providerCode: 'card_declined' },
    });
    expect(gateway.webhooks.events().slice(before)).toEqual([]);
  });

  it('subscribes once when the same request is sent twice under one key', async () => {
    const { customerId, paymentMethodId } = await subscriber();
    const request = {
      customerId,
      paymentMethodId,
      price: { priceId: 'price_premium_month' },
      idempotencyKey: key(),
    };
    const before = gateway.webhooks.events().length;
    const first = await payments.createSubscription(request);
    const again = await payments.createSubscription(request);
    expect(again).toEqual(first);
    const created = gateway.webhooks
      .events()
      .slice(before)
      .filter((e) => e.type === 'customer.subscription.created');
    expect(created).toHaveLength(1);
  });

  it("subscribes at an inline price under a product made once, carrying the caller's metadata", async () => {
    now = new Date('2030-03-01T08:00:00Z');
    await payments.ensureProduct({ productId: 'afrimedia-basic', name: 'Afrimedia basic' });
    await payments.ensureProduct({ productId: 'afrimedia-basic', name: 'Afrimedia basic' });
    const { customerId, paymentMethodId } = await subscriber();
    const created = await payments.createSubscription({
      customerId,
      paymentMethodId,
      price: { amountCents: 129, interval: 'week', productId: 'afrimedia-basic' },
      metadata: { user_id: 'user-inline' },
      idempotencyKey: key(),
    });
    if (!created.ok) throw new Error('the subscription was refused');
    expect(created.value).toMatchObject({
      amountCents: 129,
      periodEnd: new Date('2030-03-08T08:00:00Z'),
      metadata: { user_id: 'user-inline' },
    });
  });

  it('refuses an inline price under a product never made', async () => {
    const { customerId, paymentMethodId } = await subscriber();
    const attempt = payments.createSubscription({
      customerId,
      paymentMethodId,
      price: { amountCents: 129, interval: 'week', productId: 'no-such-product' },
      idempotencyKey: key(),
    });
    await expect(attempt).rejects.toMatchObject({ statusCode: 404, code: 'resource_missing' });
  });

  describe('changing the price of a subscription', () => {
    const premium = { priceId: 'price_premium_month' };
    const plus = { amountCents: 1999, interval: 'month', productId: 'afrimedia-plus' } as const;

    async function subscribedAt(at: string, card?: CardSource) {
      now = new Date(at);
      await payments.ensureProduct({ productId: 'afrimedia-plus', name: 'Afrimedia plus' });
      const { customerId, paymentMethodId } = await subscriber(card);
      const created = await payments.createSubscription({
        customerId,
        paymentMethodId,
        price: premium,
        idempotencyKey: key(),
      });
      if (!created.ok) throw new Error('the subscription was refused');
      return created.value;
    }

    it('starts a new period now and charges the new price less the unused time of the old one, to the cent', async () => {
      const subscription = await subscribedAt('2030-05-01T00:00:00Z');
      now = new Date('2030-05-11T00:00:00Z');
      const before = gateway.webhooks.events().length;
      const outcome = await payments.changeSubscriptionPrice({
        subscriptionId: subscription.subscriptionId,
        price: plus,
        idempotencyKey: key(),
      });
      if (!outcome.ok) throw new Error('the change was refused');
      // 21 of May's 31 days unused: 999 × 21 / 31 = 676.7, credited as 676; 1999 − 676 charged.
      expect(outcome.value.invoice.amountCents).toBe(1323);
      expect(outcome.value.view).toMatchObject({
        subscriptionId: subscription.subscriptionId,
        status: 'active',
        amountCents: 1999,
        periodEnd: new Date('2030-06-11T00:00:00Z'),
        latestInvoiceId: outcome.value.invoice.id,
      });
      expect(await payments.readSubscription(subscription.subscriptionId)).toEqual(outcome.value.view);

      const stripe = new Stripe(secretKey, gateway.connection);
      expect(await stripe.invoices.retrieve(outcome.value.invoice.id)).toMatchObject({
        status: 'paid',
        amount_paid: 1323,
        billing_reason: 'subscription_update',
        period_start: Date.parse('2030-05-11T00:00:00Z') / 1000,
      });

      const events = gateway.webhooks.events().slice(before);
      expect(events.map((event) => event.type)).toEqual(['customer.subscription.updated', 'invoice.paid']);
      expect(events[0]?.data.previous_attributes).toMatchObject({
        latest_invoice: subscription.latestInvoiceId,
        items: { data: [{ price: { unit_amount: 999 } }] },
      });
      expect(events[1]?.data.object).toMatchObject({ id: outcome.value.invoice.id, amount_paid: 1323 });
    });

    it('refuses the change when the card is declined, leaving the subscription as it was', async () => {
      const subscription = await subscribedAt('2030-05-01T00:00:00Z');
      const customerId = subscription.customerId;
      const failing = await payments.attachPaymentMethod({
        customerId,
        card: { kind: 'payment_method', paymentMethodId: 'pm_card_chargeCustomerFail' },
        idempotencyKey: key(),
      });
      if (!failing.ok) throw new Error('the card was refused');
      const { subscriptionId } = subscription;
      const unchanged = await payments.changeSubscriptionCard({
        subscriptionId,
        paymentMethodId: failing.value.paymentMethodId,
        idempotencyKey: key(),
      });
      now = new Date('2030-05-11T00:00:00Z');
      const before = gateway.webhooks.events().length;
      const outcome = await payments.changeSubscriptionPrice({
        subscriptionId,
        price: plus,
        idempotencyKey: key(),
      });
      expect(outcome).toEqual({
        ok: false,
        refusal: {
          reason: 'CARD_DECLINED',
          providerCode: 'card_declined',
          providerDeclineCode: 'generic_decline',
        },
      });
      expect(await payments.readSubscription(subscriptionId)).toEqual(unchanged);
      expect(gateway.webhooks.events().slice(before)).toEqual([]);
    });

    it('charges once when the same change is sent twice under one key', async () => {
      const subscription = await subscribedAt('2030-05-01T00:00:00Z');
      now = new Date('2030-05-21T12:00:00Z');
      const request = { subscriptionId: subscription.subscriptionId, price: plus, idempotencyKey: key() };
      const before = gateway.webhooks.events().length;
      const first = await payments.changeSubscriptionPrice(request);
      now = new Date('2030-05-21T12:05:00Z');
      expect(await payments.changeSubscriptionPrice(request)).toEqual(first);
      const paid = gateway.webhooks
        .events()
        .slice(before)
        .filter((event) => event.type === 'invoice.paid');
      expect(paid).toHaveLength(1);
    });
  });

  describe("telling why a renewal's payment was refused", () => {
    const visa: CardSource = { kind: 'payment_method', paymentMethodId: 'pm_card_visa' };

    /**
     * A subscription made at `at` with `card`, its renewals charged to `renewalCard` when given, renewed by the
     * clock at `renewAt`: its first invoice, its renewal's and its status then.
     */
    async function renewed(at: string, renewAt: string, card: CardSource, renewalCard?: CardSource) {
      now = new Date(at);
      const { customerId, paymentMethodId } = await subscriber(card);
      const created = await payments.createSubscription({
        customerId,
        paymentMethodId,
        price: { priceId: 'price_premium_month' },
        idempotencyKey: key(),
      });
      if (!created.ok) throw new Error('the subscription was refused');
      const { subscriptionId } = created.value;
      if (renewalCard) {
        const attached = await payments.attachPaymentMethod({
          customerId,
          card: renewalCard,
          idempotencyKey: key(),
        });
        if (!attached.ok) throw new Error('the renewal card was refused');
        const { paymentMethodId: renewalPaymentMethodId } = attached.value;
        await payments.changeSubscriptionCard({
          subscriptionId,
          paymentMethodId: renewalPaymentMethodId,
          idempotencyKey: key(),
        });
      }
      now = new Date(renewAt);
      gateway.renewDue();
      const after = await payments.readSubscription(subscriptionId);
      if (!after?.latestInvoiceId || after.latestInvoiceId === created.value.latestInvoiceId) {
        throw new Error('the subscription did not renew');
      }
      return {
        first: created.value.latestInvoiceId ?? '',
        renewal: after.latestInvoiceId,
        status: after.status,
      };
    }

    it('reads an expired card from the PaymentIntent of the renewal it failed', async () => {
      // Good through June 2030 when saved; the July renewal finds it expired.
      const subscription = await renewed(
        '2030-06-10T09:00:00Z',
        '2030-07-10T09:00:01Z',
        testCard('4242424242424242', { expMonth: 6, expYear: 2030 }),
      );
      expect(subscription.status).toBe('past_due');
      expect(await payments.invoiceFailure(subscription.renewal)).toEqual({
        reason: 'EXPIRED_CARD',
        providerCode: 'expired_card',
        providerDeclineCode: 'expired_card',
      });
      expect(await payments.invoiceFailure(subscription.first)).toBeUndefined();
    });

    it('reads a card declined at renewal as declined, and a renewal paid as no refusal', async () => {
      const declined = await renewed('2030-06-10T09:00:00Z', '2030-07-10T09:00:01Z', visa, {
        kind: 'payment_method',
        paymentMethodId: 'pm_card_chargeCustomerFail',
      });
      expect(await payments.invoiceFailure(declined.renewal)).toEqual({
        reason: 'CARD_DECLINED',
        providerCode: 'card_declined',
        providerDeclineCode: 'generic_decline',
      });
      const paid = await renewed('2030-06-10T09:00:00Z', '2030-07-10T09:00:01Z', visa);
      expect(paid.status).toBe('active');
      expect(await payments.invoiceFailure(paid.renewal)).toBeUndefined();
    });
  });

  it('creates one customer for one key however often it is asked', async () => {
    const idempotencyKey = key();
    const first = await payments.createCustomer({ userId: 'user-once', idempotencyKey });
    expect(await payments.createCustomer({ userId: 'user-once', idempotencyKey })).toEqual(first);
  });

  it('reads an unknown subscription as none', async () => {
    expect(await payments.readSubscription('sub_unknown')).toBeUndefined();
  });

  it('fails with the SDK authentication error on a wrong secret key', async () => {
    const intruder = createStripeAdapter({
      secretKey: 'sk_test_wrong',
      connection: gateway.connection,
      acceptsRawTestCards: true,
    });
    const attempt = intruder.createCustomer({ userId: 'user-x', idempotencyKey: key() });
    await expect(attempt).rejects.toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    await expect(attempt).rejects.toMatchObject({
      statusCode: 401,
      message: 'Invalid API Key provided: ********rong',
    });
  });

  it('never lets a raw card number out of the gateway: not in answers, not in events', async () => {
    const customerId = await newCustomer();
    const outcome = await payments.attachPaymentMethod({
      customerId,
      card: testCard('5555555555554444'),
      idempotencyKey: key(),
    });
    if (!outcome.ok) throw new Error('the card was refused');
    const stripe = new Stripe(secretKey, gateway.connection);
    const stored = await stripe.paymentMethods.retrieve(outcome.value.paymentMethodId);
    expect(stored.card).toMatchObject({ brand: 'mastercard', last4: '4444' });
    expect(JSON.stringify(stored)).not.toContain('555555555555');
    expect(JSON.stringify(gateway.webhooks.events())).not.toContain('555555555555');
  });
});
