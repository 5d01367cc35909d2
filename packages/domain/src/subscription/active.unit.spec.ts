import { describe, expect, it } from 'vitest';
import {
  hasActiveSubscription,
  hasPremium,
  periodNotPast,
  savedItemEnd,
  savedItemKept,
} from '@afrimedia/domain/subscription';

const now = new Date('2026-11-23T12:00:00.000Z');
const account = (subscription_end: Date | string | null, subscription_id: string | null = 'sub-1') => ({
  subscription_id,
  subscription_end,
});

describe('an active subscription (spec §4)', () => {
  it('is active until its end date, the end instant included', () => {
    expect(hasActiveSubscription(account('2026-12-01T00:00:00.000Z'), now)).toBe(true);
    expect(hasActiveSubscription(account(new Date(now)), now)).toBe(true);
    expect(hasActiveSubscription(account(now.toISOString()), now)).toBe(true);
  });

  it('is over once its end date is past, by a millisecond or more', () => {
    expect(hasActiveSubscription(account('2026-11-23T11:59:59.999Z'), now)).toBe(false);
    expect(hasActiveSubscription(account(new Date('2026-11-22T00:00:00Z')), now)).toBe(false);
  });

  it('is not active without an end date, nor without a subscription', () => {
    expect(hasActiveSubscription(account(null), now)).toBe(false);
    expect(hasActiveSubscription(account('2026-12-01T00:00:00.000Z', null), now)).toBe(false);
    expect(hasActiveSubscription(account('2026-12-01T00:00:00.000Z', ''), now)).toBe(false);
  });

  it('is not active when the end date cannot be read', () => {
    expect(hasActiveSubscription(account('not a date'), now)).toBe(false);
  });

  it('compares instants, whatever the zone they are written in', () => {
    expect(periodNotPast('2026-11-23T13:00:00+01:00', now.toISOString())).toBe(true);
    expect(periodNotPast('2026-11-23T12:59:59+01:00', now.toISOString())).toBe(false);
  });
});

describe('what Premium gives', () => {
  const end = '2026-12-01T00:00:00.000Z';

  it('belongs to an active premium plan, whatever its period', () => {
    expect(hasPremium(account(end, 'premium-month'), now)).toBe(true);
    expect(hasPremium(account(end, 'premium-day'), now)).toBe(true);
  });

  it('does not belong to Basic, to an ended Premium, nor to an id that names no plan', () => {
    expect(hasPremium(account(end, 'basic-year'), now)).toBe(false);
    expect(hasPremium(account('2026-11-23T11:59:59.999Z', 'premium-year'), now)).toBe(false);
    expect(hasPremium(account(end, 'premium'), now)).toBe(false);
    expect(hasPremium(account(end, 'premium-fortnight'), now)).toBe(false);
    expect(hasPremium(account(end, null), now)).toBe(false);
  });
});

describe('an item saved for offline reading (spec §1, Premium)', () => {
  const end = '2026-12-23T12:00:00.000Z';

  it('stays while the Premium it was saved under has not ended, its end instant included', () => {
    expect(savedItemKept(end, now)).toBe(true);
    expect(savedItemKept(end, end)).toBe(true);
    expect(savedItemKept(new Date(end), new Date(end))).toBe(true);
  });

  it('is dropped once that end is past, by a millisecond or more', () => {
    expect(savedItemKept(end, '2026-12-23T12:00:00.001Z')).toBe(false);
    expect(savedItemKept('2026-11-01T00:00:00.000Z', now)).toBe(false);
  });

  it('is dropped when the end it was saved under cannot be read', () => {
    expect(savedItemKept('not a date', now)).toBe(false);
  });

  it('follows a renewal that ends later, and nothing that ends earlier or cannot be read', () => {
    expect(savedItemEnd(end, '2027-01-23T12:00:00.000Z')).toBe('2027-01-23T12:00:00.000Z');
    expect(savedItemEnd(end, '2026-12-01T00:00:00.000Z')).toBe(end);
    expect(savedItemEnd(end, end)).toBe(end);
    expect(savedItemEnd(end, 'not a date')).toBe(end);
  });
});
