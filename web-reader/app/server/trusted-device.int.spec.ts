import type { TestApi } from '@afrimedia/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReaderUnderTest } from '../../testing/reader-under-test.ts';

const PASSWORD = 'Demo-Passw0rd';
/** FAILED_LOGINS_PER_ADDRESS of the API: its wrong passwords from one address, after which that address waits. */
const FAILURES_OF_ONE_ADDRESS = 30;

let api: TestApi;
beforeAll(async () => {
  api = await startReaderUnderTest('reader-trusted-device');
});
afterAll(() => api.close());

/** A browser posting the sign-in form without scripts, holding `cookie`. */
function signIn(email: string, cookie?: string) {
  return fetch(`${api.url}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: api.url,
      ...(cookie ? { cookie } : {}),
    },
    body: new URLSearchParams({ intent: 'password', email, password: PASSWORD }),
  });
}

const setCookie = (response: Response, name: string) =>
  response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`));

describe("a reader's browser that signed in before", () => {
  it('keeps the API device cookie and signs in through the reader while its shared address is refused', async () => {
    const email = 'shared-network@example.org';
    const registered = await api.call('POST', '/auth/register', undefined, {
      email,
      password: PASSWORD,
      terms_accepted: true,
    });
    expect(registered.status).toBe(201);
    const first = await signIn(email);
    expect(first.status).toBe(302);
    const device = setCookie(first, 'trusted_device');
    expect(device).toMatch(/HttpOnly/i);
    expect(device).toMatch(/Path=\//);

    // Everyone behind the reader's address (this machine, here) guesses wrong until the address is refused.
    for (let index = 0; index < FAILURES_OF_ONE_ADDRESS; index += 1) {
      const wrong = await api.call('POST', '/auth/login', undefined, {
        email: `someone-${index}@example.org`,
        password: 'Wrong-Passw0rd',
      });
      expect(wrong.status).toBe(401);
    }
    const stranger = await signIn(email);
    expect(stranger.status).toBe(429);
    expect(setCookie(stranger, 'token')).toBeUndefined();

    const known = await signIn(email, device?.split(';')[0]);
    expect(known.status).toBe(302);
    expect(setCookie(known, 'token')).toMatch(/HttpOnly/i);
  });
});
