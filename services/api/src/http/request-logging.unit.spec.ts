import { describe, expect, it } from 'vitest';
import { redactedUrl } from './request-logging.ts';

describe('the request log', () => {
  it.each([
    ['/login/callback?token=abc.def&lang=fr', '/login/callback?token=[redacted]&lang=fr'],
    [
      '/api/auth/verifyToken?email=a%40b.org&code=123456',
      '/api/auth/verifyToken?email=a%40b.org&code=[redacted]',
    ],
    [
      '/x?Token=1&refresh_token=2&refreshToken=3&pin=4',
      '/x?Token=[redacted]&refresh_token=[redacted]&refreshToken=[redacted]&pin=[redacted]',
    ],
    ['/x?%74oken=1', '/x?%74oken=[redacted]'],
    ['/x?token', '/x?token=[redacted]'],
    ['/articles/why?page=2', '/articles/why?page=2'],
    ['/plain', '/plain'],
    ['/x?%E0%80=1&code=9', '/x?%E0%80=1&code=[redacted]'],
  ])('keeps no secret of %s', (url, logged) => {
    expect(redactedUrl(url)).toBe(logged);
  });
});
