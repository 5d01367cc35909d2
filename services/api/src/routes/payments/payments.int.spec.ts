import { Writable } from 'node:stream';
import {
  errorCatalogue,
  PLAN_CATALOGUE_STREAM,
  planCatalogueDecider,
  subscriptionDecider,
  subscriptionStream,
  type ErrorCode,
  type Period,
  type Plan,
} from '@afrimedia/domain';
import { translateError } from '@afrimedia/i18n';
import type { RecordedEvent } from '@afrimedia/event-store';
import { sql } from 'kysely';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi, type TestUser } from '../../testing/test-api.ts';

// Every call goes through the API to the local gateway via the stripe SDK; the API and the gateway share one
// fake clock, which each test sets before acting.
const logLines: string[] = [];
const logSink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logLines.push(chunk.toString('utf8'));
    done();
  },
});
const cardNumbers = [
  '4242424242424242',
  '5555555555554444',
  '4000000000000002',
  '4000000000000069',
  '4000000000000127',
  '4000000000000119',
  '4000000000009995',
  '4000000000000341',
  '4242424242424241',
];

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi('payments', { logger: pino({ level: 'trace' }, logSink) });
  api.setNow(new Date('2030-01-15T10:00:00Z'));
  const price = (plan: Plan, period: Period, amountCents: number) =>
    api.run(PLAN_CATALOGUE_STREAM, planCatalogueDecider, 'admin', {
      type: 'PricePlan',
      data: { plan, period, amountCents },
    });
  await price('premium', 'month', 599);
  await price('basic', 'week', 129);
});
afterAll(() => api.close());

const card = (number: string, overrides: Record<string, unknown> = {}) => ({
  card_number: number,
  exp_month: 12,
  exp_year: 2031,
  cvc: '123',
  card_owner: 'A. Reader',
  ...overrides,
});

const saveCard = (user: TestUser, body: Record<string, unknown>) =>
  api.call('POST', '/payments/stripe/subscriptions/customer', user, { user_id: user.userId, ...body });
const subscribe = (user: TestUser, planId: string) =>
  api.call('POST', '/payments/stripe/subscriptions/subscription', user, {
    user_id: user.userId,
    subscription_id: planId,
  });
const unsubscribe = (user: TestUser, planId: string) =>
  api.call('DELETE', `/payments/stripe/subscriptions/cancel/${user.userId}/${planId}`, user);

async function subscriptionEvents(user: TestUser): Promise<RecordedEvent[]> {
  await api.paymentGateway.webhooks.settled();
  const stream = subscriptionStream(user.userId);
  return (await api.events()).filter((event) => event.stream === stream);
}
const typesOf = (events: readonly RecordedEvent[]) => events.map((event) => event.type);
const dataOf = (event: RecordedEvent | undefined) => event?.data as Record<string, unknown> | undefined;

async function expectAnswer(answer: Promise<Response>, status: number, body: unknown) {
  const response = await answer;
  expect(response.status).toBe(status);
  expect(await response.json()).toEqual(body);
}

/** Signed in afresh: the clock may have moved past the access token's life. */
async function account(user: TestUser) {
  const response = await api.call('GET', '/auth/user', { ...user, auth: await api.signIn(user.userId) });
  return (await response.json()) as { subscription_id: string | null; subscription_end: string | null };
}

async function subscriber(planId: string, at: string): Promise<TestUser> {
  api.setNow(new Date(at));
  const user = await api.newUser();
  expect((await saveCard(user, card('4242424242424242'))).status).toBe(200);
  expect((await subscribe(user, planId)).status).toBe(201);
  return user;
}

