import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing/test-api.ts';

describe('e-mailed codes, password reset, language and profile', () => {
  let api: TestApi;
  const password = 'Str0ng-Passw0rd';
  beforeAll(async () => {
    api = await startTestApi('codes');
    for (const email of ['amina@example.org', 'lucia@example.org', 'tendai@example.org']) {
      const response = await call('POST', '/auth/register', {
        body: { email, password, terms_accepted: true, lang: email.startsWith('lucia') ? 'es' : 'en' },
      });
      expect(response.status).toBe(201);
    }
  });
  afterAll(() => api.close());

  function call(method: string, path: string, options: { body?: unknown; token?: string } = {}) {
    return fetch(`${api.url}/api${path}`, {
      method,
      headers: {
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    });
  }

  const eventCount = async () => (await api.events()).length;
  const appendedSince = async (count: number) => (await api.events()).slice(count).map((event) => event.type);
  async function lastMailTo(email: string) {
    const mail = (await api.mail()).find((message) => message.recipient === email);
    if (!mail) throw new Error(`no mail to ${email}`);
    return mail;
  }
  const pinIn = (body: string) => /\b(\d{6})\b/.exec(body)?.[1] ?? '';
  const linkTokenIn = (body: string) => /token=([A-Za-z0-9_-]+)/.exec(body)?.[1] ?? '';

  it('verifies the e-mail with the code sent at registration; a wrong code is refused', async () => {
    const code = pinIn((await lastMailTo('amina@example.org')).body);
    const before = await eventCount();
    const wrong = await call('POST', '/auth/verifyToken', {
      body: {
        validation_token: code === '000000' ? '111111' : '000000',
        validation_email: 'amina@example.org',
      },
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ error: 'WRONG_VERIFICATION_CODE: Wrong verification code' });
    expect(await appendedSince(before)).toEqual([]);

    const right = await call('POST', '/auth/verifyToken', {
      body: { validation_token: code, validation_email: 'amina@example.org' },
    });
    expect(right.status).toBe(200);
    expect(await right.json()).toEqual({ verified: true });
    expect(await appendedSince(before)).toEqual(['CodeRedeemed', 'EmailVerified']);

    const again = await call('POST', '/auth/verifyToken', {
      body: { validation_token: code, validation_email: 'amina@example.org' },
    });
    expect(await again.json()).toMatchObject({ error: 'INVALID_CODE: Invalid code' });
  });

  it('signs in with an e-mailed link once, in the user language', async () => {
    const before = await eventCount();
    const sent = await call('POST', '/auth/link/generate', { body: { email: 'lucia@example.org' } });
    expect(sent.status).toBe(200);
    expect(await appendedSince(before)).toEqual(['LoginLinkIssued']);
    const mail = await lastMailTo('lucia@example.org');
    expect(mail.subject).toMatch(/Afrimedia/);
    expect(mail.body).toMatch(/minutos/);
    const token = linkTokenIn(mail.body);
    expect(token.length).toBeGreaterThan(20);

    const signedIn = await call('POST', '/auth/verifyToken', {
      body: { validation_token: token, validation_email: 'lucia@example.org' },
    });
    expect(signedIn.status).toBe(200);
    const session = (await signedIn.json()) as { token: string };
    expect((await call('GET', '/auth/user', { token: session.token })).status).toBe(200);

    const reused = await call('POST', '/auth/verifyToken', {
      body: { validation_token: token, validation_email: 'lucia@example.org' },
    });
    expect(reused.status).toBe(400);
    expect(await reused.json()).toMatchObject({ code: 'INVALID_CODE' });
  });

  it('answers a code request for an unknown address as for a known one, appending and sending nothing', async () => {
    const before = await eventCount();
    const response = await call('POST', '/auth/token', { body: { email: 'nobody@example.org' } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect((await api.mail()).filter((mail) => mail.recipient === 'nobody@example.org')).toEqual([]);
    const link = await call('POST', '/auth/link/generate', { body: { email: 'not-an-email' } });
    expect(link.status).toBe(400);
    expect(await link.json()).toMatchObject({ code: 'WRONG_EMAIL', field: 'email' });
    expect(await appendedSince(before)).toEqual([]);
  });

  it('signs in with a pin code when asked for a login code', async () => {
    expect(
      (await call('POST', '/auth/token', { body: { email: 'tendai@example.org', template: 'login' } }))
        .status,
    ).toBe(200);
    const pin = pinIn((await lastMailTo('tendai@example.org')).body);
    const response = await call('POST', '/auth/verifyToken', {
      body: { validation_token: pin, validation_email: 'tendai@example.org', purpose: 'login' },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ type: 'bearer' });
  });

  it('resets a forgotten password with an e-mailed code and signs the user out everywhere', async () => {
    const login = await call('POST', '/auth/login', { body: { email: 'tendai@example.org', password } });
    const { token } = (await login.json()) as { token: string };
    await call('POST', '/auth/token', { body: { email: 'tendai@example.org', template: 'reset-password' } });
    const resetMail = await lastMailTo('tendai@example.org');
    expect(resetMail.subject).toBe('Reset your Afrimedia password');
    expect(resetMail.body).toMatch(/reset your password/);
    expect(resetMail.body).not.toMatch(/sign-in code/);
    const pin = pinIn(resetMail.body);

    const mismatch = await call('POST', '/auth/password/changeWithoutToken', {
      body: {
        password: 'N3w-Passw0rd',
        password_confirmation: 'Other-Passw0rd1',
        validation_token: pin,
        validation_email: 'tendai@example.org',
      },
    });
    expect(await mismatch.json()).toMatchObject({
      error: 'PASSWORD_CONFIRMATION_FAILED: The password confirmation has failed',
    });

    const before = await eventCount();
    const changed = await call('POST', '/auth/password/changeWithoutToken', {
      body: { password: 'N3w-Passw0rd', validation_token: pin, validation_email: 'tendai@example.org' },
    });
    expect(changed.status).toBe(200);
    // The pin sign-in above already proved the address, so only the code and the password change are new.
    expect(await appendedSince(before)).toEqual(['CodeRedeemed', 'PasswordChanged']);
    expect((await call('GET', '/auth/user', { token })).status).toBe(401);
    expect(
      (await call('POST', '/auth/login', { body: { email: 'tendai@example.org', password } })).status,
    ).toBe(401);
    expect(
      (await call('POST', '/auth/login', { body: { email: 'tendai@example.org', password: 'N3w-Passw0rd' } }))
        .status,
    ).toBe(200);
    const notice = await lastMailTo('tendai@example.org');
    expect(notice.subject).toBe('Your Afrimedia password was changed');
    expect(notice.body).not.toMatch(/\b\d{6}\b/);
  });

  it('tells the address of the account, in its language, that the password was changed from the profile', async () => {
    const login = await call('POST', '/auth/login', { body: { email: 'lucia@example.org', password } });
    const { token } = (await login.json()) as { token: string };
    const changed = await call('PUT', '/auth/profile', {
      body: { current_password: password, password: 'Otra-Passw0rd' },
      token,
    });
    expect(changed.status).toBe(200);
    const notice = await lastMailTo('lucia@example.org');
    expect(notice.subject).toBe('Se ha cambiado la contraseña de tu cuenta de Afrimedia');
  });

  it('sends no notice when a reset code is wrong', async () => {
    const sent = (await api.mail()).length;
    const refused = await call('POST', '/auth/password/changeWithoutToken', {
      body: { password: 'N3w-Passw0rd', validation_token: '000000', validation_email: 'amina@example.org' },
    });
    expect(refused.status).toBe(400);
    expect((await api.mail()).length).toBe(sent);
  });

  it('saves the language, falling back to the default for an unsupported one', async () => {
    const user = await api.newUser();
    const german = await call('PUT', '/auth/lang', { body: { langToApply: 'de' }, token: user.token });
    expect(await german.json()).toEqual({ lang: 'en' });
    const arabic = await call('PUT', '/auth/lang', { body: { langToApply: 'ar' }, token: user.token });
    expect(await arabic.json()).toEqual({ lang: 'ar' });
    const missing = await call('PUT', '/auth/lang', { body: {}, token: user.token });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ code: 'FIELDS_REQUIRED', field: 'langToApply' });
    const errorsInArabic = await call('PUT', '/auth/lang', { body: {}, token: user.token });
    expect(((await errorsInArabic.json()) as { message: string }).message).toMatch(/[\u0600-\u06FF]/);
  });

  it('updates the profile, refusing a bad phone or an underage birthdate', async () => {
    const user = await api.newUser();
    const before = await eventCount();
    const badPhone = await call('PUT', '/auth/profile', { body: { phone: 'call me' }, token: user.token });
    expect(await badPhone.json()).toMatchObject({
      error: 'INVALID_PHONE: Please enter a valid phone number',
    });
    const young = await call('PUT', '/auth/profile', {
      body: { profile: { birthdate: '2015-01-01' } },
      token: user.token,
    });
    expect(young.status).toBe(400);
    expect(await young.json()).toMatchObject({ code: 'UNDER_MINIMUM_AGE' });
    expect(await appendedSince(before)).toEqual([]);

    const ok = await call('PUT', '/auth/profile', {
      body: { phone: '+221 77 123 45 67', country: 'SN', hide_watched: true },
      token: user.token,
    });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ is_active: true, role: 'reader' });
    expect(await appendedSince(before)).toEqual(['ProfileUpdated']);
    const view = await call('GET', '/auth/user', { token: user.token });
    expect(await view.json()).toMatchObject({
      phone: '+221 77 123 45 67',
      country: 'sn',
      hide_watched: true,
    });
  });

  it('upgrades a reader to an author waiting validation; short texts are refused', async () => {
    const user = await api.newUser();
    const short = await call('PUT', '/auth/profile', {
      body: { role: 'owner', expertise_title: 'Chef', about_me: 'I cook.' },
      token: user.token,
    });
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({ code: 'TEXT_TOO_SHORT' });
    const before = await eventCount();
    const applied = await call('PUT', '/auth/profile', {
      body: {
        role: 'owner',
        expertise_title: 'Food writer and cook',
        about_me:
          'Twenty years of cooking along the Senegal river, from Saint-Louis to Bakel, and writing it down.',
      },
      token: user.token,
    });
    expect(applied.status).toBe(200);
    expect(await applied.json()).toEqual({ is_active: true, role: 'owner' });
    expect(await appendedSince(before)).toEqual(['AuthorApplicationSubmitted']);
    const view = await call('GET', '/auth/user', { token: user.token });
    expect(await view.json()).toMatchObject({ role: 'owner', userVerificationStatus: 'pending' });
  });

  it('updates a profile by id, and deactivating the account signs the user out', async () => {
    const user = await api.newUser();
    expect((await call('PUT', '/auth/profile/not-mine', { body: {}, token: user.token })).status).toBe(404);
    const renamed = await call('PUT', `/auth/profile/${user.userId}`, {
      body: { name: 'Maman' },
      token: user.token,
    });
    expect(renamed.status).toBe(200);
    expect(await renamed.json()).toMatchObject({ id: user.userId, name: 'Maman', is_default: true });
    const before = await eventCount();
    const off = await call('PUT', '/auth/profile', { body: { is_active: false }, token: user.token });
    expect(await off.json()).toEqual({ is_active: false, role: 'reader' });
    expect(await appendedSince(before)).toEqual(['AccountDeactivated']);
    expect((await call('GET', '/auth/user', { token: user.token })).status).toBe(401);
  });
});
