import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_SECONDS } from '../../auth/access-tokens.ts';
import { startTestApi, type TestApi } from '../../testing/test-api.ts';

interface Tokens {
  token: string;
  type: string;
  refreshToken: string;
}

describe('sessions: refresh, logout, expiry, cookies', () => {
  let api: TestApi;
  const password = 'Str0ng-Passw0rd';
  beforeAll(async () => {
    api = await startTestApi('sessions');
    const registered = await call('POST', '/auth/register', {
      body: { email: 'kofi@example.org', password, terms_accepted: true },
    });
    expect(registered.status).toBe(201);
  });
  afterAll(() => api.close());

  function call(
    method: string,
    path: string,
    options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
  ) {
    return fetch(`${api.url}/api${path}`, {
      method,
      headers: {
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...options.headers,
      },
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    });
  }

  async function login(): Promise<{ tokens: Tokens; cookies: string[] }> {
    const response = await call('POST', '/auth/login', { body: { email: 'kofi@example.org', password } });
    expect(response.status).toBe(200);
    return { tokens: (await response.json()) as Tokens, cookies: response.headers.getSetCookie() };
  }

  it('rotates the refresh token; using an old one again ends the whole family', async () => {
    const { tokens } = await login();
    const first = await call('POST', '/auth/refresh', { body: { refresh_token: tokens.refreshToken } });
    expect(first.status).toBe(200);
    const next = (await first.json()) as Tokens;
    expect(next.refreshToken).not.toBe(tokens.refreshToken);
    expect((await call('GET', '/auth/user', { token: next.token })).status).toBe(200);

    const replayed = await call('POST', '/auth/refresh', { body: { refresh_token: tokens.refreshToken } });
    expect(replayed.status).toBe(401);
    expect(await replayed.json()).toMatchObject({ code: 'E_INVALID_JWT_REFRESH_TOKEN' });
    const afterTheft = await call('GET', '/auth/user', { token: next.token });
    expect(afterTheft.status).toBe(401);
    expect(await afterTheft.json()).toMatchObject({ code: 'E_INVALID_JWT_TOKEN' });
  });

  it('refuses an unknown refresh token and a missing one', async () => {
    const unknown = await call('POST', '/auth/refresh', { body: { refresh_token: 'nope' } });
    expect(unknown.status).toBe(401);
    const missing = await call('POST', '/auth/refresh', { body: {} });
    expect(missing.status).toBe(401);
    expect(await missing.json()).toMatchObject({ code: 'E_INVALID_JWT_REFRESH_TOKEN' });
  });

  it('revokes the session on logout', async () => {
    const { tokens } = await login();
    const out = await call('POST', '/auth/logout', { token: tokens.token });
    expect(out.status).toBe(200);
    expect(out.headers.getSetCookie().some((cookie) => /^token=;.*Max-Age=0/i.test(cookie))).toBe(true);
    expect((await call('GET', '/auth/user', { token: tokens.token })).status).toBe(401);
    expect(
      (await call('POST', '/auth/refresh', { body: { refresh_token: tokens.refreshToken } })).status,
    ).toBe(401);
  });

  it('answers 401 E_INVALID_JWT_TOKEN once the access token expired, so the client refreshes', async () => {
    const { tokens } = await login();
    api.setNow(new Date(Date.now() + (ACCESS_TOKEN_SECONDS + 5) * 1000));
    try {
      const expired = await call('GET', '/auth/user', { token: tokens.token });
      expect(expired.status).toBe(401);
      expect(await expired.json()).toMatchObject({ code: 'E_INVALID_JWT_TOKEN' });
      const refreshed = await call('POST', '/auth/refresh', { body: { refresh_token: tokens.refreshToken } });
      expect(refreshed.status).toBe(200);
    } finally {
      api.setNow(undefined);
    }
  });

  it('refuses a logout or a profile switch with an ended session, appending nothing', async () => {
    const { tokens } = await login();
    await call('POST', '/auth/logout', { token: tokens.token });
    const before = (await api.events()).length;
    const again = await call('POST', '/auth/logout', { token: tokens.token });
    expect(again.status).toBe(401);
    expect(await again.json()).toMatchObject({ code: 'E_INVALID_JWT_TOKEN' });
    const visitor = await call('PUT', '/auth/profile/kids', { body: {} });
    expect(visitor.status).toBe(401);
    expect(await visitor.json()).toMatchObject({ code: 'NOT_AUTHORIZED' });
    expect((await api.events()).length).toBe(before);
  });

  it('answers NOT_AUTHORIZED to a visitor on a signed-in call', async () => {
    const response = await call('GET', '/auth/user');
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: expect.stringMatching(/^NOT_AUTHORIZED: /) });
  });

  it('accepts the session cookie, and asks cookie-authenticated writes for the CSRF header', async () => {
    const { cookies } = await login();
    const cookieHeader = cookies.map((cookie) => cookie.split(';')[0]).join('; ');
    expect(cookies.find((cookie) => cookie.startsWith('token='))).toMatch(/HttpOnly/i);
    expect(cookies.find((cookie) => cookie.startsWith('token='))).toMatch(/Max-Age=31536000/);
    expect(cookies.find((cookie) => cookie.startsWith('token='))).toMatch(/SameSite=Lax/i);
    const read = await call('GET', '/auth/user', { headers: { cookie: cookieHeader } });
    expect(read.status).toBe(200);

    const before = (await api.events()).length;
    const forged = await call('PUT', '/auth/lang', {
      body: { langToApply: 'fr' },
      headers: { cookie: cookieHeader },
    });
    expect(forged.status).toBe(403);
    expect(await forged.json()).toMatchObject({ code: 'CSRF_FAILED' });
    expect((await api.events()).length).toBe(before);

    const csrf = /csrf=([^;]+)/.exec(cookieHeader)?.[1] ?? '';
    const real = await call('PUT', '/auth/lang', {
      body: { langToApply: 'fr-SN' },
      headers: { cookie: cookieHeader, 'x-csrf-token': csrf },
    });
    expect(real.status).toBe(200);
    expect(await real.json()).toEqual({ lang: 'fr' });
    expect((await api.events()).slice(before).map((event) => event.type)).toEqual(['LanguageChanged']);
  });

  it('slows password guessing down', async () => {
    const attempts = [];
    for (let index = 0; index < 11; index += 1) {
      attempts.push(
        (await call('POST', '/auth/login', { body: { email: 'guess@example.org', password: 'Wrong-1a' } }))
          .status,
      );
    }
    expect(attempts.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(attempts[10]).toBe(429);
  });
});
