import { PODCAST_GENRES, TOPICS, VIDEO_GENRES } from '@afrimedia/domain';
import { translateError } from '@afrimedia/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi, type TestUser } from '../../../testing/test-api.ts';

const q = (params: Record<string, unknown>) =>
  '?' +
  Object.entries(params)
    .map(([name, value]) => `${name}=${encodeURIComponent(JSON.stringify(value))}`)
    .join('&');

describe('admin categories and topics (read-only)', () => {
  let api: TestApi;
  let admin: TestUser;
  let reader: TestUser;

  beforeAll(async () => {
    api = await startTestApi('admin_categories_topics');
    admin = await api.newUser({ role: 'admin' });
    reader = await api.newUser();
  });
  afterAll(() => api.close());

  it('is for admins only', async () => {
    for (const resource of ['categories', 'topics']) {
      expect((await api.call('GET', `/admin/${resource}`)).status).toBe(401);
      expect((await api.call('GET', `/admin/${resource}`, reader)).status).toBe(403);
    }
  });

  it('lists every video and podcast category, filtered by kind and paged', async () => {
    const total = VIDEO_GENRES.length + PODCAST_GENRES.length;
    const all = await api.call('GET', `/admin/categories${q({ range: [0, 99] })}`, admin);
    expect(all.headers.get('content-range')).toBe(`categories 0-${total - 1}/${total}`);
    const podcasts = await api.call(
      'GET',
      `/admin/categories${q({ filter: { kind: 'podcast' }, sort: ['slug', 'DESC'], range: [0, 1] })}`,
      admin,
    );
    expect(podcasts.headers.get('content-range')).toBe(`categories 0-1/${PODCAST_GENRES.length}`);
    const sorted = [...PODCAST_GENRES].sort().reverse();
    expect(await podcasts.json()).toEqual(
      sorted.slice(0, 2).map((slug) => ({
        id: `podcast-${slug}`,
        slug,
        kind: 'podcast',
        path: `/podcasts/${slug}`,
        publishedCount: 0,
      })),
    );
    expect(await (await api.call('GET', '/admin/categories/video-focus', admin)).json()).toMatchObject({
      slug: 'focus',
      kind: 'video',
    });
    expect((await api.call('GET', '/admin/categories/video-nonesuch', admin)).status).toBe(404);
  });

  it('lists the closed list of topics, searched and fetched by ids', async () => {
    const all = await api.call('GET', '/admin/topics', admin);
    expect(all.headers.get('content-range')).toBe(
      `topics 0-${Math.min(TOPICS.length, 25) - 1}/${TOPICS.length}`,
    );
    const searched = await api.call('GET', `/admin/topics${q({ filter: { q: 'tech' } })}`, admin);
    expect(((await searched.json()) as Array<{ id: string }>).map((row) => row.id)).toEqual(['tech']);
    const many = await api.call('GET', `/admin/topics${q({ filter: { id: ['music', 'art'] } })}`, admin);
    expect(((await many.json()) as Array<{ id: string }>).map((row) => row.id)).toEqual(['art', 'music']);
    const bad = await api.call('GET', `/admin/topics${q({ range: [0, 500] })}&lang=fr`, admin);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ message: translateError('fr', 'INVALID_LIST_QUERY') });
  });
});