describe('saving a card (POST /payments/stripe/subscriptions/customer)', () => {
  it('saves a good card under one customer per reader, keeping its brand and last four digits', async () => {
    api.setNow(new Date('2030-01-15T10:00:00Z'));
    const reader = await api.newUser();
    const first = await saveCard(reader, card('4242424242424242'));
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ ok: true, brand: 'visa', last4: '4242' });
    const second = await saveCard(reader, card('5555555555554444'));
    expect(await second.json()).toEqual({ ok: true, brand: 'mastercard', last4: '4444' });
    expect(typesOf(await subscriptionEvents(reader))).toEqual([
      'PaymentCustomerCreated',
      'PaymentCardSaved',
      'PaymentCardSaved',
    ]);
  });

  it.each([
    ['4000000000000002', 'CARD_DECLINED'],
    ['4000000000000069', 'EXPIRED_CARD'],
    ['4000000000000127', 'INCORRECT_CVC'],
    ['4000000000000119', 'CARD_PROCESSING_ERROR'],
    ['4242424242424241', 'INCORRECT_CARD_NUMBER'],
    ['4000000000009995', 'PAYMENT_NOT_ACCEPTED'],
  ] as const)('refuses card %s with 402 %s and the spec message, saving no card', async (number, code) => {
    api.setNow(new Date('2030-01-15T10:00:00Z'));
    const reader = await api.newUser();
    const response = await saveCard(reader, card(number));
    expect(response.status).toBe(402);
    expect(await response.json()).toMatchObject({ code, message: errorCatalogue[code as ErrorCode].message });
    expect(typesOf(await subscriptionEvents(reader))).toEqual(['PaymentCustomerCreated']);
  });

  it("answers a refusal in the reader's language", async () => {
    const reader = await api.newUser({ language: 'fr' });
    const response = await saveCard(reader, card('4000000000000002'));
    expect(response.status).toBe(402);
    const message = translateError('fr', 'CARD_DECLINED');
    expect(message).not.toBe(errorCatalogue.CARD_DECLINED.message);
    expect(await response.json()).toMatchObject({ code: 'CARD_DECLINED', message });
  });

  it('asks for every card field, and for one card only, before calling the provider', async () => {
    const reader = await api.newUser();
    for (const field of ['card_number', 'exp_month', 'exp_year', 'cvc', 'card_owner']) {
      const response = await saveCard(reader, card('4242424242424242', { [field]: undefined }));
      expect(response.status, field).toBe(400);
      expect(await response.json(), field).toMatchObject({ code: 'FIELDS_REQUIRED', field });
    }
    const both = await saveCard(reader, { ...card('4242424242424242'), payment_method: 'pm_card_visa' });
    expect(await both.json()).toMatchObject({ code: 'FIELDS_REQUIRED', field: 'payment_method' });
    expect(await subscriptionEvents(reader)).toEqual([]);
  });

  it("takes a payment method id, Stripe's ready-made test ones included", async () => {
    const reader = await api.newUser();
    const response = await saveCard(reader, { payment_method: 'pm_card_mastercard' });
    expect(await response.json()).toEqual({ ok: true, brand: 'mastercard', last4: '4444' });
  });
});

describe('subscribing (POST /payments/stripe/subscriptions/subscription)', () => {
  it('subscribes at the price in force, the end date from the provider, shown on the account', async () => {
    const reader = await subscriber('premium-month', '2030-01-15T10:00:00Z');
    const events = await subscriptionEvents(reader);
    expect(typesOf(events)).toEqual([
      'PaymentCustomerCreated',
      'PaymentCardSaved',
      'SubscriptionRequested',
      'SubscriptionActivated',
    ]);
    expect(events[2]?.data).toMatchObject({ plan: 'premium', period: 'month', amountCents: 599 });
    expect(events[3]?.data).toMatchObject({ periodEnd: '2030-02-15T10:00:00.000Z' });
    expect(await account(reader)).toMatchObject({
      subscription_id: 'premium-month',
      subscription_end: '2030-02-15T10:00:00.000Z',
    });
  });

  it('answers the subscription as the account will show it', async () => {
    api.setNow(new Date('2030-01-15T10:00:00Z'));
    const reader = await api.newUser();
    await saveCard(reader, card('4242424242424242'));
    await expectAnswer(subscribe(reader, 'basic-week'), 201, {
      subscription_id: 'basic-week',
      subscription_end: '2030-01-22T10:00:00.000Z',
      auto_renew: true,
    });
  });

  it('records a refused first payment; the reader may then subscribe with another card', async () => {
    api.setNow(new Date('2030-01-15T10:00:00Z'));
    const reader = await api.newUser();
    expect((await saveCard(reader, card('4000000000000341'))).status).toBe(200);
    const refused = await subscribe(reader, 'premium-month');
    expect(refused.status).toBe(402);
    expect(await refused.json()).toMatchObject({ code: 'CARD_DECLINED', message: 'Your card was declined' });
    expect(typesOf(await subscriptionEvents(reader)).slice(-2)).toEqual([
      'SubscriptionRequested',
      'PaymentFailed',
    ]);
    expect(await account(reader)).toMatchObject({ subscription_id: null });

    await saveCard(reader, card('4242424242424242'));
    expect((await subscribe(reader, 'premium-month')).status).toBe(201);
    expect(await account(reader)).toMatchObject({ subscription_id: 'premium-month' });
  });

  it('takes up a request of the same plan left waiting, at the amount it was asked at', async () => {
    api.setNow(new Date('2030-01-15T10:00:00Z'));
    const reader = await api.newUser();
    await saveCard(reader, card('4242424242424242'));
    await api.run(subscriptionStream(reader.userId), subscriptionDecider, reader.userId, {
      type: 'RequestSubscription',
      data: {
        userId: reader.userId,
        subscriptionId: 'left-waiting',
        plan: 'basic',
        period: 'week',
        amountCents: 99,
      },
    });
    expect((await subscribe(reader, 'basic-week')).status).toBe(201);
    const events = await subscriptionEvents(reader);
    expect(typesOf(events).filter((type) => type === 'SubscriptionRequested')).toHaveLength(1);
    const activated = dataOf(events.at(-1));
    expect(activated).toMatchObject({ subscriptionId: 'left-waiting' });
    const provider = await api.deps.payments?.port.readSubscription(
      String(activated?.providerSubscriptionId),
    );
    expect(provider?.amountCents).toBe(99);
  });

  it('refuses a plan that is not on sale, a reader without a card, and the plan they already have', async () => {
    api.setNow(new Date('2030-01-15T10:00:00Z'));
    const reader = await api.newUser();
    expect((await subscribe(reader, 'premium-month')).status).toBe(409);
    await saveCard(reader, card('4242424242424242'));
    for (const planId of ['premium-year', 'gold-month']) {
      const response = await subscribe(reader, planId);
      expect(response.status, planId).toBe(404);
      expect(await response.json(), planId).toMatchObject({ code: 'NOT_FOUND', field: 'subscription_id' });
    }
    expect((await subscribe(reader, 'premium-month')).status).toBe(201);
    expect((await subscribe(reader, 'premium-month')).status).toBe(409);
    expect(
      typesOf(await subscriptionEvents(reader)).filter((type) => type.startsWith('Subscription')),
    ).toEqual(['SubscriptionRequested', 'SubscriptionActivated']);
  });
});

