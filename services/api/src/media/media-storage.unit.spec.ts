import { describe, expect, it } from 'vitest';
import { assertValidMediaKey, InvalidMediaKeyError, isValidMediaKey } from './media-storage.ts';

describe('media keys', () => {
  it.each(['cover/8f14e45f-ea7c-4d8e-9b1c-0a1b2c3d4e5f', 'a', 'a/b/c.mp4', 'A-Z_0.9/x.tar.gz'])(
    'takes %j',
    (key) => {
      expect(isValidMediaKey(key)).toBe(true);
      expect(() => assertValidMediaKey(key)).not.toThrow();
    },
  );

  it.each([
    '',
    '..',
    '../etc/passwd',
    'a/../b',
    'a..b',
    '/absolute',
    'trailing/',
    'a//b',
    '.hidden',
    'a/.tmp',
    'with space',
    'back\\slash',
    'percent%2F',
    'é',
    'nul\0byte',
    'x'.repeat(1025),
  ])('refuses %j', (key) => {
    expect(isValidMediaKey(key)).toBe(false);
    expect(() => assertValidMediaKey(key)).toThrow(InvalidMediaKeyError);
  });
});
