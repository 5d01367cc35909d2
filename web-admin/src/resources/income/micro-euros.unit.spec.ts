import { describe, expect, it } from 'vitest';
import { microEurosOf } from './micro-euros.ts';

describe('euros typed in the console', () => {
  it('become integer micro-euros from their digits, with a point or a comma', () => {
    expect(microEurosOf('0.0025')).toBe(2500);
    expect(microEurosOf('0,0025')).toBe(2500);
    expect(microEurosOf(' 1 ')).toBe(1_000_000);
    expect(microEurosOf('0.000001')).toBe(1);
    expect(microEurosOf('0.1')).toBe(100_000);
    // 0.29 * 1e6 is 289999.99999999994 as a float.
    expect(microEurosOf('0.29')).toBe(290_000);
  });

  it('refuses more than six decimals, signs, exponents and anything else', () => {
    for (const text of ['0.0000001', '-1', '1e-3', '', '.5', '1.', '1.2.3', 'abc', '0x10']) {
      expect(microEurosOf(text), text).toBeUndefined();
    }
  });
});
