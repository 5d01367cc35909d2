import { describe, expect, it } from 'vitest';
import { parseSessionCookie } from '@afrimedia/contracts/session-cookie';

const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1LTEifQ.c2lnbmF0dXJl';
const refresh = 'Zm9vYmFyLXJlZnJlc2gtdG9rZW4tMzItYnl0ZXM_-';

describe('the session cookie', () => {
  it('reads the token and the refresh token, always of type bearer', () => {
    expect(parseSessionCookie(JSON.stringify({ token: jwt, type: 'bearer', refreshToken: refresh }))).toEqual(
      {
        token: jwt,
        type: 'bearer',
        refreshToken: refresh,
      },
    );
    expect(parseSessionCookie(JSON.stringify({ token: jwt, type: 'basic', refreshToken: refresh }))).toEqual({
      token: jwt,
      type: 'bearer',
      refreshToken: refresh,
    });
  });

  it.each([
    ['absent', undefined],
    ['empty', ''],
    ['not JSON', 'token=abc'],
    ['JSON null', 'null'],
    ['a JSON string', JSON.stringify(jwt)],
    ['without a refresh token', JSON.stringify({ token: jwt })],
    ['with a number for a token', JSON.stringify({ token: 42, refreshToken: refresh })],
    ['with an empty token', JSON.stringify({ token: '', refreshToken: refresh })],
    ['with a space in the token', JSON.stringify({ token: `${jwt} x`, refreshToken: refresh })],
    ['with markup in the refresh token', JSON.stringify({ token: jwt, refreshToken: '<script>' })],
    [
      'with a token too long to be one of ours',
      JSON.stringify({ token: 'a'.repeat(4097), refreshToken: refresh }),
    ],
  ])('is no session when %s', (_, raw) => {
    expect(parseSessionCookie(raw)).toBeUndefined();
  });
});
