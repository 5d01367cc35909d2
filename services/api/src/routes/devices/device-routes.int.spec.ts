import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing/test-api.ts';

const PASSWORD = 'Str0ng-Passw0rd';
const PHONE =
  'Mozilla/5.0 (Linux; Android 13; SAMSUNG SM-A536B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36';
const LAPTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0';
const KAIOS = 'Mozilla/5.0 (Mobile; Nokia_8110_4G; rv:48.0) Gecko/48.0 Firefox/48.0 KAIOS/2.5';

interface Tokens {
  token: string;
  refreshToken: string;
}

interface Device {
  id: string;
  browser: string | null;
  system: string | null;
  country: string | null;
  first_seen: string;
  last_seen: string;
  current: boolean;
}

describe('the devices an account is signed in on', () => {
  let api: TestApi;
  const start = new Date();
  const minutes = (count: number) => new Date(start.getTime() + count * 60_000);

  beforeAll(async () => {
    api = await startTestApi('devices');
  });
  afterAll(() => api.close());

  function call(
    method: string,
    path: string,
    options: { token?: string; agent?: string; body?: unknown } = {},
  ) {
    return fetch(`${api.url}/api${path}`, {
      method,
      headers: {
        ...(options.agent ? { 'user-agent': options.agent } : {}),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    });
  }

  async function newAccount(): Promise<string> {
    const email = `devices-${randomUUID().slice(0, 8)}@example.org`;
    const registered = await call('POST', '/auth/register', {
      body: { email, password: PASSWORD, terms_accepted: true },
    });
    expect(registered.status).toBe(201);
    return email;
  }

  async function signIn(email: string, agent: string, at: Date): Promise<Tokens> {
    api.setNow(at);
    const response = await call('POST', '/auth/login', { agent, body: { email, password: PASSWORD } });
    expect(response.status).toBe(200);
    return (await response.json()) as Tokens;
  }

  async function devices(tokens: Tokens): Promise<Device[]> {
    const response = await call('GET', '/auth/devices', { token: tokens.token });
    expect(response.status).toBe(200);
    return ((await response.json()) as { devices: Device[] }).devices;
  }

  const stillSignedIn = async (tokens: Tokens) =>
    (await call('GET', '/auth/user', { token: tokens.token })).status;

  it('lists each sign-in once, the most recently seen first, with its browser, system and dates', async () => {
    const email = await newAccount();
    const phone = await signIn(email, PHONE, minutes(0));
    const laptop = await signIn(email, LAPTOP, minutes(1));
    api.setNow(minutes(2));

    const [first, second, ...rest] = await devices(phone);
    expect(rest).toEqual([]);
    expect(first).toMatchObject({
      browser: 'Firefox',
      system: 'Windows',
      country: null,
      first_seen: minutes(1).toISOString(),
      last_seen: minutes(1).toISOString(),
      current: false,
    });
    expect(second).toMatchObject({
      browser: 'Samsung Internet',
      system: 'Android',
      first_seen: minutes(0).toISOString(),
      last_seen: minutes(0).toISOString(),
      current: true,
    });
    expect((await devices(laptop)).map((device) => device.current)).toEqual([true, false]);
  });

  it('follows a sign-in through its refreshes: first seen stays, last seen and the browser move on', async () => {
    const email = await newAccount();
    const phone = await signIn(email, PHONE, minutes(0));
    const laptop = await signIn(email, LAPTOP, minutes(1));
    api.setNow(minutes(5));
    const refreshed = await call('POST', '/auth/refresh', {
      agent: KAIOS,
      body: { refresh_token: phone.refreshToken },
    });
    expect(refreshed.status).toBe(200);
    const phoneNow = (await refreshed.json()) as Tokens;

    const listed = await devices(laptop);
    expect(listed).toHaveLength(2);
    expect(listed[0]).toMatchObject({
      browser: 'Firefox',
      system: 'KaiOS',
      first_seen: minutes(0).toISOString(),
      last_seen: minutes(5).toISOString(),
      current: false,
    });
    expect((await devices(phoneNow))[0]?.current).toBe(true);
    // The token from before the refresh still speaks for the same device until it expires.
    expect((await devices(phone))[0]?.current).toBe(true);
  });

  it('signs a second browser out: its next request is refused with 401, and its refresh too', async () => {
    const email = await newAccount();
    const phone = await signIn(email, PHONE, minutes(0));
    const laptop = await signIn(email, LAPTOP, minutes(1));
    const laptopId = (await devices(laptop)).find((device) => device.current)?.id ?? '';

    const out = await call('DELETE', `/auth/devices/${laptopId}`, { token: phone.token });
    expect(out.status).toBe(200);
    expect(await out.json()).toEqual({ ok: true });

    const next = await call('GET', '/auth/user', { token: laptop.token });
    expect(next.status).toBe(401);
    expect(await next.json()).toMatchObject({ code: 'E_INVALID_JWT_TOKEN' });
    const refresh = await call('POST', '/auth/refresh', { body: { refresh_token: laptop.refreshToken } });
    expect(refresh.status).toBe(401);
    expect(await stillSignedIn(phone)).toBe(200);
    expect((await devices(phone)).map((device) => device.current)).toEqual([true]);
  });

  it("answers 404 for another account's device, an unknown one and one already signed out", async () => {
    const email = await newAccount();
    const mine = await signIn(email, PHONE, minutes(0));
    const theirs = await signIn(await newAccount(), LAPTOP, minutes(1));
    const theirId = (await devices(theirs))[0]?.id ?? '';
    const mySecond = await signIn(email, LAPTOP, minutes(2));
    const mySecondId = (await devices(mySecond)).find((device) => device.current)?.id ?? '';
    expect((await call('DELETE', `/auth/devices/${mySecondId}`, { token: mine.token })).status).toBe(200);

    for (const id of [theirId, randomUUID(), 'not-a-device', mySecondId]) {
      const refused = await call('DELETE', `/auth/devices/${id}`, { token: mine.token });
      expect(refused.status, id).toBe(404);
      expect(await refused.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
    expect(await stillSignedIn(theirs)).toBe(200);
  });

  it('signs out everywhere else: every other sign-in is refused, this one stays', async () => {
    const email = await newAccount();
    const phone = await signIn(email, PHONE, minutes(0));
    const laptop = await signIn(email, LAPTOP, minutes(1));
    const feature = await signIn(email, KAIOS, minutes(2));
    const other = await signIn(await newAccount(), LAPTOP, minutes(3));

    const out = await call('DELETE', '/auth/devices', { token: phone.token });
    expect(out.status).toBe(200);
    expect(await out.json()).toEqual({ ok: true });

    expect(await stillSignedIn(laptop)).toBe(401);
    expect(await stillSignedIn(feature)).toBe(401);
    expect(await stillSignedIn(phone)).toBe(200);
    expect(await stillSignedIn(other)).toBe(200);
    const [only, ...rest] = await devices(phone);
    expect(rest).toEqual([]);
    expect(only).toMatchObject({ browser: 'Samsung Internet', current: true });
  });

  it('answers a visitor 401', async () => {
    api.setNow(undefined);
    for (const [method, path] of [
      ['GET', '/auth/devices'],
      ['DELETE', '/auth/devices'],
      ['DELETE', `/auth/devices/${randomUUID()}`],
    ] as const) {
      const response = await call(method, path);
      expect(response.status, `${method} ${path}`).toBe(401);
      expect(await response.json()).toMatchObject({ code: 'NOT_AUTHORIZED' });
    }
  });
});
