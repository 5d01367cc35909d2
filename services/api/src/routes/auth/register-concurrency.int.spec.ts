import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing/test-api.ts';

describe('registration under concurrent requests', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi('register_race');
  });
  afterAll(() => api.close());

  it('creates exactly one account when 20 requests register one e-mail at once', async () => {
    const attempts = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        fetch(`${api.url}/api/auth/register`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            email: index % 2 ? 'Same@Example.org' : 'same@example.org',
            password: `Str0ng-Passw0rd${index}`,
            terms_accepted: true,
          }),
        }),
      ),
    );
    const statuses = attempts.map((response) => response.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    const registered = (await api.events()).filter((event) => event.type === 'UserRegistered');
    expect(registered).toHaveLength(1);
    const accounts = await api.db.selectFrom('accounts.users').select('email').execute();
    expect(accounts).toEqual([{ email: 'same@example.org' }]);
  });
});
