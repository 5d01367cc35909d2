import { describe, expect, it } from 'vitest';
import { nextPollDelay } from './poll-delay.ts';

describe('nextPollDelay', () => {
  it('asks again after a second at first and whenever the last answer moved', () => {
    expect(nextPollDelay(undefined, false)).toBe(1_000);
    expect(nextPollDelay(16_000, true)).toBe(1_000);
  });

  it('doubles while nothing moves, up to half a minute', () => {
    const delays: number[] = [];
    let delay: number | undefined;
    for (let attempt = 0; attempt < 7; attempt += 1) {
      delay = nextPollDelay(delay, false);
      delays.push(delay);
    }
    expect(delays).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);
  });
});
