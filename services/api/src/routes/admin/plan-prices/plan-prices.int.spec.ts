import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi, type TestUser } from '../../../testing/test-api.ts';

describe('admin plan prices', () => {
  let api: TestApi;
  let admin: TestUser;
  let reader: TestUser;

  beforeAll(async () => {
    api = await startTestApi('admin_plan_prices');
    admin = await api.newUser({ role: 'admin' });
    reader = await api.newUser();
  });
  afterAll(() => api.close());

  const priced = async () => (await api.events()).filter((event) => event.type === 'PlanPriced');
  const put = (id: string, body: unknown, user: TestUser = admin) =>
    api.call('PUT', `/admin/plan-prices/${id}`, user, body);

  it('is for admins only, reading or writing', async () => {
    expect((await api.call('GET', '/admin/plan-prices')).status).toBe(401);
    expect((await api.call('GET', '/admin/plan-prices', reader)).status).toBe(403);
    expect((await put('premium-month', { amountCents: 599 }, reader)).status).toBe(403);
    expect(await priced()).toEqual([]);
  });

  it('lists all eight plans and periods, none priced yet, so readers can buy none', async () => {
    const response = await api.call('GET', '/admin/plan-prices?sort=["id","ASC"]', admin);
    expect(response.headers.get('content-range')).toBe('plan-prices 0-7/8');
    const rows = (await response.json()) as { id: string; amountCents: number | null }[];
    expect(rows.map((row) => row.id)).toEqual([
      'basic-day',
      'basic-month',
      'basic-week',
      'basic-year',
      'premium-day',
      'premium-month',
      'premium-week',
      'premium-year',
    ]);
    expect(rows.every((row) => row.amountCents === null)).toBe(true);
    expect(await (await api.call('GET', '/payments/plans')).json()).toEqual([]);
  });

  it('prices a plan at once for readers, and the same price again appends nothing', async () => {
    const response = await put('premium-month', { amountCents: 599 });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      id: 'premium-month',
      plan: 'premium',
      period: 'month',
      amountCents: 599,
      currency: 'eur',
    });
    expect(await (await api.call('GET', '/payments/plans')).json()).toEqual([
      { id: 'premium-month', plan: 'premium', period: 'month', amountCents: 599, currency: 'eur' },
    ]);
    expect((await put('premium-month', { amountCents: 599 })).status).toBe(200);
    expect(await priced()).toHaveLength(1);

    const filtered = await api.call('GET', '/admin/plan-prices?filter={"plan":"basic"}', admin);
    expect(((await filtered.json()) as { plan: string }[]).map((row) => row.plan)).toEqual(
      Array(4).fill('basic'),
    );
  });

  it('refuses an unknown plan, a price that is not whole positive cents or beyond the ceiling, changing nothing', async () => {
    const before = (await priced()).length;
    expect((await put('gold-month', { amountCents: 599 })).status).toBe(404);
    for (const amountCents of [0, -1, 5.99, '599', 100_001, null]) {
      const response = await put('basic-week', { amountCents });
      expect(response.status).toBe(400);
    }
    expect((await put('basic-week', {})).status).toBe(400);
    expect(await priced()).toHaveLength(before);
  });
});
