import { authCalls, pagesCalls } from '@afrimedia/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError, createApiClient } from './api.server.ts';
import type { ReaderSession, SessionTokens } from './session.server.ts';

const context = {
  apiOrigin: 'http://api.test',
  internalKey: 'key',
  clientIp: '198.51.100.7',
  setCookie: () => undefined,
};

function session(tokens?: SessionTokens): ReaderSession & { cleared: boolean; replaced: SessionTokens[] } {
  let current = tokens;
  const state = {
    cleared: false,
    replaced: [] as SessionTokens[],
    get tokens() {
      return current;
    },
    deviceId: 'device-1',
    replace(next: SessionTokens) {
      current = next;
      state.replaced.push(next);
    },
    clear() {
      current = undefined;
      state.cleared = true;
    },
  };
  return state;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fake API: answers in order and records what it was asked, like the real one over HTTP. */
function fakeApi(...answers: Array<(request: Request) => Response>) {
  const seen: Request[] = [];
  const fetchImpl = (async (input: string | URL | Request, init?: RequestInit) => {
    const request = new Request(input, init);
    seen.push(request);
    const answer = answers.shift();
    if (!answer) throw new Error(`unexpected call ${request.method} ${request.url}`);
    return answer(request);
  }) as typeof fetch;
  return { seen, fetchImpl };
}

const page = new Request('http://reader.test/articles?lang=fr', { headers: { 'accept-language': 'fr-SN' } });
const old: SessionTokens = { token: 'old', type: 'bearer', refreshToken: 'refresh-1' };
const fresh: SessionTokens = { token: 'new', type: 'bearer', refreshToken: 'refresh-2' };
const expired = { code: 'E_INVALID_JWT_TOKEN', message: 'expired' };

describe('the age filter of the device', () => {
  const withAge = (age: string) =>
    new Request('http://reader.test/search', { headers: { cookie: `age=${age}` } });

  it('goes with every call that lists or shows contents, and with no other', async () => {
    const api = fakeApi(
      () => json(200, { rows: [], total: 0, page: 1, page_size: 12, total_is_estimate: false }),
      () => json(200, {}),
    );
    const client = createApiClient(withAge('16-age-restriction'), context, session(), api.fetchImpl);
    await client.call(pagesCalls.search, { query: { filter: 'dakar' } });
    await client.call(pagesCalls.configs).catch(() => undefined);
    const [search, configs] = api.seen.map((request) => new URL(request.url).searchParams);
    expect(search?.get('age')).toBe('16-age-restriction');
    expect(search?.get('filter')).toBe('dakar');
    expect(configs?.has('age')).toBe(false);
  });

  it('is left to the API when the device chose none, or a rating the platform does not offer', async () => {
    for (const age of ['no-age-restriction', '99-age-restriction', 'adults']) {
      const api = fakeApi(() => json(200, { rows: [], total: 0, page: 1, page_size: 12 }));
      await createApiClient(withAge(age), context, session(), api.fetchImpl).call(pagesCalls.articles);
      expect(new URL(api.seen[0]!.url).searchParams.has('age'), age).toBe(false);
    }
  });
});

describe('the API client of the server render', () => {
  it('sends the bearer token, device id, language, forwarded address and internal key', async () => {
    const api = fakeApi(() => json(200, { carousel: [], headlines: [] }));
    const client = createApiClient(page, context, session(old), api.fetchImpl);
    await client.call(pagesCalls.home);
    const [request] = api.seen;
    expect(request?.url).toBe('http://api.test/api/pages/home?lang=fr');
    expect(request?.headers.get('authorization')).toBe('Bearer old');
    expect(request?.headers.get('device-id')).toBe('device-1');
    expect(request?.headers.get('x-internal-client-ip')).toBe('198.51.100.7');
    expect(request?.headers.get('x-internal-key')).toBe('key');
    expect(request?.headers.get('accept-language')).toBe('fr-SN');
  });

  it("passes the browser's user agent on, which the API records for the account's devices", async () => {
    const api = fakeApi(() => json(200, { carousel: [], headlines: [] }));
    const browser = new Request('http://reader.test/', { headers: { 'user-agent': 'Firefox/125.0' } });
    await createApiClient(browser, context, session(), api.fetchImpl).call(pagesCalls.home);
    expect(api.seen[0]?.headers.get('user-agent')).toBe('Firefox/125.0');
  });

  it('passes on no language the site does not have: a NUL or a typo in `lang` is no choice', async () => {
    for (const lang of ['%00', 'xx', 'fr%0D%0A']) {
      const api = fakeApi(() => json(200, { carousel: [], headlines: [] }));
      const asked = new Request(`http://reader.test/?lang=${lang}`);
      const client = createApiClient(asked, context, session(), api.fetchImpl);
      await client.call(pagesCalls.home);
      expect(client.lang, lang).toBeUndefined();
      expect(api.seen[0]?.url, lang).toBe('http://api.test/api/pages/home');
    }
  });

  it('on a 401 refreshes once, keeps the new tokens and retries with them', async () => {
    const api = fakeApi(
      () => json(401, expired),
      () => json(200, fresh),
      (request) => json(200, { lang: request.headers.get('authorization') }),
    );
    const reader = session(old);
    const client = createApiClient(page, context, reader, api.fetchImpl);
    const answer = await client.call(authCalls.language, { body: { langToApply: 'fr' } });
    expect(answer).toEqual({ lang: 'Bearer new' });
    expect(api.seen.map((request) => new URL(request.url).pathname)).toEqual([
      '/api/auth/lang',
      '/api/auth/refresh',
      '/api/auth/lang',
    ]);
    expect(await api.seen[1]?.json()).toEqual({ refresh_token: 'refresh-1' });
    expect(reader.replaced).toEqual([fresh]);
  });

  it('retries only once: a second 401 ends the session and sends the reader to /login', async () => {
    const api = fakeApi(
      () => json(401, expired),
      () => json(200, fresh),
      () => json(401, expired),
    );
    const reader = session(old);
    const client = createApiClient(page, context, reader, api.fetchImpl);
    const thrown = await client.call(authCalls.user).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('location')).toBe('/login');
    expect(reader.cleared).toBe(true);
    expect(api.seen).toHaveLength(3);
  });

  it('a failed refresh clears the session and redirects to /login without retrying', async () => {
    const api = fakeApi(
      () => json(401, expired),
      () => json(401, { code: 'E_INVALID_JWT_REFRESH_TOKEN', message: 'ended' }),
    );
    const reader = session(old);
    const thrown = await createApiClient(page, context, reader, api.fetchImpl)
      .call(authCalls.user)
      .catch((error: unknown) => error);
    expect((thrown as Response).headers.get('location')).toBe('/login');
    expect(reader.cleared).toBe(true);
    expect(api.seen).toHaveLength(2);
  });

  it('parallel loaders share one refresh (the refresh token is single-use)', async () => {
    const api = fakeApi(
      () => json(401, expired),
      () => json(401, expired),
      () => json(200, fresh),
      () => json(200, { carousel: [], headlines: [] }),
      () => json(200, {}),
    );
    const client = createApiClient(page, context, session(old), api.fetchImpl);
    await Promise.all([client.call(pagesCalls.home), client.call(pagesCalls.navigation)]);
    expect(api.seen.filter((request) => request.url.endsWith('/auth/refresh'))).toHaveLength(1);
  });

  it('a 403 while signed in logs out, but a geoblocked content does not', async () => {
    const geoblocked = fakeApi(() => json(403, { code: 'CONTENT_GEOBLOCKED', message: 'not here' }));
    const reader = session(old);
    const error = await createApiClient(page, context, reader, geoblocked.fetchImpl)
      .call(pagesCalls.content, { params: { slug: 'far-away' } })
      .catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('CONTENT_GEOBLOCKED');
    expect(reader.cleared).toBe(false);

    const forbidden = fakeApi(() => json(403, { code: 'FORBIDDEN', message: 'no' }));
    const other = session(old);
    const thrown = await createApiClient(page, context, other, forbidden.fetchImpl)
      .call(authCalls.user)
      .catch((caught: unknown) => caught);
    expect((thrown as Response).headers.get('location')).toBe('/login');
    expect(other.cleared).toBe(true);
  });

  it('a wrong password is an error to show, not a logout; a visitor is never refreshed', async () => {
    const api = fakeApi(() => json(401, { code: 'LOGIN_FAILED', message: 'Login failed.' }));
    const visitor = session();
    const error = await createApiClient(page, context, visitor, api.fetchImpl)
      .call(authCalls.login, { body: { email: 'a@b.test', password: 'x' } })
      .catch((thrown: unknown) => thrown);
    expect(error).toMatchObject({ status: 401, code: 'LOGIN_FAILED' });
    expect(api.seen).toHaveLength(1);
  });

  it('reads a GET once per request however many loaders ask for it', async () => {
    const api = fakeApi(() =>
      json(200, { app_access: 'free', available_langs: [], default_lang: 'en', freemium_reads: 5 }),
    );
    const client = createApiClient(page, context, session(), api.fetchImpl);
    const [first, second] = await Promise.all([
      client.call(pagesCalls.configs),
      client.call(pagesCalls.configs),
    ]);
    expect(first).toBe(second);
    expect(api.seen).toHaveLength(1);
  });
});
