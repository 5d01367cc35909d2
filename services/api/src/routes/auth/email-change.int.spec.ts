import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAILED_LOGINS_PER_ACCOUNT } from '../../auth/rate-limit.ts';
import { startTestApi, type TestApi } from '../../testing/test-api.ts';

const PASSWORD = 'Str0ng-Passw0rd';

describe('changing the e-mail address of an account', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi('email_change');
  });
  afterAll(() => api.close());

  function call(method: string, path: string, body: unknown, token?: string) {
    return fetch(`${api.url}/api${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
  }

  /** A reader registered with a password, and a session of theirs. */
  async function reader(email: string): Promise<string> {
    expect(
      (await call('POST', '/auth/register', { email, password: PASSWORD, terms_accepted: true })).status,
    ).toBe(201);
    const login = await call('POST', '/auth/login', { email, password: PASSWORD });
    return ((await login.json()) as { token: string }).token;
  }

  const eventCount = async () => (await api.events()).length;
  const mailTo = async (email: string) => (await api.mail()).filter((mail) => mail.recipient === email);
  const view = async (token: string) =>
    (await (
      await fetch(`${api.url}/api/auth/user`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as {
      email: string;
      email_verified: boolean;
    };

  it('needs the current password: a stolen session alone cannot take the account over', async () => {
    const token = await reader('owner@example.org');
    const before = await eventCount();
    const missing = await call('PUT', '/auth/profile?lang=fr', { email: 'thief@example.org' }, token);
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({
      code: 'WRONG_PASSWORD',
      field: 'current_password',
      message: 'Mot de passe incorrect',
    });
    const wrong = await call(
      'PUT',
      '/auth/profile',
      { email: 'thief@example.org', current_password: 'Not-the-0ne' },
      token,
    );
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ code: 'WRONG_PASSWORD', field: 'current_password' });
    expect(await eventCount()).toBe(before);
    expect(await mailTo('thief@example.org')).toEqual([]);
    expect((await view(token)).email).toBe('owner@example.org');

    // The address is still the owner's: a reset code asked for the thief's address goes nowhere.
    await call('POST', '/auth/token', { email: 'thief@example.org', template: 'reset-password' });
    expect(await mailTo('thief@example.org')).toEqual([]);
  });

  it('takes effect once the new address confirms it with the code sent to it; the old address is told', async () => {
    const token = await reader('amara@example.org');
    const asked = await call(
      'PUT',
      '/auth/profile',
      { email: 'amara@new.example.org', current_password: PASSWORD },
      token,
    );
    expect(asked.status).toBe(200);
    expect(await asked.json()).toMatchObject({ is_active: true, pending_email: 'amara@new.example.org' });

    const [notice] = await mailTo('amara@example.org');
    expect(notice?.body).toContain('amara@new.example.org');
    const [confirmation] = await mailTo('amara@new.example.org');
    const code = /\b(\d{6})\b/.exec(confirmation?.body ?? '')?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);

    // Not yet: the account keeps its address, and the new one cannot sign in.
    expect(await view(token)).toMatchObject({ email: 'amara@example.org' });
    expect(
      (await call('POST', '/auth/login', { email: 'amara@new.example.org', password: PASSWORD })).status,
    ).toBe(401);

    const before = await eventCount();
    const wrong = await call(
      'POST',
      '/auth/email/confirm',
      { code: code === '000000' ? '111111' : '000000' },
      token,
    );
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ code: 'WRONG_VERIFICATION_CODE' });
    expect(await eventCount()).toBe(before);

    const confirmed = await call('POST', '/auth/email/confirm', { code }, token);
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toEqual({ email: 'amara@new.example.org' });
    expect(await view(token)).toEqual(
      expect.objectContaining({ email: 'amara@new.example.org', email_verified: true }),
    );
    expect(
      (await call('POST', '/auth/login', { email: 'amara@new.example.org', password: PASSWORD })).status,
    ).toBe(200);
    expect(
      (await call('POST', '/auth/login', { email: 'amara@example.org', password: PASSWORD })).status,
    ).toBe(401);

    const again = await call('POST', '/auth/email/confirm', { code }, token);
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ code: 'INVALID_CODE' });
  });

  it('refuses an address another account holds, appending nothing', async () => {
    const token = await reader('kwame@example.org');
    await reader('taken@example.org');
    const before = await eventCount();
    const response = await call(
      'PUT',
      '/auth/profile',
      { email: 'Taken@example.org', current_password: PASSWORD },
      token,
    );
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ error: 'EMAIL_ALREADY_USED: This email is already used' });
    expect(await eventCount()).toBe(before);
  });

  it('counts a wrong current password like a failed sign-in', async () => {
    const token = await reader('nia@example.org');
    for (let attempt = 0; attempt < FAILED_LOGINS_PER_ACCOUNT; attempt += 1) {
      const wrong = await call(
        'PUT',
        '/auth/profile',
        { password: 'N3w-Passw0rd', current_password: 'Guess-1a' },
        token,
      );
      expect(wrong.status).toBe(400);
    }
    const limited = await call(
      'PUT',
      '/auth/profile',
      { email: 'nia@new.example.org', current_password: PASSWORD },
      token,
    );
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
    expect((await call('POST', '/auth/login', { email: 'nia@example.org', password: PASSWORD })).status).toBe(
      429,
    );
  });
});
