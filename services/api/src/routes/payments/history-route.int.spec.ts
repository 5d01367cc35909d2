import { PLAN_CATALOGUE_STREAM, planCatalogueDecider } from '@afrimedia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi, type TestUser } from '../../testing/test-api.ts';

describe('GET /api/payments/history', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi('payment_history');
    api.setNow(new Date('2030-01-15T10:00:00Z'));
    await api.run(PLAN_CATALOGUE_STREAM, planCatalogueDecider, 'admin', {
      type: 'PricePlan',
      data: { plan: 'premium', period: 'month', amountCents: 599 },
    });
  });
  afterAll(() => api.close());

  const saveCard = (user: TestUser, number: string) =>
    api.call('POST', '/payments/stripe/subscriptions/customer', user, {
      user_id: user.userId,
      card_number: number,
      exp_month: 12,
      exp_year: 2031,
      cvc: '123',
      card_owner: 'A. Reader',
    });
  const subscribe = (user: TestUser) =>
    api.call('POST', '/payments/stripe/subscriptions/subscription', user, {
      user_id: user.userId,
      subscription_id: 'premium-month',
    });
  async function history(user: TestUser) {
    await api.paymentGateway.webhooks.settled();
    const response = await api.call('GET', '/payments/history', user);
    expect(response.status).toBe(200);
    return (await response.json()) as { auto_renew: boolean; payments: unknown[] };
  }

  it('is for signed-in readers only', async () => {
    expect((await api.call('GET', '/payments/history')).status).toBe(401);
  });

  it("lists the caller's own payments only, failed with their reason and paid, newest first", async () => {
    const reader = await api.newUser();
    const other = await api.newUser();
    expect(await history(reader)).toEqual({ auto_renew: false, payments: [] });

    expect((await saveCard(reader, '4000000000000341')).status).toBe(200);
    expect((await subscribe(reader)).status).toBe(402);
    api.setNow(new Date('2030-01-15T10:05:00Z'));
    expect((await saveCard(reader, '4242424242424242')).status).toBe(200);
    expect((await subscribe(reader)).status).toBe(201);
    api.setNow(new Date('2030-01-15T10:10:00Z'));
    expect((await saveCard(other, '4242424242424242')).status).toBe(200);
    expect((await subscribe(other)).status).toBe(201);

    const mine = { plan: 'premium', period: 'month', amountCents: 599 };
    expect(await history(reader)).toEqual({
      auto_renew: true,
      payments: [
        {
          ...mine,
          id: expect.any(String),
          occurredAt: '2030-01-15T10:05:00.000Z',
          status: 'paid',
          failureReason: null,
        },
        {
          ...mine,
          id: expect.any(String),
          occurredAt: '2030-01-15T10:00:00.000Z',
          status: 'failed',
          failureReason: 'CARD_DECLINED',
        },
      ],
    });
    expect((await history(other)).payments).toHaveLength(1);
  });

  it('says auto-renew is off once the reader cancels it, the payments staying listed', async () => {
    api.setNow(new Date('2030-01-16T10:00:00Z'));
    const reader = await api.newUser();
    await saveCard(reader, '4242424242424242');
    await subscribe(reader);
    const cancelled = await api.call(
      'DELETE',
      `/payments/stripe/subscriptions/cancel/${reader.userId}/premium-month`,
      reader,
    );
    expect(cancelled.status).toBe(200);
    const answer = await history(reader);
    expect(answer).toMatchObject({ auto_renew: false, payments: [{ status: 'paid' }] });
  });
});
