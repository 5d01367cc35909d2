import { translateError } from '@afrimedia/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servedRoutes } from '../../testing/served-routes.ts';
import { startTestApi, type TestApi, type TestUser } from '../../testing/test-api.ts';
import { adminRoutes } from './index.ts';

type Listed = { id: string } & Record<string, unknown>;

/** The simple-rest contract and the admin guard, exercised on the author applications queue. */
describe('admin lists (ra-data-simple-rest)', () => {
  let api: TestApi;
  let admin: TestUser;
  let reader: TestUser;
  const applicants: TestUser[] = [];

  beforeAll(async () => {
    api = await startTestApi('admin_simple_rest');
    admin = await api.newUser({ role: 'admin' });
    reader = await api.newUser();
    for (let index = 0; index < 3; index++) {
      api.setNow(new Date(Date.UTC(2026, 10, 20, 8 + index)));
      applicants.push(await api.newUser({ role: 'owner', verified: false }));
    }
    api.setNow(new Date(Date.UTC(2026, 10, 21)));
  });
  afterAll(() => api.close());

  const list = async (query: string, user: TestUser = admin) => {
    const response = await api.call('GET', `/admin/author-applications${query}`, user);
    return {
      status: response.status,
      range: response.headers.get('content-range'),
      body: (await response.json()) as Listed[],
    };
  };
  const q = (params: Record<string, unknown>) =>
    '?' +
    Object.entries(params)
      .map(([name, value]) => `${name}=${encodeURIComponent(JSON.stringify(value))}`)
      .join('&');

  it('answers 401 to an anonymous caller and 403 to a non-admin, on every admin path', async () => {
    for (const path of ['/admin/author-applications', '/admin/no-such-resource', '/admin/queues']) {
      const anonymous = await api.call('GET', path);
      expect([anonymous.status, ((await anonymous.json()) as { code: string }).code]).toEqual([
        401,
        'NOT_AUTHORIZED',
      ]);
      const forbidden = await api.call('GET', path, reader);
      expect([forbidden.status, ((await forbidden.json()) as { code: string }).code]).toEqual([
        403,
        'FORBIDDEN',
      ]);
    }
  });

  it('lists oldest first by default, with Content-Range holding the total after the filter', async () => {
    const { status, range, body } = await list('');
    expect(status).toBe(200);
    expect(body.map((row) => row.id)).toEqual(applicants.map((user) => user.userId));
    expect(range).toBe('author-applications 0-2/3');
    expect(body[0]).toMatchObject({
      email: applicants[0]!.email,
      status: 'waiting',
      submittedAt: '2026-11-20T08:00:00.000Z',
      waitingSeconds: 16 * 3600,
    });
  });

  it('pages with an inclusive range and sorts by a known field', async () => {
    const { range, body } = await list(q({ sort: ['submittedAt', 'DESC'], range: [1, 1] }));
    expect(body.map((row) => row.id)).toEqual([applicants[1]!.userId]);
    expect(range).toBe('author-applications 1-1/3');
  });

  it('filters, and answers getMany by ids', async () => {
    const byEmail = await list(q({ filter: { q: applicants[2]!.email.slice(0, 14) } }));
    expect(byEmail.body.map((row) => row.id)).toEqual([applicants[2]!.userId]);
    expect(byEmail.range).toBe('author-applications 0-0/1');
    const many = await list(q({ filter: { id: [applicants[2]!.userId, applicants[0]!.userId] } }));
    expect(many.body.map((row) => row.id)).toEqual([applicants[0]!.userId, applicants[2]!.userId]);
    const none = await list(q({ filter: { status: 'rejected' } }));
    expect([none.body, none.range]).toEqual([[], 'author-applications 0-0/0']);
  });

  it('refuses a malformed sort, range or filter with 400 INVALID_LIST_QUERY', async () => {
    for (const query of [
      '?sort=not-json',
      q({ sort: ['password', 'ASC'] }),
      q({ sort: ['submittedAt', 'SIDEWAYS'] }),
      q({ range: [5, 2] }),
      q({ range: [0, 500] }),
      q({ range: ['a', 'b'] }),
      q({ filter: { nope: 1 } }),
      q({ filter: { status: 'lost' } }),
      '?filter=%7B',
      '?sort=a&sort=b',
    ]) {
      const { status, body } = await list(query);
      expect({ query, status, body }).toEqual({
        query,
        status: 400,
        body: expect.objectContaining({
          code: 'INVALID_LIST_QUERY',
          message: translateError('en', 'INVALID_LIST_QUERY'),
        }),
      });
    }
  });

  it('refuses text PostgreSQL cannot hold inside the JSON of any list query with 400 INVALID_LIST_QUERY', async () => {
    // The queues answer counts, not a list.
    const lists = servedRoutes(adminRoutes(api.deps))
      .filter((route) => /^GET \/[a-z-]+\/(export)?$/.test(route) && route !== 'GET /queues/')
      .map((route) => route.slice('GET '.length));
    expect(lists.length).toBeGreaterThan(20);
    const before = (await api.events()).length;
    const answers = [];
    for (const path of lists) {
      for (const query of [
        q({ filter: { id: 'a\u0000b' } }),
        q({ filter: { id: ['a', '\u0000'] } }),
        q({ filter: { id: '\ud800' } }),
        q({ sort: ['id\u0000', 'ASC'] }),
      ]) {
        const response = await api.call('GET', `/admin${path}${query}`, admin);
        const text = await response.text();
        answers.push([path, query, response.status, response.ok ? text.slice(0, 80) : JSON.parse(text).code]);
      }
    }
    expect(answers).toEqual(answers.map(([path, query]) => [path, query, 400, 'INVALID_LIST_QUERY']));
    expect((await api.events()).length).toBe(before);
  });

  it('answers one record, or 404 NOT_FOUND', async () => {
    const one = await api.call('GET', `/admin/author-applications/${applicants[1]!.userId}`, admin);
    expect(await one.json()).toMatchObject({ id: applicants[1]!.userId, aboutMe: expect.any(String) });
    const missing = await api.call('GET', '/admin/author-applications/nobody', admin);
    expect([missing.status, ((await missing.json()) as { code: string }).code]).toEqual([404, 'NOT_FOUND']);
  });
});
