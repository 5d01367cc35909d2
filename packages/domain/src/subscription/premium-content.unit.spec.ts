import { describe, expect, it } from 'vitest';
import { isPremiumLocked } from './premium-content.ts';

const now = '2026-11-26T12:00:00.000Z';
const exclusive = { premiumOnly: true, authorId: 'author-1' };
const open = { premiumOnly: false, authorId: 'author-1' };
const reader = (subscription_id: string | null, subscription_end: string | null, user_id = 'reader-1') => ({
  user_id,
  subscription_id,
  subscription_end,
});
const premium = reader('premium-month', '2026-12-26T12:00:00.000Z');
const basic = reader('basic-month', '2026-12-26T12:00:00.000Z');
const expired = reader('premium-year', '2026-11-26T11:59:59.999Z');

describe('a Premium-only content', () => {
  it('is read whole by a Premium subscriber, whatever the period of the plan', () => {
    expect(isPremiumLocked(exclusive, premium, now)).toBe(false);
    expect(isPremiumLocked(exclusive, reader('premium-day', now), now)).toBe(false);
  });

  it('stays locked for a visitor, a reader without a subscription, a Basic subscriber and an ended Premium', () => {
    expect(isPremiumLocked(exclusive, undefined, now)).toBe(true);
    expect(isPremiumLocked(exclusive, null, now)).toBe(true);
    expect(isPremiumLocked(exclusive, reader(null, null), now)).toBe(true);
    expect(isPremiumLocked(exclusive, basic, now)).toBe(true);
    expect(isPremiumLocked(exclusive, expired, now)).toBe(true);
  });

  it('is read whole by its own author without a subscription, and by no other author', () => {
    expect(isPremiumLocked(exclusive, reader(null, null, 'author-1'), now)).toBe(false);
    expect(isPremiumLocked(exclusive, reader(null, null, 'author-2'), now)).toBe(true);
  });
});

describe('a content open to every reader', () => {
  it('is never locked by the Premium rule', () => {
    for (const someone of [undefined, basic, expired, premium])
      expect(isPremiumLocked(open, someone, now)).toBe(false);
  });
});
