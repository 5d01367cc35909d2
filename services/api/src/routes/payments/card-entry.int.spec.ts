import { Writable } from 'node:stream';
import { PLAN_CATALOGUE_STREAM, planCatalogueDecider, subscriptionStream } from '@afrimedia/domain';
import type { RecordedEvent } from '@afrimedia/event-store';
import { sql } from 'kysely';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi, type TestUser } from '../../testing/test-api.ts';

// Two APIs on the local gateway: one taking the reader's card fields (npm start), one shaped like real Stripe,
// where the browser's Stripe.js turns the card into a payment method with the publishable key.
const logLines: string[] = [];
const logSink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logLines.push(chunk.toString('utf8'));
    done();
  },
});
const cardNumbers = ['4242424242424242', '4000000000000002', '5555555555554444'];

let fields: TestApi;
let stripe: TestApi;
beforeAll(async () => {
  [fields, stripe] = await Promise.all([
    startTestApi('card_entry_fields'),
    startTestApi('card_entry_stripe', { cardEntry: 'stripe', logger: pino({ level: 'trace' }, logSink) }),
  ]);
  await stripe.run(PLAN_CATALOGUE_STREAM, planCatalogueDecider, 'admin', {
    type: 'PricePlan',
    data: { plan: 'premium', period: 'month', amountCents: 599 },
  });
});
afterAll(async () => {
  await Promise.all([fields?.close(), stripe?.close()]);
});

const publishableKey = async () => {
  const answer = (await (await stripe.call('GET', '/payments/card-entry')).json()) as {
    publishable_key: string;
  };
  return answer.publishable_key;
};

/** What Stripe.js posts from the reader's browser: the card and the publishable key, straight to Stripe. */
async function paymentMethodFromBrowser(number: string): Promise<string> {
  const { host, port } = stripe.paymentGateway.connection;
  const form = new URLSearchParams({
    type: 'card',
    'card[number]': number,
    'card[exp_month]': '12',
    'card[exp_year]': '2034',
    'card[cvc]': '123',
    'billing_details[name]': 'Ami Diop',
    key: await publishableKey(),
  });
  const response = await fetch(`http://${host}:${port}/v1/payment_methods`, { method: 'POST', body: form });
  expect(response.status).toBe(200);
  return ((await response.json()) as { id: string }).id;
}

const saveCard = (user: TestUser, body: Record<string, unknown>) =>
  stripe.call('POST', '/payments/stripe/subscriptions/customer', user, { user_id: user.userId, ...body });

async function subscriptionEvents(user: TestUser): Promise<RecordedEvent[]> {
  await stripe.paymentGateway.webhooks.settled();
  return (await stripe.events()).filter((event) => event.stream === subscriptionStream(user.userId));
}

/** The Content-Security-Policy directives of a response, by name. */
async function policyOf(api: TestApi): Promise<Map<string, string>> {
  const response = await fetch(`${api.url}/api/payments/card-entry`);
  const header = response.headers.get('content-security-policy') ?? '';
  return new Map(
    header.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources.join(' ')] as const;
    }),
  );
}

describe('GET /api/payments/card-entry', () => {
  it('tells the reader to show its own card fields when the local gateway takes them', async () => {
    const response = await fields.call('GET', '/payments/card-entry');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ card_entry: 'fields' });
  });

  it('tells the reader to run Stripe.js, with the publishable key, when the provider is Stripe', async () => {
    const response = await stripe.call('GET', '/payments/card-entry');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      card_entry: 'stripe',
      publishable_key: expect.stringMatching(/^pk_test_[0-9a-f]{36}$/),
    });
  });

  it("allows Stripe's hosts in the pages' policy only when Stripe.js takes the card", async () => {
    const withStripe = await policyOf(stripe);
    expect(withStripe.get('script-src')).toMatch(/ https:\/\/js\.stripe\.com$/);
    expect(withStripe.get('frame-src')).toBe("'self' https://js.stripe.com https://hooks.stripe.com");
    expect(withStripe.get('connect-src')).toBe("'self' https://api.stripe.com");
    const withFields = await policyOf(fields);
    expect(withFields.get('script-src')).not.toContain('stripe');
    expect(withFields.has('frame-src')).toBe(false);
    expect(withFields.get('connect-src')).toBe("'self'");
  });
});

describe('saving a card when Stripe.js takes it', () => {
  it('refuses raw card fields with 400 FIELDS_REQUIRED naming payment_method, saving nothing', async () => {
    const reader = await stripe.newUser();
    const card = { card_number: '4242424242424242', exp_month: 12, exp_year: 2034, cvc: '123' };
    for (const body of [
      { ...card, card_owner: 'Ami Diop' },
      { card_number: card.card_number },
      { cvc: '123' },
    ]) {
      const response = await saveCard(reader, body);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'FIELDS_REQUIRED', field: 'payment_method' });
    }
    expect(await subscriptionEvents(reader)).toEqual([]);
  });

  it('saves the payment method Stripe.js made and subscribes with it', async () => {
    const reader = await stripe.newUser();
    const saved = await saveCard(reader, {
      payment_method: await paymentMethodFromBrowser('5555555555554444'),
    });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ ok: true, brand: 'mastercard', last4: '4444' });
    const subscribed = await stripe.call('POST', '/payments/stripe/subscriptions/subscription', reader, {
      user_id: reader.userId,
      subscription_id: 'premium-month',
    });
    expect(subscribed.status).toBe(201);
  });

  it('refuses a declined card when Stripe checks it on attaching, with 402 CARD_DECLINED', async () => {
    const reader = await stripe.newUser();
    const response = await saveCard(reader, {
      payment_method: await paymentMethodFromBrowser('4000000000000002'),
    });
    expect(response.status).toBe(402);
    expect(await response.json()).toMatchObject({ code: 'CARD_DECLINED', message: 'Your card was declined' });
  });

  it('leaves no card number in any event, table or log line', async () => {
    const reader = await stripe.newUser();
    await saveCard(reader, { payment_method: await paymentMethodFromBrowser('4242424242424242') });
    const events = JSON.stringify(await stripe.events(), (_key, value: unknown) =>
      typeof value === 'bigint' ? value.toString() : value,
    );
    const tables = await sql<{ name: string }>`
      select format('%I.%I', table_schema, table_name) as name from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`.execute(
      stripe.db,
    );
    expect(tables.rows.length).toBeGreaterThan(10);
    expect(logLines.length).toBeGreaterThan(10);
    expect(events).toContain('PaymentCardSaved');
    for (const number of cardNumbers) {
      expect(events, number).not.toContain(number);
      expect(
        logLines.filter((line) => line.includes(number)),
        number,
      ).toEqual([]);
      for (const { name } of tables.rows) {
        const found = await sql<{ count: string }>`
          select count(*) as count from ${sql.raw(name)} as t where t::text like ${`%${number}%`}`.execute(
          stripe.db,
        );
        expect(found.rows[0]?.count, `${number} in ${name}`).toBe('0');
      }
    }
  });
});
