import { describe, expect, it } from 'vitest';
import { median, percentile, ratio } from './stats.ts';

describe('median', () => {
  it('takes the middle of an odd count, whatever the order', () => {
    expect(median([9, 1, 5])).toBe(5);
  });
  it('averages the two middle values of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
  it('refuses an empty sample', () => {
    expect(() => median([])).toThrow();
  });
});

describe('percentile', () => {
  const hundred = Array.from({ length: 100 }, (_, n) => 100 - n);
  it('answers the nearest rank', () => {
    expect(percentile(hundred, 50)).toBe(50);
    expect(percentile(hundred, 99)).toBe(99);
    expect(percentile(hundred, 100)).toBe(100);
  });
  it('takes the smallest value at the 0th percentile', () => {
    expect(percentile([3, 2, 7], 0)).toBe(2);
  });
});

describe('ratio', () => {
  it('divides', () => {
    expect(ratio(3, 4)).toBe(0.75);
  });
  it('has no ratio to zero or to a missing figure', () => {
    expect(ratio(3, 0)).toBeNull();
    expect(ratio(Number.NaN, 2)).toBeNull();
  });
});
