import { PLAN_CATALOGUE_STREAM, planCatalogueDecider, type Period, type Plan } from '@afrimedia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pricePlan } from '../../use-cases/price-plan.ts';
import { storePorts } from '../../use-cases/store-ports.ts';
import { startTestApi, type TestApi } from '../../testing/test-api.ts';

describe('GET /api/payments/plans', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi('payment_plans');
  });
  afterAll(() => api.close());

  const price = (plan: Plan, period: Period, amountCents: number) =>
    api.run(PLAN_CATALOGUE_STREAM, planCatalogueDecider, 'admin', {
      type: 'PricePlan',
      data: { plan, period, amountCents },
    });

  it('lists nothing before any plan is priced', async () => {
    const response = await api.call('GET', '/payments/plans');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);
  });

  it('lists the price in force of each plan, to anyone, the newest price replacing the one before', async () => {
    await price('premium', 'month', 599);
    await price('basic', 'year', 2990);
    await price('basic', 'month', 299);
    await price('premium', 'month', 699);
    const response = await api.call('GET', '/payments/plans');
    expect(await response.json()).toEqual([
      { id: 'basic-month', plan: 'basic', period: 'month', amountCents: 299, currency: 'eur' },
      { id: 'basic-year', plan: 'basic', period: 'year', amountCents: 2990, currency: 'eur' },
      { id: 'premium-month', plan: 'premium', period: 'month', amountCents: 699, currency: 'eur' },
    ]);
  });

  it('is priced by the platform team only', async () => {
    const { commands } = storePorts(api.store, { clock: () => new Date(), correlationId: 'pricing-spec' });
    const pricing = { plan: 'basic', period: 'day', amountCents: 49 } as const;
    await expect(pricePlan(commands, { userId: 'reader-1', isAdmin: false }, pricing)).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await pricePlan(commands, { userId: 'admin-1', isAdmin: true }, pricing);
    await expect
      .poll(async () => (await (await api.call('GET', '/payments/plans')).json()) as unknown[])
      .toContainEqual({ id: 'basic-day', plan: 'basic', period: 'day', amountCents: 49, currency: 'eur' });
  });
});
