import { describe, expect, it } from 'vitest';
import { periodLabel } from './period-label.server.ts';
import { periodOf } from './stats-period.ts';

describe('periodLabel', () => {
  it('names a week by its Monday, a month by its name and a year by its number', () => {
    expect(periodLabel('2026-11-16', 'week', 'en')).toBe('Nov 16, 2026');
    expect(periodLabel('2026-11-01', 'month', 'fr')).toBe('novembre 2026');
    expect(periodLabel('2026-01-01', 'year', 'es')).toBe('2026');
  });

  it('reads the day as UTC, so no time zone moves it to the day before', () => {
    expect(periodLabel('2026-03-01', 'month', 'en')).toBe('March 2026');
  });

  it('names the month in Arabic', () => {
    expect(periodLabel('2026-11-01', 'month', 'ar')).toMatch(/نوفمبر/);
  });
});

describe('periodOf', () => {
  it('reads the period from the address, weeks by default or for a period not offered', () => {
    expect(periodOf(new URL('http://x/stats?period=month'))).toBe('month');
    expect(periodOf(new URL('http://x/stats'))).toBe('week');
    expect(periodOf(new URL('http://x/stats?period=decade'))).toBe('week');
  });
});
