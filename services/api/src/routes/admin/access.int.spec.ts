import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi, type TestUser } from '../../testing/test-api.ts';

/** Every call of the queues, people and content resources, with an id where it takes one. */
const calls: [string, string][] = [
  ['GET', '/admin/queues'],
  ...[
    'author-applications',
    'publication-applications',
    'scheduled-content',
    'reports',
    'users',
    'authors',
    'publications',
    'articles',
    'videos',
    'podcasts',
  ].flatMap((resource): [string, string][] => [
    ['GET', `/admin/${resource}`],
    ['GET', `/admin/${resource}/some-id`],
  ]),
  ['POST', '/admin/author-applications/some-id/approve'],
  ['POST', '/admin/author-applications/some-id/reject'],
  ['POST', '/admin/publication-applications/some-id/approve'],
  ['POST', '/admin/publication-applications/some-id/reject'],
  ['POST', '/admin/reports/some-id/hide'],
  ['POST', '/admin/reports/some-id/dismiss'],
  ['POST', '/admin/users/some-id/deactivate'],
];

describe('admin access', () => {
  let api: TestApi;
  let reader: TestUser;
  let author: TestUser;

  beforeAll(async () => {
    api = await startTestApi('admin_access');
    reader = await api.newUser();
    author = await api.newUser({ role: 'owner' });
  });
  afterAll(() => api.close());

  it('answers 401 to anonymous callers and 403 to readers and authors, appending nothing', async () => {
    const before = (await api.events()).length;
    const answers = [];
    for (const [method, path] of calls) {
      const body = method === 'POST' ? { reason: 'A reason.' } : undefined;
      for (const [who, user] of [
        ['anonymous', undefined],
        ['reader', reader],
        ['author', author],
      ] as const) {
        const response = await api.call(method, path, user, body);
        answers.push([
          method,
          path,
          who,
          response.status,
          ((await response.json()) as { code: string }).code,
        ]);
      }
    }
    expect(answers).toEqual(
      calls.flatMap(([method, path]) => [
        [method, path, 'anonymous', 401, 'NOT_AUTHORIZED'],
        [method, path, 'reader', 403, 'FORBIDDEN'],
        [method, path, 'author', 403, 'FORBIDDEN'],
      ]),
    );
    expect((await api.events()).length).toBe(before);
  });
});
