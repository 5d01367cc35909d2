import { describe, expect, it } from 'vitest';
import { fakeApi, json, memorySession } from '../../testing/fake-api.ts';
import { createApiClient } from './api-client.ts';
import { createAuthProvider, NOT_ADMIN } from './auth-provider.ts';

function setUp(role: 'admin' | 'owner') {
  const session = memorySession();
  const api = fakeApi((request) => {
    if (request.url === '/api/auth/login') {
      const { email, password } = JSON.parse(request.body!) as { email: string; password: string };
      return email === 'someone@afrimedia.test' && password === 'Demo-Passw0rd'
        ? json({ token: 'access-1', type: 'bearer', refreshToken: 'refresh-1' })
        : json({ code: 'LOGIN_FAILED', message: 'Wrong e-mail or password' }, { status: 401 });
    }
    if (request.url === '/api/auth/user')
      return json({ id: 'u1', email: 'someone@afrimedia.test', role, first_name: 'Awa', last_name: 'Diop' });
    if (request.url === '/api/auth/logout') return json({ ok: true });
    return json({ code: 'NOT_FOUND', message: 'Not found' }, { status: 404 });
  });
  const client = createApiClient({ session, language: () => 'en', fetchImpl: api.fetchImpl });
  return { authProvider: createAuthProvider(client, session), session, requests: api.requests };
}

const credentials = { username: 'someone@afrimedia.test', password: 'Demo-Passw0rd' };

describe('the auth provider', () => {
  it('signs an admin in with the platform login and keeps the bearer token for the tab', async () => {
    const { authProvider, session, requests } = setUp('admin');
    await authProvider.login(credentials);
    expect(session.read()).toEqual({ token: 'access-1', refreshToken: 'refresh-1' });
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    expect(await authProvider.getIdentity!()).toEqual({ id: 'u1', fullName: 'Awa Diop' });
    expect(requests.find((request) => request.url === '/api/auth/user')!.headers.get('authorization')).toBe(
      'Bearer access-1',
    );
  });

  it('refuses anyone but an admin, signing them out again', async () => {
    const { authProvider, session, requests } = setUp('owner');
    await expect(authProvider.login(credentials)).rejects.toThrow(NOT_ADMIN);
    expect(session.read()).toBeUndefined();
    expect(requests.map((request) => request.url)).toContain('/api/auth/logout');
    await expect(authProvider.checkAuth({})).rejects.toThrow();
  });

  it("passes the API's message on for wrong credentials", async () => {
    const { authProvider, session } = setUp('admin');
    await expect(authProvider.login({ ...credentials, password: 'wrong' })).rejects.toThrow(
      'Wrong e-mail or password',
    );
    expect(session.read()).toBeUndefined();
  });

  it('ends the session on logout and on a 401 or 403 from the API', async () => {
    const { authProvider, session } = setUp('admin');
    await authProvider.login(credentials);
    await authProvider.checkError({ status: 404 });
    expect(session.read()).toBeDefined();
    await expect(authProvider.checkError({ status: 403 })).rejects.toThrow();
    expect(session.read()).toBeUndefined();
    await authProvider.login(credentials);
    await authProvider.logout({});
    expect(session.read()).toBeUndefined();
  });
});
