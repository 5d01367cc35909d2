import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing/test-api.ts';

const json = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

describe('auth calls', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi('auth');
  });
  afterAll(() => api.close());

  const post = (path: string, body: unknown, headers?: Record<string, string>) =>
    fetch(`${api.url}/api${path}`, json(body, headers));

  const registration = (email: string, extra: Record<string, unknown> = {}) => ({
    email,
    password: 'Str0ng-Passw0rd',
    terms_accepted: true,
    profile: { first_name: 'Awa', last_name: 'Diop', country: 'SN' },
    ...extra,
  });

  it('registers a reader, e-mails a verification code, and lets them sign in at once', async () => {
    const before = (await api.events()).length;
    const registered = await post('/auth/register', registration('awa@example.org'));
    expect(registered.status).toBe(201);
    const body = (await registered.json()) as { id: string };
    const appended = (await api.events()).slice(before).map((event) => event.type);
    expect(appended).toEqual(['UserRegistered', 'PinCodeIssued']);
    const [mail] = await api.mail();
    expect(mail).toMatchObject({ recipient: 'awa@example.org' });
    expect(mail?.body).toMatch(/\b\d{6}\b/);

    const login = await post('/auth/login', { email: 'AWA@example.org', password: 'Str0ng-Passw0rd' });
    expect(login.status).toBe(200);
    const tokens = (await login.json()) as { token: string; type: string; refreshToken: string };
    expect(tokens.type).toBe('bearer');
    expect(login.headers.getSetCookie().some((cookie) => /^token=.*HttpOnly/i.test(cookie))).toBe(true);

    const user = await fetch(`${api.url}/api/auth/user`, {
      headers: { authorization: `Bearer ${tokens.token}` },
    });
    expect(user.status).toBe(200);
    expect(await user.json()).toMatchObject({
      id: body.id,
      email: 'awa@example.org',
      role: 'reader',
      lang: 'en',
      email_verified: false,
      categories: [{ slug: 'sn' }],
      favs: [],
    });
  });

  it('refuses a weak password, a failed confirmation and a used e-mail, appending nothing', async () => {
    const before = (await api.events()).length;
    const weak = await post(
      '/auth/register?lang=fr',
      registration('weak@example.org', { password: 'short' }),
    );
    expect(weak.status).toBe(400);
    expect(await weak.json()).toMatchObject({ code: 'PASSWORD_TOO_WEAK', field: 'password' });
    const confirmation = await post(
      '/auth/register',
      registration('c@example.org', { password_confirmation: 'Other-Passw0rd' }),
    );
    expect(await confirmation.json()).toMatchObject({
      code: 'PASSWORD_CONFIRMATION_FAILED',
      error: 'PASSWORD_CONFIRMATION_FAILED: The password confirmation has failed',
    });
    const used = await post('/auth/register', registration('awa@example.org'));
    expect(used.status).toBe(409);
    expect(await used.json()).toMatchObject({ error: 'EMAIL_ALREADY_USED: This email is already used' });
    expect((await api.events()).length).toBe(before);
  });

  it('refuses a birthdate under 18 unless a parent or guardian consents', async () => {
    const minor = { first_name: 'Ami', last_name: 'Diop', birthdate: '2015-03-01' };
    const before = (await api.events()).length;
    const refused = await post('/auth/register', registration('ami@example.org', { profile: minor }));
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ code: 'UNDER_MINIMUM_AGE', field: 'birthdate' });
    const withoutConsent = await post(
      '/auth/register',
      registration('ami@example.org', { profile: minor, parental_consent: false }),
    );
    expect(withoutConsent.status).toBe(400);
    expect((await api.events()).length).toBe(before);

    const consented = await post(
      '/auth/register',
      registration('ami@example.org', { profile: minor, parental_consent: true }),
    );
    expect(consented.status).toBe(201);
    const [registered] = (await api.events()).slice(before);
    expect(registered).toMatchObject({
      type: 'UserRegistered',
      data: { parentalConsentAt: expect.any(String) },
    });
  });

  it('refuses a wrong password with the spec message', async () => {
    const response = await post('/auth/login', { email: 'awa@example.org', password: 'Wrong-Passw0rd' });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({
      error: 'LOGIN_FAILED: Login failed. Check that you submitted a valid password and email.',
    });
  });

  it('gives the test harness verified authors and admins', async () => {
    const author = await api.newUser({ role: 'owner' });
    const response = await fetch(`${api.url}/api/auth/user`, { headers: author.auth });
    expect(await response.json()).toMatchObject({ role: 'owner', userVerificationStatus: 'verified' });
  });
});
