import { translateError } from '@afrimedia/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishedArticle } from '../../../testing/published-article.ts';
import { startTestApi, type TestApi, type TestUser } from '../../../testing/test-api.ts';

type Json = Record<string, unknown>;

describe('admin people and content', () => {
  let api: TestApi;
  let admin: TestUser;
  let reader: TestUser;
  let pending: TestUser;
  let author: TestUser;
  let article: { publicationId: string; contentId: string; slug: string };

  beforeAll(async () => {
    api = await startTestApi('admin_people_content');
    admin = await api.newUser({ role: 'admin' });
    reader = await api.newUser({ language: 'fr' });
    pending = await api.newUser({ role: 'owner', verified: false });
    author = await api.newUser({ role: 'owner' });
    article = await publishedArticle(api, author.userId, {
      shortName: { en: 'Mbalax is back', fr: 'Le mbalax fait son retour' },
    });
  });
  afterAll(() => api.close());

  const get = async (path: string) => {
    const response = await api.call('GET', `/admin${path}`, admin);
    return {
      status: response.status,
      range: response.headers.get('content-range'),
      json: (await response.json()) as Json[] & Json,
    };
  };
  const filter = (value: unknown) => `filter=${encodeURIComponent(JSON.stringify(value))}`;
  const ids = (rows: Json[]) => rows.map((row) => row.id);

  describe('users', () => {
    it('lists everyone without any secret, filtered by e-mail, role or verification status', async () => {
      const all = await get('/users?sort=' + encodeURIComponent('["email","ASC"]'));
      expect(all.range).toBe('users 0-3/4');
      expect(ids(all.json)).toEqual(
        [admin, reader, pending, author]
          .sort((a, b) => a.email.localeCompare(b.email))
          .map((user) => user.userId),
      );
      expect(Object.keys(all.json[0]!).sort()).toEqual([
        'createdAt',
        'deactivatedAt',
        'email',
        'firstName',
        'id',
        'lang',
        'lastName',
        'role',
        'userVerificationStatus',
      ]);
      expect(ids((await get(`/users?${filter({ q: reader.email.slice(0, 12) })}`)).json)).toEqual([
        reader.userId,
      ]);
      expect(ids((await get(`/users?${filter({ role: 'admin' })}`)).json)).toEqual([admin.userId]);
      expect(ids((await get(`/users?${filter({ userVerificationStatus: 'pending' })}`)).json)).toEqual([
        pending.userId,
      ]);
      const many = await get(`/users?${filter({ id: [reader.userId, admin.userId] })}`);
      expect(ids(many.json).sort()).toEqual([reader.userId, admin.userId].sort());
      expect((await get(`/users/${reader.userId}`)).json).toMatchObject({
        id: reader.userId,
        lang: 'fr',
        role: 'reader',
      });
    });

    it('deactivates with a reason: one AccountDeactivated by the admin, and the person is signed out', async () => {
      const before = (await api.events()).length;
      const missing = await api.call('POST', `/admin/users/${reader.userId}/deactivate`, admin, {
        reason: '',
      });
      expect([missing.status, ((await missing.json()) as Json).message]).toEqual([
        400,
        translateError('en', 'REASON_REQUIRED'),
      ]);
      expect((await api.events()).length).toBe(before);

      const reason = 'Repeated insults in comments.';
      const response = await api.call('POST', `/admin/users/${reader.userId}/deactivate`, admin, { reason });
      expect(await response.json()).toMatchObject({ id: reader.userId, deactivatedAt: expect.any(String) });
      const appended = (await api.events()).slice(before);
      expect(
        appended.map((event) => [event.type, event.metadata.actorId, (event.data as Json).reason]),
      ).toEqual([['AccountDeactivated', admin.userId, reason]]);
      expect((await api.call('GET', '/auth/user', reader)).status).toBe(401);

      const again = await api.call('POST', `/admin/users/${reader.userId}/deactivate`, admin, { reason });
      expect(again.status).toBe(409);
      expect((await api.events()).length).toBe(before + 1);
    });
  });

  it('lists authors with their application and publications', async () => {
    const { json, range } = await get('/authors?sort=' + encodeURIComponent('["publicationsCount","DESC"]'));
    expect(range).toBe('authors 0-1/2');
    expect(json).toEqual([
      expect.objectContaining({
        id: author.userId,
        userVerificationStatus: 'verified',
        publicationsCount: 1,
      }),
      expect.objectContaining({
        id: pending.userId,
        userVerificationStatus: 'pending',
        expertiseTitle: 'Culture journalist',
        publicationsCount: 0,
      }),
    ]);
  });

  it('lists publications, filtered by state or name', async () => {
    const { json } = await get(`/publications?${filter({ status: 'validated' })}`);
    expect(json).toEqual([
      expect.objectContaining({
        id: article.publicationId,
        ownerId: author.userId,
        topics: ['music'],
        createdAt: expect.any(String),
      }),
    ]);
    expect((await get(`/publications?${filter({ q: 'nothing-like-this' })}`)).json).toEqual([]);
  });

  it('lists articles, videos and podcasts; an article comes with its body', async () => {
    const articles = await get(`/articles?${filter({ state: 'published' })}`);
    expect(articles.json).toEqual([
      {
        id: article.contentId,
        title: 'Le mbalax fait son retour',
        slug: article.slug,
        publicationSlug: expect.any(String),
        authorId: author.userId,
        state: 'published',
        lang: 'fr',
        publishedAt: expect.any(String),
        hidden: false,
      },
    ]);
    const one = await get(`/articles/${article.contentId}`);
    expect(one.json.body).toEqual(expect.arrayContaining([expect.objectContaining({ type: 'paragraph' })]));
    for (const resource of ['videos', 'podcasts']) {
      const { json, range } = await get(`/${resource}`);
      expect([json, range]).toEqual([[], `${resource} 0-0/0`]);
    }
    expect((await get(`/videos/${article.contentId}`)).status).toBe(404);
  });

  it('refuses an unknown filter of each list', async () => {
    for (const resource of ['users', 'authors', 'publications', 'articles', 'videos', 'podcasts']) {
      const { status, json } = await get(`/${resource}?${filter({ password: 'x' })}`);
      expect([resource, status, json.code]).toEqual([resource, 400, 'INVALID_LIST_QUERY']);
    }
  });
});
