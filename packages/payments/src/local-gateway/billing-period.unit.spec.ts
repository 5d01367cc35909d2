import { describe, expect, it } from 'vitest';
import { addInterval } from './billing-period.ts';

const at = (iso: string) => Date.parse(iso) / 1000;
const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

describe('addInterval', () => {
  it('adds days and weeks as exact spans of 24 hours', () => {
    expect(iso(addInterval(at('2030-03-30T23:30:00Z'), 'day', 1))).toBe('2030-03-31T23:30:00.000Z');
    expect(iso(addInterval(at('2030-03-30T23:30:00Z'), 'week', 2))).toBe('2030-04-13T23:30:00.000Z');
  });

  it('keeps the day of the month, clamped to the last day of a shorter month', () => {
    expect(iso(addInterval(at('2030-01-31T10:00:00Z'), 'month', 1))).toBe('2030-02-28T10:00:00.000Z');
    expect(iso(addInterval(at('2032-01-31T10:00:00Z'), 'month', 1))).toBe('2032-02-29T10:00:00.000Z');
    expect(iso(addInterval(at('2030-11-15T10:00:00Z'), 'month', 3))).toBe('2031-02-15T10:00:00.000Z');
  });

  it('adds years as twelve months, so February 29 becomes February 28', () => {
    expect(iso(addInterval(at('2032-02-29T00:00:00Z'), 'year', 1))).toBe('2033-02-28T00:00:00.000Z');
  });
});
