import { PODCAST_GENRES, TOPICS, VIDEO_GENRES } from '@afrimedia/domain';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi, type TestUser } from '../../testing/test-api.ts';
import { publishing } from '../../testing/pages-scenario.ts';

type Json = Record<string, unknown> & { code?: string; message?: string };
type Entry = { slug: string; path: string; count?: number };

/** Configuration, menus, counts, static pages, authors, followers and the agenda. */
describe('pages: the frame, authors and the agenda', () => {
  let api: TestApi;
  let author: TestUser;
  let reader: TestUser;
  let pendingAuthorId: string;
  let publicationId: string;
  let eventsBefore: number;

  const get = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${api.url}/api${path}`, { headers });
    return { status: response.status, body: (await response.json()) as Json & Json[] };
  };

  beforeAll(async () => {
    api = await startTestApi('pages_site');
    const make = publishing(api);
    author = await api.newUser({ role: 'owner', country: 'sn' });
    reader = await api.newUser();
    const pending = await api.newUser({ role: 'owner', verified: false });
    pendingAuthorId = pending.userId;

    const sahel = await make.publication(
      author.userId,
      { slug: 'sons-du-sahel', name: 'Sons du Sahel', topics: ['music', 'culture'] },
      [
        { slug: 'griots-de-dakar', title: 'The griots of Dakar', topics: ['music'] },
        {
          slug: 'masterclass-kora',
          title: 'Kora master class',
          kind: 'video',
          genre: 'master-class',
          topics: ['music'],
        },
        {
          slug: 'masterclass-balafon',
          title: 'Balafon master class',
          kind: 'video',
          genre: 'master-class',
          topics: ['music'],
        },
        {
          slug: 'interview-baaba',
          title: 'An interview with a singer',
          kind: 'podcast',
          genre: 'interview',
          topics: ['culture'],
        },
        {
          slug: 'focus-nuit',
          title: 'Focus: Dakar by night',
          kind: 'video',
          genre: 'focus',
          topics: ['culture'],
          maturity: '16-age-restriction',
        },
      ],
    );
    publicationId = sahel.id;
    await make.draft(author.userId, sahel.id, {
      slug: 'brouillon',
      title: 'A draft never published',
      topics: ['tech'],
    });

    await make.toggle(reader.userId, 'follow-author', author.userId);
    await make.toggle(reader.userId, 'follow-publication', sahel.id);

    await make.sitePage('who-are-we', 'en', 'Who are we');
    await make.sitePage('who-are-we', 'fr', 'Qui sommes-nous');
    await make.sitePage('terms-of-use', 'en', 'Terms of use');

    const festival = await make.agendaEvent(author.userId, {
      slug: 'festival-dakar',
      category: 'festival',
      startsInHours: 30,
    });
    await make.agendaEvent(author.userId, {
      slug: 'tech-summit',
      category: 'conference',
      startsInHours: 50,
      hours: 30,
    });
    await make.agendaEvent(author.userId, { slug: 'past-concert', category: 'festival', startsInHours: -48 });
    const cancelled = await make.agendaEvent(author.userId, {
      slug: 'cancelled-show',
      category: 'festival',
      startsInHours: 10,
    });
    await make.cancelEvent(author.userId, cancelled);
    await make.toggle(reader.userId, 'save-event', festival);
    eventsBefore = (await api.events()).length;
  });
  afterAll(() => api.close());

  beforeEach(async () => {
    expect((await api.events()).length).toBe(eventsBefore);
  });
  afterEach(async () => {
    // Read calls append nothing, whatever they answer.
    expect((await api.events()).length).toBe(eventsBefore);
  });

  it('GET /configs: free access, the languages named in their own language, 5 free readings, no wall', async () => {
    const { status, body } = await get('/configs');
    expect(status).toBe(200);
    expect(body).toEqual({
      app_access: 'free',
      available_langs: [
        { id: 'en', name: 'English' },
        { id: 'fr', name: 'Français' },
        { id: 'ar', name: 'العربية' },
        { id: 'es', name: 'Español' },
      ],
      default_lang: 'en',
      freemium_reads: 5,
      site_wall: false,
    });
  });

  it('GET /configs with an expired or forged token: 401, so the client refreshes once', async () => {
    const { status, body } = await get('/configs', { authorization: 'Bearer not-a-token' });
    expect(status).toBe(401);
    expect(body.code).toBe('E_INVALID_JWT_TOKEN');
  });

  it('GET /pages/navigation: every genre with what the reader may see, and the events menu', async () => {
    const { status, body } = await get('/pages/navigation');
    expect(status).toBe(200);
    const videos = body.videos as Entry[];
    expect(videos.map((entry) => entry.slug)).toEqual([...VIDEO_GENRES]);
    expect(videos.find((entry) => entry.slug === 'master-class')).toEqual({
      slug: 'master-class',
      path: '/videos/master-class',
      count: 2,
    });
    expect(videos.find((entry) => entry.slug === 'focus')?.count).toBe(1);
    expect(videos.find((entry) => entry.slug === 'series')?.count).toBe(0);
    const podcasts = body.podcasts as Entry[];
    expect(podcasts.map((entry) => entry.path)).toEqual(PODCAST_GENRES.map((genre) => `/podcasts/${genre}`));
    expect(podcasts.find((entry) => entry.slug === 'interview')?.count).toBe(1);
    expect(body.events).toEqual([
      { slug: 'headlines', path: '/events', count: 2 },
      { slug: 'festival', path: '/events/category/festival', count: 1 },
      { slug: 'conference', path: '/events/category/conference', count: 1 },
      { slug: 'broadcast', path: '/epg' },
    ]);

    const signedIn = await get('/pages/navigation', reader.auth);
    expect(signedIn.body.events).toContainEqual({ slug: 'my-events', path: '/events/myEvents', count: 1 });

    // The age filter narrows every count to contents rated at least that age (spec §5).
    const sixteen = await get('/pages/navigation?age=16-age-restriction');
    const counts = Object.fromEntries(
      (sixteen.body.videos as Entry[]).map((entry) => [entry.slug, entry.count]),
    );
    expect(counts).toMatchObject({ 'master-class': 0, focus: 1 });
  });

  it('GET /pages/navigation with an age filter that is not a maturity rating: 400', async () => {
    const { status, body } = await get('/pages/navigation?age=adults');
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'FIELDS_REQUIRED', field: 'age' });
  });

  it("GET /pages/menu: each static page once, in the reader's language when written in it", async () => {
    const english = await get('/pages/menu');
    expect(english.status).toBe(200);
    expect(english.body).toEqual([
      { slug: 'terms-of-use', title: 'Terms of use', language: 'en', path: '/page/terms-of-use' },
      { slug: 'who-are-we', title: 'Who are we', language: 'en', path: '/page/who-are-we' },
    ]);
    const french = await get('/pages/menu?lang=fr');
    expect(french.body).toContainEqual({
      slug: 'who-are-we',
      title: 'Qui sommes-nous',
      language: 'fr',
      path: '/page/who-are-we',
    });
  });

  it('GET /pages/menu with a forged token: 401', async () => {
    const { status } = await get('/pages/menu', { authorization: 'Bearer forged' });
    expect(status).toBe(401);
  });

  it('GET /document-types: published items per type, playlists being publications', async () => {
    const { status, body } = await get('/document-types');
    expect(status).toBe(200);
    expect(body).toEqual([
      { type: 'article', mediaType: 'article', count: 1 },
      { type: 'video', mediaType: 'video', count: 3 },
      { type: 'podcast', mediaType: 'audio', count: 1 },
      { type: 'playlist', mediaType: null, count: 1 },
    ]);
  });

  it('GET /document-types with a bad age filter: 400', async () => {
    expect((await get('/document-types?age=16')).status).toBe(400);
  });

  it('GET /pages/category/themes: the 20 topics, zeros included', async () => {
    const { status, body } = await get('/pages/category/themes');
    expect(status).toBe(200);
    expect(body.map((theme) => theme.id)).toEqual([...TOPICS]);
    expect(body).toContainEqual({ id: 'music', count: 3 });
    expect(body).toContainEqual({ id: 'culture', count: 2 });
    expect(body).toContainEqual({ id: 'tech', count: 0 });
  });

  it('GET /pages/category/themes with a bad age filter: 400', async () => {
    expect((await get('/pages/category/themes?age=old')).status).toBe(400);
  });

  it('GET /pages/home: the carousel of 3 and the headlines', async () => {
    const { status, body } = await get('/pages/home');
    expect(status).toBe(200);
    expect(body.carousel).toHaveLength(3);
    expect(body.headlines).toEqual([]);
  });

  it('GET /pages/home with a bad age filter: 400', async () => {
    expect((await get('/pages/home?age=-1-age-restriction')).status).toBe(400);
  });

  it("GET /pages/static/{slug}: in the reader's language, else English", async () => {
    const french = await get('/pages/static/who-are-we?lang=fr');
    expect(french.status).toBe(200);
    expect(french.body).toMatchObject({ slug: 'who-are-we', language: 'fr', title: 'Qui sommes-nous' });
    expect(typeof french.body.published_at).toBe('string');
    const spanish = await get('/pages/static/who-are-we?lang=es');
    expect(spanish.body).toMatchObject({ language: 'en', title: 'Who are we' });
  });

  it('GET /pages/static/{slug} for a page nobody wrote: 404 in the request language', async () => {
    const { status, body } = await get('/pages/static/become-author?lang=fr');
    expect(status).toBe(404);
    expect(body).toMatchObject({
      code: 'PAGE_NOT_FOUND',
      message: 'Désolé, la page que vous recherchez n’existe pas.',
    });
  });

  it("GET /pages/user/{id}: a validated author's page with followers, publications and contents", async () => {
    const { status, body } = await get(`/pages/user/${author.userId}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: author.userId,
      first_name: 'Test',
      expertise_title: 'Culture journalist',
      followers: 1,
      publications: [{ id: publicationId, slug: 'sons-du-sahel' }],
    });
    expect((body.contents as Json[]).map((content) => content.slug)).toHaveLength(5);
    expect((body.contents as Json[]).map((content) => content.slug)).not.toContain('brouillon');
  });

  it('GET /pages/user/{id} for an author waiting validation, a reader or nobody: 404 User does not exists.', async () => {
    for (const id of [pendingAuthorId, reader.userId, 'nobody']) {
      const { status, body } = await get(`/pages/user/${id}`);
      expect(status).toBe(404);
      expect(body).toMatchObject({ code: 'USER_NOT_FOUND', error: 'USER_NOT_FOUND: User does not exists.' });
    }
  });

  it('GET /pages/followers/{id}: the followers of an author or a publication', async () => {
    expect((await get(`/pages/followers/${author.userId}`)).body).toEqual({
      id: author.userId,
      type: 'author',
      followers: 1,
    });
    expect((await get(`/pages/followers/${publicationId}`, author.auth)).body).toEqual({
      id: publicationId,
      type: 'publication',
      followers: 1,
    });
  });

  it('GET /pages/followers/{id} for someone not followable: 404', async () => {
    for (const id of [reader.userId, pendingAuthorId]) {
      const { status, body } = await get(`/pages/followers/${id}`);
      expect(status).toBe(404);
      expect(body.code).toBe('USER_NOT_FOUND');
    }
  });

  it('GET /pages/events: the events not over yet, soonest first, by category', async () => {
    const all = await get('/pages/events');
    expect(all.status).toBe(200);
    expect(all.body.map((event) => event.slug)).toEqual(['festival-dakar', 'tech-summit']);
    expect(all.body[0]).toMatchObject({
      category: 'festival',
      title: { en: 'festival-dakar', fr: 'festival-dakar (fr)' },
      place: 'Dakar',
      online: false,
    });
    const conferences = await get('/pages/events?category=conference');
    expect(conferences.body.map((event) => event.slug)).toEqual(['tech-summit']);
  });

  it('GET /pages/events with a category that is no slug: 400', async () => {
    const { status, body } = await get('/pages/events?category=-festival');
    expect(status).toBe(400);
    expect(body.code).toBe('INVALID_SLUG');
  });

  it('GET /pages/events/{slug}: one event, past ones included', async () => {
    const { status, body } = await get('/pages/events/past-concert');
    expect(status).toBe(200);
    expect(body).toMatchObject({ slug: 'past-concert', category: 'festival' });
    expect(new Date(body.starts_at as string).toISOString()).toBe(body.starts_at);
  });

  it('GET /pages/events/{slug} unknown or cancelled: 404', async () => {
    for (const slug of ['cancelled-show', 'never-scheduled']) {
      const { status, body } = await get(`/pages/events/${slug}`);
      expect(status).toBe(404);
      expect(body.code).toBe('NOT_FOUND');
    }
  });

  it("GET /pages/epg: the guide day by day from the request's clock", async () => {
    const { status, body } = await get('/pages/epg?days=4');
    expect(status).toBe(200);
    expect(body).toHaveLength(4);
    const today = api.deps.clock().toISOString().slice(0, 10);
    expect(body[0]?.day).toBe(today);
    const slugsByDay = body.map((day) => (day.events as Json[]).map((event) => event.slug));
    expect(slugsByDay.flat()).toContain('festival-dakar');
    expect(slugsByDay.flat()).not.toContain('cancelled-show');
    // The 30-hour summit runs over two days and is listed under each.
    expect(slugsByDay.filter((slugs) => slugs.includes('tech-summit')).length).toBeGreaterThanOrEqual(2);
    expect((await get('/pages/epg')).body).toHaveLength(7);
  });

  it('GET /pages/epg for 0 or 15 days: 400', async () => {
    for (const days of ['0', '15', 'week']) {
      const { status, body } = await get(`/pages/epg?days=${days}`);
      expect(status).toBe(400);
      expect(body.field).toBe('days');
    }
  });
});
