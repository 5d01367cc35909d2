import { describe, expect, it } from 'vitest';
import { parseByteRange } from './byte-range.ts';

describe('the byte range a Range header asks of a 1,000-byte file', () => {
  it.each([
    ['bytes=0-99', 0, 99],
    ['bytes=100-199', 100, 199],
    ['bytes=990-5000', 990, 999],
    ['bytes=900-', 900, 999],
    ['bytes=-10', 990, 999],
    ['bytes=-5000', 0, 999],
    ['bytes=999-999', 999, 999],
    ['Bytes = 5-6 ', 5, 6],
  ])('%s is %i to %i', (header, start, end) => {
    expect(parseByteRange(header, 1000)).toEqual({ start, end });
  });

  it.each(['bytes=1000-', 'bytes=1000-2000', 'bytes=-0', 'bytes=99999999999999999999-'])(
    '%s cannot be satisfied',
    (header) => {
      expect(parseByteRange(header, 1000)).toBe('unsatisfiable');
    },
  );

  it.each([
    undefined,
    '',
    'bytes',
    'bytes=',
    'bytes=-',
    'bytes=5-4',
    'bytes=a-b',
    'bytes=1.5-2',
    'bytes=0-9,20-29',
    'lines=1-2',
    'bytes=0-9=',
  ])('%j means the whole file', (header) => {
    expect(parseByteRange(header, 1000)).toBeUndefined();
  });

  it('satisfies no range of an empty file', () => {
    expect(parseByteRange('bytes=0-', 0)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=-1', 0)).toBe('unsatisfiable');
  });
});
