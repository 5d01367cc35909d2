import { describe, expect, it } from 'vitest';
import { readingTimeMinutes, readingTimeOf } from './reading-time.ts';

describe('reading time: length / 200 / 5.5, rounded up, at least 1 minute', () => {
  it.each([
    [0, 1],
    [1, 1],
    [1100, 1],
    [1101, 2],
    [2200, 2],
    [11_000, 10],
    [11_001, 11],
  ])('%i characters → %i min', (length, minutes) => {
    expect(readingTimeMinutes(length)).toBe(minutes);
  });

  it('counts the characters of a text', () => {
    expect(readingTimeOf('a'.repeat(3300))).toBe(3);
    expect(readingTimeOf('a'.repeat(3301))).toBe(4);
  });
});
