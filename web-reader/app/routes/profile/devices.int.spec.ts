import { randomUUID } from 'node:crypto';
import type { TestApi } from '@afrimedia/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReaderUnderTest } from '../../../testing/reader-under-test.ts';

const PASSWORD = 'Demo-Passw0rd';
const PHONE =
  'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const LAPTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0';

interface Tokens {
  token: string;
  type: 'bearer';
  refreshToken: string;
}

let api: TestApi;
beforeAll(async () => {
  api = await startReaderUnderTest('reader-devices');
});
afterAll(() => api.close());

async function registered(): Promise<string> {
  const email = `devices-${randomUUID().slice(0, 8)}@example.org`;
  const response = await api.call('POST', '/auth/register', undefined, {
    email,
    password: PASSWORD,
    terms_accepted: true,
  });
  expect(response.status).toBe(201);
  return email;
}

/** A browser signed in through the API, as the reader's sign-in form does it. */
async function signedIn(email: string, agent: string): Promise<Tokens> {
  const response = await fetch(`${api.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': agent },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Tokens;
}

const cookieOf = (tokens: Tokens) => `token=${encodeURIComponent(JSON.stringify(tokens))}`;

const page = (path: string, tokens: Tokens, agent: string) =>
  fetch(`${api.url}${path}`, {
    redirect: 'manual',
    headers: { cookie: cookieOf(tokens), 'user-agent': agent },
  });

/** A form posted without scripts, from the same origin. */
const post = (tokens: Tokens, agent: string, fields: Record<string, string>) =>
  fetch(`${api.url}/profile?t=devices`, {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie: cookieOf(tokens), origin: api.url, 'user-agent': agent },
    body: new URLSearchParams(fields),
  });

async function devicesOf(tokens: Tokens) {
  const response = await fetch(`${api.url}/api/auth/devices`, {
    headers: { authorization: `Bearer ${tokens.token}` },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { devices: Array<{ id: string; current: boolean }> }).devices;
}

const apiStatus = async (tokens: Tokens) =>
  (await fetch(`${api.url}/api/auth/user`, { headers: { authorization: `Bearer ${tokens.token}` } })).status;

describe('the devices tab', () => {
  it('lists both browsers, this one marked, with the place and dates written', async () => {
    const email = await registered();
    const phone = await signedIn(email, PHONE);
    await signedIn(email, LAPTOP);
    const response = await page('/profile?t=devices', phone, PHONE);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Firefox · Windows');
    expect(html).toContain('Chrome · Android');
    expect(html).toContain('This device');
    expect(html).toContain('Place unknown');
    expect(html).toMatch(/Last active on [A-Z][a-z]{2} \d{1,2}, \d{4}/);
    expect(html).toContain('aria-label="Sign out Firefox · Windows"');
    expect(html).not.toContain('aria-label="Sign out Chrome · Android"');
  });

  it('signs the second browser out: its next request is refused and the reader sends it to sign in', async () => {
    const email = await registered();
    const phone = await signedIn(email, PHONE);
    const laptop = await signedIn(email, LAPTOP);
    const laptopId = (await devicesOf(laptop)).find((device) => device.current)?.id ?? '';

    const response = await post(phone, PHONE, { intent: 'sign-out-device', device: laptopId });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('That device is signed out.');
    expect(html).not.toContain('Firefox · Windows');

    expect(await apiStatus(laptop)).toBe(401);
    const laptopPage = await page('/profile?t=devices', laptop, LAPTOP);
    expect(laptopPage.status).toBe(302);
    expect(laptopPage.headers.get('location')).toBe('/login');
    expect(await apiStatus(phone)).toBe(200);
  });

  it("says another account's device, or one signed out already, is not to be signed out", async () => {
    const phone = await signedIn(await registered(), PHONE);
    const stranger = await signedIn(await registered(), LAPTOP);
    const strangerId = (await devicesOf(stranger))[0]?.id ?? '';
    for (const device of [strangerId, '', randomUUID()]) {
      const response = await post(phone, PHONE, { intent: 'sign-out-device', device });
      expect(response.status, device).toBe(404);
      expect(await response.text()).toContain('That device was already signed out.');
    }
    expect(await apiStatus(stranger)).toBe(200);
  });

  it('signs out everywhere else, keeping this browser signed in', async () => {
    const email = await registered();
    const phone = await signedIn(email, PHONE);
    const laptop = await signedIn(email, LAPTOP);
    const other = await signedIn(email, LAPTOP);
    const response = await post(phone, PHONE, { intent: 'sign-out-other-devices' });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Every other device is signed out.');
    expect(html).toContain('You are signed in on this device only.');
    expect(await apiStatus(laptop)).toBe(401);
    expect(await apiStatus(other)).toBe(401);
    expect(await apiStatus(phone)).toBe(200);
  });

  it("records the reader's own browser when signing in through the reader's form", async () => {
    const email = await registered();
    const signIn = await fetch(`${api.url}/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { origin: api.url, 'user-agent': LAPTOP },
      body: new URLSearchParams({ intent: 'password', email, password: PASSWORD }),
    });
    expect(signIn.status).toBe(302);
    const cookie = signIn.headers
      .getSetCookie()
      .find((each) => each.startsWith('token='))
      ?.split(';')[0];
    const html = await (
      await fetch(`${api.url}/profile?t=devices`, { headers: { cookie: cookie ?? '', 'user-agent': LAPTOP } })
    ).text();
    expect(html).toContain('Firefox · Windows');
    expect(html).toContain('This device');
  });
});
