import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi, type TestUser } from '../testing/test-api.ts';

/** A token is as good as its session: signed rightly, it still speaks only for the user its session was opened for. */
describe('authentication', () => {
  let api: TestApi;
  let admin: TestUser;
  let reader: TestUser;

  beforeAll(async () => {
    api = await startTestApi('authenticate');
    admin = await api.newUser({ role: 'admin' });
    reader = await api.newUser();
  });
  afterAll(() => api.close());

  const bearer = (token: string) => ({
    userId: '',
    email: '',
    token,
    auth: { authorization: `Bearer ${token}` },
  });

  it("refuses a token naming the admin with the reader's own live session", async () => {
    const readerSession = decodeJwt(reader.token).sid as string;
    const forged = await api.deps.tokens.issue(
      { userId: admin.userId, sessionId: readerSession },
      new Date(),
    );
    const answer = await api.call('GET', '/admin/users', bearer(forged));
    expect(answer.status).toBe(401);
    expect(await answer.json()).toMatchObject({ code: 'E_INVALID_JWT_TOKEN' });
    expect((await api.call('GET', '/admin/users', admin)).status).toBe(200);
  });

  it('refuses a token whose session was never opened', async () => {
    const made = await api.deps.tokens.issue(
      { userId: reader.userId, sessionId: '00000000-0000-4000-8000-000000000000' },
      new Date(),
    );
    expect((await api.call('GET', '/auth/user', bearer(made))).status).toBe(401);
    expect((await api.call('GET', '/auth/user', reader)).status).toBe(200);
  });
});
