import { describe, expect, it } from 'vitest';
import { deciderSpecification } from '../core/decider-specification.ts';
import { planCatalogueDecider, type PricePlan } from './decide.ts';
import { parsePlanId, planIdOf } from '../subscription/plan-id.ts';
import type { PlanEvent } from './plans.ts';

const spec = deciderSpecification(planCatalogueDecider);
const now = '2026-11-22T12:00:00.000Z';
const price = (data: PricePlan['data']): PricePlan => ({
  type: 'PricePlan',
  data,
  metadata: { now, actorId: 'admin-1' },
});
const priced = (plan: 'basic' | 'premium', amountCents: number, pricedAt = now): PlanEvent => ({
  type: 'PlanPriced',
  data: { plan, period: 'month', amountCents, currency: 'eur', pricedAt },
});

describe('pricing a plan', () => {
  it('prices a plan and period in euro cents', () => {
    spec
      .given([])
      .when(price({ plan: 'premium', period: 'month', amountCents: 599 }))
      .then([priced('premium', 599)]);
  });

  it('changes a price by pricing it again', () => {
    spec
      .given([priced('premium', 599, '2026-01-01T00:00:00.000Z')])
      .when(price({ plan: 'premium', period: 'month', amountCents: 699 }))
      .then([priced('premium', 699)]);
  });

  it('appends nothing when the price is already the one in force', () => {
    spec
      .given([priced('basic', 299, '2026-01-01T00:00:00.000Z')])
      .when(price({ plan: 'basic', period: 'month', amountCents: 299 }))
      .then([]);
  });

  it('prices each plan and period apart', () => {
    spec
      .given([priced('basic', 299, '2026-01-01T00:00:00.000Z')])
      .when(price({ plan: 'premium', period: 'month', amountCents: 299 }))
      .then([priced('premium', 299)]);
  });

  it.each([0, -1, 2.5, Number.NaN])('refuses %s cents', (amountCents) => {
    spec
      .given([])
      .when(price({ plan: 'basic', period: 'day', amountCents }))
      .thenRejects('FIELDS_REQUIRED', 'amountCents');
  });
});

describe('plan ids', () => {
  it('name a plan and a period, and read back', () => {
    expect(planIdOf('premium', 'month')).toBe('premium-month');
    expect(parsePlanId('basic-year')).toEqual({ plan: 'basic', period: 'year' });
  });

  it.each(['premium', 'premium-', 'gold-month', 'premium-fortnight', 'premium-month-x', ''])(
    'do not read %j',
    (id) => {
      expect(parsePlanId(id)).toBeUndefined();
    },
  );
});
