import { describe, expect, it } from 'vitest';
import { checkMinLength, isBlank, LONG_TEXT_MIN_LENGTH, SHORT_TEXT_MIN_LENGTH } from './text.ts';

describe('text minimums', () => {
  it('are 10 and 50 characters', () => {
    expect([SHORT_TEXT_MIN_LENGTH, LONG_TEXT_MIN_LENGTH]).toEqual([10, 50]);
  });

  it('accepts a text of exactly the minimum, refuses one character less, naming the field', () => {
    expect(checkMinLength('title', 'a'.repeat(10), SHORT_TEXT_MIN_LENGTH)).toBeUndefined();
    expect(checkMinLength('title', 'a'.repeat(9), SHORT_TEXT_MIN_LENGTH)).toMatchObject({
      code: 'TEXT_TOO_SHORT',
      field: 'title',
    });
  });

  it('does not count surrounding spaces', () => {
    expect(checkMinLength('summary', `  ${'a'.repeat(49)}  `, LONG_TEXT_MIN_LENGTH)).toMatchObject({
      code: 'TEXT_TOO_SHORT',
      field: 'summary',
    });
  });

  it('treats missing and whitespace-only text as blank', () => {
    expect(isBlank(undefined)).toBe(true);
    expect(isBlank(' \n ')).toBe(true);
    expect(isBlank('a')).toBe(false);
  });
});
