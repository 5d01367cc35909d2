import { subscriptionDecider, subscriptionStream } from '@afrimedia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi, type TestUser } from '../../../testing/test-api.ts';

const q = (params: Record<string, unknown>) =>
  '?' +
  Object.entries(params)
    .map(([name, value]) => `${name}=${encodeURIComponent(JSON.stringify(value))}`)
    .join('&');

describe('admin subscriptions and payments (read-only)', () => {
  let api: TestApi;
  let admin: TestUser;
  let reader: TestUser;

  beforeAll(async () => {
    api = await startTestApi('admin_subscriptions');
    admin = await api.newUser({ role: 'admin' });
    reader = await api.newUser();
  });
  afterAll(() => api.close());

  it('is for admins only', async () => {
    for (const resource of ['subscriptions', 'payments']) {
      expect((await api.call('GET', `/admin/${resource}`)).status).toBe(401);
      expect((await api.call('GET', `/admin/${resource}`, reader)).status).toBe(403);
    }
  });

  it('answers empty lists while payments are not open', async () => {
    for (const resource of ['subscriptions', 'payments']) {
      const response = await api.call('GET', `/admin/${resource}`, admin);
      expect(response.headers.get('content-range')).toBe(`${resource} 0-0/0`);
      expect(await response.json()).toEqual([]);
    }
  });

  it('lists subscriptions and their payments, failed ones included, filtered', async () => {
    const stream = subscriptionStream(reader.userId);
    const run = (command: Parameters<TestApi['run']>[3]) =>
      api.run(stream, subscriptionDecider, reader.userId, command as never);
    await run({
      type: 'RequestSubscription',
      data: { userId: reader.userId, subscriptionId: 's1', plan: 'basic', period: 'month', amountCents: 500 },
    });
    await run({ type: 'RecordPaymentFailure', data: { subscriptionId: 's1', reason: 'CARD_DECLINED' } });
    await run({
      type: 'ActivateSubscription',
      data: { subscriptionId: 's1', paymentId: 'p1', periodEnd: '2027-01-01T00:00:00.000Z' },
    });

    const subscriptions = await api.call('GET', '/admin/subscriptions', admin);
    expect(subscriptions.headers.get('content-range')).toBe('subscriptions 0-0/1');
    expect(await subscriptions.json()).toEqual([
      expect.objectContaining({
        id: 's1',
        userId: reader.userId,
        plan: 'basic',
        status: 'active',
        amountCents: 500,
        periodEnd: '2027-01-01T00:00:00.000Z',
      }),
    ]);
    const failed = await api.call('GET', `/admin/payments${q({ filter: { status: 'failed' } })}`, admin);
    expect(failed.headers.get('content-range')).toBe('payments 0-0/1');
    expect(await failed.json()).toEqual([
      expect.objectContaining({ subscriptionId: 's1', status: 'failed', failureReason: 'CARD_DECLINED' }),
    ]);
    const paid = await api.call('GET', '/admin/payments/p1', admin);
    expect(await paid.json()).toMatchObject({ id: 'p1', status: 'paid', amountCents: 500 });
    expect((await api.call('GET', `/admin/payments${q({ sort: ['userId', 'ASC'] })}`, admin)).status).toBe(
      400,
    );
  });
});
