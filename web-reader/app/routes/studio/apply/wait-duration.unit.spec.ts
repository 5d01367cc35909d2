import { describe, expect, it } from 'vitest';
import { waitDuration } from './wait-duration.ts';

describe('a wait as a person says it', () => {
  it('counts minutes under two hours, at least one', () => {
    expect(waitDuration(20)).toEqual({ value: 1, unit: 'minute' });
    expect(waitDuration(45 * 60)).toEqual({ value: 45, unit: 'minute' });
    expect(waitDuration(119 * 60)).toEqual({ value: 119, unit: 'minute' });
  });

  it('counts hours under two days', () => {
    expect(waitDuration(2 * 3600)).toEqual({ value: 2, unit: 'hour' });
    expect(waitDuration(30.6 * 3600)).toEqual({ value: 31, unit: 'hour' });
  });

  it('counts days from two days on', () => {
    expect(waitDuration(48 * 3600)).toEqual({ value: 2, unit: 'day' });
    expect(waitDuration(3.4 * 86400)).toEqual({ value: 3, unit: 'day' });
  });
});