describe('changing plan (the same call, by a subscriber)', () => {
  const history = async (user: TestUser) => {
    const response = await api.call('GET', '/payments/history', user);
    return ((await response.json()) as { payments: { amountCents: number; plan: string }[] }).payments;
  };

  it('moves to the new plan now: the unused time is credited, the difference charged, the new period starts', async () => {
    const subscribed = await subscriber('basic-week', '2030-01-15T10:00:00Z');
    // Half of the week is left: half of its 129 cents, rounded down, is credited against the month's 599.
    api.setNow(new Date('2030-01-18T22:00:00Z'));
    const reader = { ...subscribed, auth: await api.signIn(subscribed.userId) };
    await expectAnswer(subscribe(reader, 'premium-month'), 201, {
      subscription_id: 'premium-month',
      subscription_end: '2030-02-18T22:00:00.000Z',
      auto_renew: true,
    });
    const events = await subscriptionEvents(reader);
    expect(typesOf(events).slice(-3)).toEqual([
      'SubscriptionChangeRequested',
      'SubscriptionChangeAccepted',
      'SubscriptionPaid',
    ]);
    expect(dataOf(events.at(-2))).toMatchObject({ plan: 'premium', period: 'month', amountCents: 599 });
    expect(dataOf(events.at(-1))).toMatchObject({ amountCents: 599 - 64 });
    expect(await account(reader)).toMatchObject({
      subscription_id: 'premium-month',
      subscription_end: '2030-02-18T22:00:00.000Z',
    });
    // The provider's own word on the change's invoice (its webhook) added no second payment.
    expect((await history(reader)).map(({ plan, amountCents }) => [plan, amountCents])).toEqual([
      ['premium', 535],
      ['basic', 129],
    ]);
    const provider = await api.deps.payments?.port.readSubscription(
      String(dataOf(events.find((event) => event.type === 'SubscriptionActivated'))?.providerSubscriptionId),
    );
    expect(provider).toMatchObject({ amountCents: 599 });
  });

  it("refuses a change the card won't pay with the spec's message, the subscription left as it was", async () => {
    const reader = await subscriber('basic-week', '2030-01-15T10:00:00Z');
    // Attached without complaint, refused when charged.
    expect((await saveCard(reader, card('4000000000000341'))).status).toBe(200);
    const refused = await subscribe(reader, 'premium-month');
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      code: 'SUBSCRIPTION_CHANGE_REJECTED',
      message: 'Your subscription change request has been rejected!',
    });
    const events = await subscriptionEvents(reader);
    expect(typesOf(events).slice(-2)).toEqual(['SubscriptionChangeRequested', 'SubscriptionChangeRefused']);
    expect(dataOf(events.at(-1))).toMatchObject({ reason: 'CARD_DECLINED' });
    expect(await account(reader)).toMatchObject({
      subscription_id: 'basic-week',
      subscription_end: '2030-01-22T10:00:00.000Z',
    });

    await saveCard(reader, card('4242424242424242'));
    expect((await subscribe(reader, 'premium-month')).status).toBe(201);
    expect(await account(reader)).toMatchObject({ subscription_id: 'premium-month' });
  });

  it('settles a change left unanswered before going on, charging it once', async () => {
    const reader = await subscriber('basic-week', '2030-01-15T10:00:00Z');
    const { subscriptionId } = dataOf(
      (await subscriptionEvents(reader)).find((event) => event.type === 'SubscriptionRequested'),
    ) as { subscriptionId: string };
    await api.run(subscriptionStream(reader.userId), subscriptionDecider, reader.userId, {
      type: 'RequestSubscriptionChange',
      data: { subscriptionId, changeId: 'left-waiting', plan: 'premium', period: 'month', amountCents: 599 },
    });
    expect((await subscribe(reader, 'premium-month')).status).toBe(201);
    const types = typesOf(await subscriptionEvents(reader));
    expect(types.filter((type) => type === 'SubscriptionChangeRequested')).toHaveLength(1);
    expect(types.slice(-2)).toEqual(['SubscriptionChangeAccepted', 'SubscriptionPaid']);
  });
});

