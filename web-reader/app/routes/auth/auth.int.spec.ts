import { randomUUID } from 'node:crypto';
import type { TestApi } from '@afrimedia/api/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startReaderUnderTest } from '../../../testing/reader-under-test.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startReaderUnderTest('reader-auth');
});
afterEach(() => api.setNow(undefined));
afterAll(() => api.close());

const PASSWORD = 'Demo-Passw0rd';
const YEAR_SECONDS = 365 * 86_400;

interface Tokens {
  token: string;
  type: 'bearer';
  refreshToken: string;
}

const newEmail = () => `reader-${randomUUID().slice(0, 8)}@example.org`;

/** An account made through the API, with a password to sign in with. */
async function registered(): Promise<string> {
  const email = newEmail();
  const response = await api.call('POST', '/auth/register', undefined, {
    email,
    password: PASSWORD,
    terms_accepted: true,
  });
  expect(response.status).toBe(201);
  return email;
}

/** A browser posting a form without scripts: same origin unless told otherwise, redirects not followed. */
function post(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return fetch(`${api.url}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: api.url, ...headers },
    body: new URLSearchParams(fields),
  });
}

function get(path: string, cookie?: string) {
  return fetch(`${api.url}${path}`, { redirect: 'manual', headers: cookie ? { cookie } : {} });
}

function tokenCookie(response: Response): string | undefined {
  return response.headers.getSetCookie().find((cookie) => cookie.startsWith('token='));
}

/** The `token=…` pair a browser would send back. */
function sent(setCookie: string | undefined): string {
  return setCookie?.split(';')[0] ?? '';
}

function cookieOf(tokens: Tokens): string {
  return `token=${encodeURIComponent(JSON.stringify(tokens))}`;
}

function tokensIn(setCookie: string | undefined): Tokens {
  return JSON.parse(decodeURIComponent(sent(setCookie).slice('token='.length))) as Tokens;
}

async function latestMailTo(email: string) {
  const mail = (await api.mail()).find((message) => message.recipient === email);
  if (!mail) throw new Error(`no mail to ${email}`);
  return mail;
}

describe('password sign-in', () => {
  it('sets the HttpOnly token cookie for a year and goes where the reader came from', async () => {
    const email = await registered();
    const response = await post('/login?returnTo=%2Farticles', {
      intent: 'password',
      email,
      password: PASSWORD,
      returnTo: '/articles',
    });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/articles');
    const cookie = tokenCookie(response);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Path=\//);
    const maxAge = Number(/Max-Age=(\d+)/i.exec(cookie ?? '')?.[1]);
    expect(maxAge).toBeGreaterThan(YEAR_SECONDS - 60);
    expect(maxAge).toBeLessThanOrEqual(YEAR_SECONDS);
    expect(tokensIn(cookie)).toMatchObject({ type: 'bearer', token: expect.any(String) });

    // Signed in: the page shows the profile menu, and /login sends the reader home.
    expect(await (await get('/', sent(cookie))).text()).toContain('Log out');
    const again = await get('/login', sent(cookie));
    expect(again.status).toBe(302);
    expect(again.headers.get('location')).toBe('/');
  });

  it('never sends the reader to another site after signing in', async () => {
    const email = await registered();
    const response = await post('/login', { email, password: PASSWORD, returnTo: '//evil.example/x' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/');
  });

  it('goes home, signed in, when the page asked for leads off the site or hides a newline', async () => {
    const email = await registered();
    for (const returnTo of ['/\t/evil.example', '\\\\evil.example']) {
      const response = await post('/login', { email, password: PASSWORD, returnTo });
      expect([response.status, response.headers.get('location')], returnTo).toEqual([302, '/']);
    }
    const newline = await post('/login', { email, password: PASSWORD, returnTo: '/articles\r\n' });
    expect([newline.status, newline.headers.get('location')]).toEqual([302, '/articles']);
    expect(tokenCookie(newline)).toMatch(/HttpOnly/i);
  });

  it("refuses a wrong password with the spec's message, keeps the e-mail typed and sets no cookie", async () => {
    const email = await registered();
    const response = await post('/login', { intent: 'password', email, password: 'Wrong-Passw0rd' });
    expect(response.status).toBe(401);
    expect(tokenCookie(response)).toBeUndefined();
    const html = await response.text();
    expect(html).toContain('Login failed. Check that you submitted a valid password and email.');
    expect(html).toContain(`value="${email}"`);
    expect(html).not.toContain('Wrong-Passw0rd');
  });

  it('refuses a sign-in form posted from another site', async () => {
    const email = await registered();
    const response = await post(
      '/login',
      { intent: 'password', email, password: PASSWORD },
      { origin: 'https://evil.example' },
    );
    expect(response.status).toBe(403);
    expect(tokenCookie(response)).toBeUndefined();
  });
});

describe('e-mailed sign-in', () => {
  it('signs in from the link in the e-mail, at /callback', async () => {
    const email = await registered();
    const asked = await post('/login', { intent: 'link', email });
    expect(asked.status).toBe(200);
    expect(await asked.text()).toContain(`We sent a sign-in link to ${email}.`);
    const link = /https?:\/\/\S+?(\/callback\?\S+)/.exec((await latestMailTo(email)).body)?.[1];
    expect(link).toBeDefined();

    // The token leaves the address bar at once: no Referer, history or log of a later page holds it.
    const response = await get(link ?? '');
    expect([response.status, response.headers.get('location')]).toEqual([303, '/']);
    const cookie = tokenCookie(response);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(await (await get('/', sent(cookie))).text()).toContain('Log out');

    // A link works once; its failure is told at an address without the token.
    const reused = await get(link ?? '');
    expect([reused.status, reused.headers.get('location')]).toEqual([303, '/callback?failed=INVALID_CODE']);
    expect(tokenCookie(reused)).toBeUndefined();
    const failed = await get('/callback?failed=INVALID_CODE');
    expect(failed.status).toBe(400);
    expect(await failed.text()).toContain('Invalid code');
  });

  it('takes the token out of the address of a link without an e-mail, or with a code of no account', async () => {
    const missing = await get('/callback?token=123456&lang=fr');
    expect([missing.status, missing.headers.get('location')]).toEqual([
      303,
      '/callback?failed=INVALID_CODE&lang=fr',
    ]);
    const unknown = await get(`/callback?email=${encodeURIComponent(newEmail())}&token=123456`);
    expect(unknown.status).toBe(303);
    expect(unknown.headers.get('location')).toMatch(/^\/callback\?failed=[A-Z_]+$/);
  });

  it('signs in with the e-mailed 6-digit code on the second step', async () => {
    const email = await registered();
    const asked = await post('/login', { intent: 'pin', email });
    expect(await asked.text()).toMatch(/autocomplete="one-time-code"/i);
    const code = /\b(\d{6})\b/.exec((await latestMailTo(email)).body)?.[1] ?? '';

    const wrong = await post('/login', {
      intent: 'code',
      email,
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain('Wrong verification code');

    const response = await post('/login', { intent: 'code', email, code });
    expect(response.status).toBe(302);
    expect(tokenCookie(response)).toMatch(/HttpOnly/i);
  });

  it('sends a visitor with no token to sign in', async () => {
    const response = await get('/callback');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/login');
  });
});

describe('registration', () => {
  it('creates the account, signs in and asks for the code that confirms the address', async () => {
    const email = newEmail();
    const response = await post('/register', {
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      first_name: 'Amina',
      last_name: 'Diallo',
      phone: '',
      age: 'adult',
      terms: 'on',
      lang: 'fr',
    });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/callback');
    const cookie = sent(tokenCookie(response));
    const account = await api.db
      .selectFrom('accounts.users')
      .select(['email', 'role', 'language'])
      .where('email', '=', email)
      .executeTakeFirst();
    expect(account).toEqual({ email, role: 'reader', language: 'fr' });

    const pending = await get('/callback?lang=en', cookie);
    expect(pending.status).toBe(200);
    expect(await pending.text()).toContain(`We sent a 6-digit code to ${email}.`);
    const confirm = /https?:\/\/\S+?(\/callback\?\S+)/.exec((await latestMailTo(email)).body)?.[1] ?? '';
    const confirmed = await get(`${confirm}&lang=en`, cookie);
    expect([confirmed.status, confirmed.headers.get('location')]).toEqual([
      303,
      '/callback?verified=1&lang=en',
    ]);
    const verified = await get('/callback?verified=1&lang=en', cookie);
    expect(verified.status).toBe(200);
    expect(await verified.text()).toContain('Your e-mail address is confirmed');
    // Confirmed: the screen is done and sends the reader home.
    expect((await get('/callback', cookie)).headers.get('location')).toBe('/');
  });

  it('registers an author, signed in and taken to the application form the platform team validates', async () => {
    const email = newEmail();
    const response = await post('/register', {
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      first_name: 'Kofi',
      role: 'owner',
      age: 'adult',
      terms: 'on',
      lang: 'en',
    });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/become-author/apply');
    const account = await api.db
      .selectFrom('accounts.users')
      .select(['role', 'verification_status'])
      .where('email', '=', email)
      .executeTakeFirst();
    expect(account).toEqual({ role: 'owner', verification_status: null });
    const form = await get('/become-author/apply', sent(tokenCookie(response)));
    expect(form.status).toBe(200);
    expect(await form.text()).toContain('<h1>Apply to become an author</h1>');
  });

  it('says an e-mail is already used, keeping what was typed but the passwords', async () => {
    const email = await registered();
    const response = await post('/register', {
      email,
      password: 'Other-Passw0rd',
      password_confirmation: 'Other-Passw0rd',
      first_name: 'Twice',
      age: 'adult',
      terms: 'on',
    });
    expect(response.status).toBe(409);
    expect(tokenCookie(response)).toBeUndefined();
    const html = await response.text();
    expect(html).toContain('This email is already used');
    expect(html).toContain('value="Twice"');
    expect(html).not.toContain('Other-Passw0rd');
  });

  it('refuses a birthdate under 18 stated as adult, and registers it with a parent’s consent', async () => {
    const email = newEmail();
    const form = {
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      birthdate: '2012-02-03',
      terms: 'on',
    };
    const refused = await post('/register', { ...form, age: 'adult' });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain('You must be at least 18 years old.');
    expect(html).toContain('value="2012-02-03"');
    expect(tokenCookie(refused)).toBeUndefined();
    const consented = await post('/register', { ...form, age: 'consent' });
    expect([consented.status, consented.headers.get('location')]).toEqual([302, '/callback']);
  });

  it('refuses a form without the age asked, and creates nothing', async () => {
    const email = newEmail();
    const response = await post('/register', {
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      terms: 'on',
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('You must fill all the fields');
  });

  it('refuses a form without the terms accepted, and creates nothing', async () => {
    const email = newEmail();
    const response = await post('/register', {
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      age: 'adult',
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('You must fill all the fields');
    const account = await api.db
      .selectFrom('accounts.users')
      .select('email')
      .where('email', '=', email)
      .executeTakeFirst();
    expect(account).toBeUndefined();
  });
});

describe('passwords', () => {
  it('resets a forgotten password with the e-mailed code and signs in with the new one', async () => {
    const email = await registered();
    const asked = await post('/password/forgot', { intent: 'send', email });
    expect(await asked.text()).toContain(`We sent a 6-digit code to ${email}.`);
    const code = /\b(\d{6})\b/.exec((await latestMailTo(email)).body)?.[1] ?? '';
    const response = await post('/password/forgot', {
      intent: 'reset',
      email,
      code,
      password: 'Fresh-Passw0rd',
      password_confirmation: 'Fresh-Passw0rd',
    });
    expect(response.status).toBe(302);
    expect(tokenCookie(response)).toMatch(/HttpOnly/i);
    expect(response.headers.get('location')).toBe('/password/forgot?step=done');
    const done = await get('/password/forgot?step=done', sent(tokenCookie(response)));
    expect(await done.text()).toContain('Your password is changed. You are signed in with it.');
    const notice = await latestMailTo(email);
    expect(notice.subject).toBe('Your Afrimedia password was changed');
    const old = await api.call('POST', '/auth/login', undefined, { email, password: PASSWORD });
    expect(old.status).toBe(401);
  });

  it('changes the password of a signed-in reader, who stays signed in; a visitor goes to forgot', async () => {
    const email = await registered();
    const signIn = await post('/login', { email, password: PASSWORD });
    const cookie = sent(tokenCookie(signIn));
    expect((await get('/changePassword')).headers.get('location')).toBe('/password/forgot');

    const wrong = await post(
      '/password/change',
      { current_password: 'Not-The-0ne', password: 'Next-Passw0rd', password_confirmation: 'Next-Passw0rd' },
      { cookie },
    );
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain('Wrong password');

    const changed = await post(
      '/password/change',
      { current_password: PASSWORD, password: 'Next-Passw0rd', password_confirmation: 'Next-Passw0rd' },
      { cookie },
    );
    expect(changed.status).toBe(200);
    const renewed = tokenCookie(changed);
    expect(renewed).toMatch(/HttpOnly/i);
    expect(await changed.text()).toContain('Your password is changed.');
    expect(await (await get('/', sent(renewed))).text()).toContain('Log out');
  });
});

describe('an expired session', () => {
  it('refreshes once on a page load, sets the new tokens and renders signed in', async () => {
    const email = await registered();
    const tokens = (await (
      await api.call('POST', '/auth/login', undefined, { email, password: PASSWORD })
    ).json()) as Tokens;
    // Past the 15-minute access token, well within the 365-day refresh token.
    api.setNow(new Date(Date.now() + 2 * 86_400_000));
    const response = await get('/', cookieOf(tokens));
    expect(response.status).toBe(200);
    const renewed = response.headers.getSetCookie().filter((cookie) => cookie.startsWith('token='));
    expect(renewed).toHaveLength(1);
    expect(renewed[0]).toMatch(/HttpOnly/i);
    const next = tokensIn(renewed[0]);
    expect(next.token).not.toBe(tokens.token);
    expect(next.refreshToken).not.toBe(tokens.refreshToken);
    expect(await response.text()).toContain('Log out');
  });

  it('with a refresh token that does not work, clears the cookie and sends the reader to sign in', async () => {
    const email = await registered();
    const tokens = (await (
      await api.call('POST', '/auth/login', undefined, { email, password: PASSWORD })
    ).json()) as Tokens;
    api.setNow(new Date(Date.now() + 2 * 86_400_000));
    const response = await get('/', cookieOf({ ...tokens, refreshToken: 'not-a-refresh-token' }));
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/login');
    expect(tokenCookie(response)).toMatch(/^token=;.*Max-Age=0/i);
  });
});
