import { userDecider, userStream } from '@afrimedia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishedArticle } from '../../testing/published-article.ts';
import { startTestApi, type TestApi, type TestUser } from '../../testing/test-api.ts';

// A kids profile's age limit keeps contents above it out of every page the API answers it, whatever the query,
// and its session is kept to the calls meant for it.
describe('a kids profile', () => {
  let api: TestApi;
  let open: string;
  let teen: string;
  let adult: string;
  let parent: TestUser;
  let child: TestUser;

  beforeAll(async () => {
    api = await startTestApi('kids_profile');
    const author = await api.newUser({ role: 'owner' });
    ({ slug: open } = await publishedArticle(api, author.userId));
    ({ slug: teen } = await publishedArticle(api, author.userId, { maturity: '12-age-restriction' }));
    ({ slug: adult } = await publishedArticle(api, author.userId, { maturity: '16-age-restriction' }));

    parent = await api.newUser();
    // The PIN's own route checks the password; here the account is simply given one.
    await api.run(userStream(parent.userId), userDecider, parent.userId, {
      type: 'SetKidsPin',
      data: { userId: parent.userId, pinHash: 'not-a-real-hash', passwordVerified: true },
    });
    const created = await api.call('POST', '/auth/profiles', parent, {
      name: 'Binta',
      kids: true,
      age_limit: '12-age-restriction',
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    // Another sign-in of the same account, switched to the kids profile: the family phone.
    child = { ...parent, auth: await api.signIn(parent.userId) };
    expect((await api.call('POST', `/auth/profiles/${id}/switch`, child, {})).status).toBe(200);
  });
  afterAll(() => api.close());

  const slugsOf = async (user: TestUser | undefined, path: string) => {
    const response = await api.call('GET', path, user);
    expect(response.status, path).toBe(200);
    const { rows } = (await response.json()) as { rows: { slug: string }[] };
    return rows.map((row) => row.slug).filter((slug) => [open, teen, adult].includes(slug));
  };

  it('finds no content above its age limit in lists or search, and no age filter brings one back', async () => {
    for (const path of [
      '/pages/articles?page_size=50',
      '/pages/search/?type=article&page_size=50',
      '/pages/contents/?type=article&page_size=50',
      '/pages/articles?page_size=50&age=16-age-restriction',
    ]) {
      expect((await slugsOf(child, path)).sort(), path).toEqual(
        path.includes('age=') ? [] : [open, teen].sort(),
      );
    }
  });

  it('is answered such a content’s page as a content that does not exist', async () => {
    const refused = await api.call('GET', `/pages/content/${adult}`, child);
    expect(refused.status).toBe(404);
    expect(await refused.json()).toMatchObject({ code: 'CONTENT_NOT_FOUND' });
    expect((await api.call('GET', `/pages/content/${teen}`, child)).status).toBe(200);
  });

  it('leaves those contents in place for the grown-up profile of the same account and for a visitor', async () => {
    expect((await slugsOf(parent, '/pages/articles?page_size=50')).sort()).toEqual(
      [open, teen, adult].sort(),
    );
    expect((await slugsOf(undefined, '/pages/articles?page_size=50')).sort()).toEqual(
      [open, teen, adult].sort(),
    );
    expect((await api.call('GET', `/pages/content/${adult}`, parent)).status).toBe(200);
  });

  it('refuses the kids session account settings, payments and signing devices out, which stay the parents’', async () => {
    for (const [method, path, body] of [
      ['PUT', '/auth/profile', { phone: '+221771234567' }],
      [
        'POST',
        '/payments/stripe/subscriptions/subscription',
        { user_id: child.userId, subscription_id: 'premium-month' },
      ],
      ['DELETE', '/auth/devices', undefined],
    ] as const) {
      const refused = await api.call(method, path, child, body);
      expect(refused.status, path).toBe(409);
      expect(await refused.json(), path).toMatchObject({
        code: 'INVALID_STATE_TRANSITION',
        field: 'profile',
      });
    }
    expect((await api.call('PUT', '/auth/profile', parent, { phone: '+221771234567' })).status).toBe(200);
  });
});
