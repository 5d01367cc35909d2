import { describe, expect, it } from 'vitest';
import { euroDecimal } from '@afrimedia/domain/money';

describe('an amount in cents written as euros', () => {
  it('keeps every cent, however small or large', () => {
    expect(euroDecimal(1299)).toBe('12.99');
    expect(euroDecimal(5)).toBe('0.05');
    expect(euroDecimal(0)).toBe('0.00');
    expect(euroDecimal(-250)).toBe('-2.50');
    expect(euroDecimal(9_007_199_254_740_991)).toBe('90071992547409.91');
  });

  it('is written exactly by Intl.NumberFormat, where cents divided by 100 would not be', () => {
    const format = new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' });
    expect(format.format(euroDecimal(9_007_199_254_740_991))).toBe('€90,071,992,547,409.91');
  });

  it('refuses what is not a whole number of cents', () => {
    expect(() => euroDecimal(12.5)).toThrow(RangeError);
    expect(() => euroDecimal(Number.NaN)).toThrow(RangeError);
  });
});
