import { describe, expect, it } from 'vitest';
import { euroDecimal, microEuroDecimal } from '@afrimedia/domain/money';

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

describe('an amount in micro-euros written as euros', () => {
  it('keeps every micro-euro, under a cent too', () => {
    expect(microEuroDecimal(12_500)).toBe('0.012500');
    expect(microEuroDecimal(7)).toBe('0.000007');
    expect(microEuroDecimal(0)).toBe('0.000000');
    expect(microEuroDecimal(1_234_567_891)).toBe('1234.567891');
  });

  it('is written by Intl.NumberFormat to the micro-euro when asked for six fraction digits', () => {
    const format = new Intl.NumberFormat('fr', {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: 2,
      maximumFractionDigits: 6,
    });
    expect(format.format(microEuroDecimal(12_500))).toBe('0,0125\u00a0€');
  });

  it('refuses what is not a whole number of micro-euros', () => {
    expect(() => microEuroDecimal(0.5)).toThrow(RangeError);
  });
});