describe('the provider webhooks (POST /payments/stripe/webhook)', () => {
  const webhook = (body: string, signature?: string) =>
    fetch(`${api.url}/api/payments/stripe/webhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(signature ? { 'stripe-signature': signature } : {}),
      },
      body,
    });

  it('refuses a body whose signature does not match with 400, appending nothing', async () => {
    const before = (await api.events()).length;
    const event = api.paymentGateway.webhooks.events().at(-1);
    const body = JSON.stringify(event);
    const now = Math.floor(new Date('2030-01-15T10:00:00Z').getTime() / 1000);
    for (const signature of [undefined, `t=${now},v1=${'0'.repeat(64)}`, 'garbage']) {
      const response = await webhook(body, signature);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'FIELDS_REQUIRED', field: 'Stripe-Signature' });
    }
    expect((await api.events()).length).toBe(before);
  });

  it('records a renewal paid once however often its event is delivered, at the price the reader subscribed at', async () => {
    const reader = await subscriber('premium-month', '2030-03-01T09:00:00Z');
    await api.run(PLAN_CATALOGUE_STREAM, planCatalogueDecider, 'admin', {
      type: 'PricePlan',
      data: { plan: 'premium', period: 'month', amountCents: 699 },
    });
    api.setNow(new Date('2030-04-01T09:00:01Z'));
    api.paymentGateway.renewDue();
    const paid = (await subscriptionEvents(reader)).filter((event) => event.type === 'SubscriptionPaid');
    expect(paid.map((event) => event.data)).toEqual([
      expect.objectContaining({ amountCents: 599, periodEnd: '2030-05-01T09:00:00.000Z' }),
    ]);
    const invoice = api.paymentGateway.webhooks
      .events()
      .find(
        (event) =>
          event.type === 'invoice.paid' &&
          (event.data.object as { id: string }).id === dataOf(paid[0])?.paymentId,
      );
    await api.paymentGateway.webhooks.resend([invoice!.id], 10);
    expect(
      typesOf(await subscriptionEvents(reader)).filter((type) => type === 'SubscriptionPaid'),
    ).toHaveLength(1);
    await expect.poll(() => account(reader)).toMatchObject({ subscription_end: '2030-05-01T09:00:00.000Z' });
  });

  it('records a renewal refused, the access lasting until the end date', async () => {
    const reader = await subscriber('premium-month', '2030-10-01T00:00:00Z');
    expect((await saveCard(reader, card('4000000000000341'))).status).toBe(200);
    api.setNow(new Date('2030-11-01T00:00:01Z'));
    api.paymentGateway.renewDue();
    const events = await subscriptionEvents(reader);
    expect(typesOf(events).slice(-2)).toEqual(['PaymentCardSaved', 'PaymentFailed']);
    expect(dataOf(events.at(-1))).toMatchObject({ reason: 'CARD_DECLINED' });
    expect(typesOf(events)).not.toContain('SubscriptionPaid');
    api.setNow(new Date('2030-11-01T00:00:00Z'));
    expect(await account(reader)).toMatchObject({ subscription_id: 'premium-month' });
  });

  it('records a renewal refused on a card that has expired since it was saved as an expired card', async () => {
    const reader = await subscriber('premium-month', '2030-10-01T00:00:00Z');
    // Good through October when saved; the November renewal finds it expired.
    const expiring = card('4242424242424242', { exp_month: 10, exp_year: 2030 });
    expect((await saveCard(reader, expiring)).status).toBe(200);
    api.setNow(new Date('2030-11-01T00:00:01Z'));
    api.paymentGateway.renewDue();
    const events = await subscriptionEvents(reader);
    expect(typesOf(events).slice(-2)).toEqual(['PaymentCardSaved', 'PaymentFailed']);
    expect(dataOf(events.at(-1))).toMatchObject({ reason: 'EXPIRED_CARD' });
  });

  it('applies renewals told newest first: each payment recorded, the end date never moved back', async () => {
    const reader = await subscriber('basic-week', '2030-06-01T00:00:00Z');
    api.paymentGateway.webhooks.hold();
    api.setNow(new Date('2030-06-15T00:00:01Z'));
    api.paymentGateway.renewDue();
    await api.paymentGateway.webhooks.release('newest_first');
    const paid = (await subscriptionEvents(reader)).filter((event) => event.type === 'SubscriptionPaid');
    expect(paid).toHaveLength(2);
    expect(new Set(paid.map((event) => dataOf(event)?.paymentId)).size).toBe(2);
    expect(paid.map((event) => dataOf(event)?.periodEnd)).toEqual([
      '2030-06-22T00:00:00.000Z',
      '2030-06-22T00:00:00.000Z',
    ]);
    await expect.poll(() => account(reader)).toMatchObject({ subscription_end: '2030-06-22T00:00:00.000Z' });
  });
});

describe('unsubscribing (DELETE /payments/stripe/subscriptions/cancel/:userId/:subscriptionId)', () => {
  it('turns auto-renew off and keeps the access until the end date, then the subscription ends', async () => {
    const reader = await subscriber('premium-month', '2030-08-01T00:00:00Z');
    await expectAnswer(unsubscribe(reader, 'premium-month'), 200, {
      subscription_id: 'premium-month',
      subscription_end: '2030-09-01T00:00:00.000Z',
      auto_renew: false,
    });
    expect(typesOf(await subscriptionEvents(reader)).at(-1)).toBe('AutoRenewTurnedOff');

    api.setNow(new Date('2030-08-31T23:59:59Z'));
    api.paymentGateway.renewDue();
    expect(await account(reader)).toMatchObject({ subscription_id: 'premium-month' });

    api.setNow(new Date('2030-09-01T00:00:01Z'));
    api.paymentGateway.renewDue();
    const types = typesOf(await subscriptionEvents(reader));
    expect(types.at(-1)).toBe('SubscriptionExpired');
    expect(types).not.toContain('SubscriptionPaid');
    await expect.poll(() => account(reader)).toMatchObject({ subscription_id: null });
  });

  it('refuses a subscription the reader does not have', async () => {
    const reader = await api.newUser();
    const response = await unsubscribe(reader, 'premium-month');
    expect(response.status).toBe(404);
  });
});

describe('card numbers', () => {
  it('appear in no event, no table and no log line after the run', async () => {
    const events = JSON.stringify(await api.events(), (_key, value: unknown) =>
      typeof value === 'bigint' ? value.toString() : value,
    );
    const tables = await sql<{ name: string }>`
      select format('%I.%I', table_schema, table_name) as name from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`.execute(
      api.db,
    );
    expect(tables.rows.length).toBeGreaterThan(10);
    expect(logLines.length).toBeGreaterThan(10);
    for (const number of cardNumbers) {
      expect(events, number).not.toContain(number);
      expect(
        logLines.filter((line) => line.includes(number)),
        number,
      ).toEqual([]);
      for (const { name } of tables.rows) {
        const found = await sql<{ count: string }>`
          select count(*) as count from ${sql.raw(name)} as t where t::text like ${`%${number}%`}`.execute(
          api.db,
        );
        expect(found.rows[0]?.count, `${number} in ${name}`).toBe('0');
      }
    }
  });
});
