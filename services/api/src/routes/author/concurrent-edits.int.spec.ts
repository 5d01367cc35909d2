import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { png } from '../../media/fixtures/synthetic-media.ts';
import { publishedArticle } from '../../testing/published-article.ts';
import { uploadFile } from '../../testing/send-file.ts';
import { startTestApi, type TestApi, type TestUser } from '../../testing/test-api.ts';

describe('edits that another writer overtook, and requests a flaky network resends', () => {
  let api: TestApi;
  let author: TestUser;
  let reader: TestUser;
  let thumbnail: string;

  async function send(method: string, path: string, user: TestUser, body?: unknown, headers = {}) {
    const response = await fetch(`${api.url}/api${path}`, {
      method,
      headers: { ...user.auth, 'content-type': 'application/json', ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return {
      status: response.status,
      etag: response.headers.get('etag'),
      body: (await response.json()) as never,
    };
  }
  const eventTypesSince = async (count: number) =>
    (await api.events()).slice(count).map((event) => event.type);

  beforeAll(async () => {
    api = await startTestApi('concurrent_edits');
    author = await api.newUser({ role: 'owner' });
    reader = await api.newUser();
    thumbnail = (await uploadFile(api, 'thumbnail', png(800), author)).id;
  });
  afterAll(() => api.close());

  const playlist = (name: string) => ({
    name,
    slug: 'lagos-nights',
    description: 'Nights in Lagos, told by those who make them.',
    topics: ['music'],
    thumbnail,
  });

  it('saves a publication edit made at the current version, and refuses a stale one with 412', async () => {
    const created = await send('POST', '/author/contents/playlist', author, playlist('Lagos nights'));
    expect(created.status).toBe(201);
    const opened = await send('GET', '/author/contents/lagos-nights', author);
    expect(opened.etag).toBe('"0"');
    expect(opened.body).toMatchObject({ version: 0 });

    const first = await send(
      'PUT',
      '/author/contents/playlist/lagos-nights',
      author,
      playlist('Lagos at night'),
      {
        'if-match': opened.etag,
      },
    );
    expect(first.status).toBe(200);
    expect(first.etag).toBe('"1"');

    const before = (await api.events()).length;
    const stale = await send(
      'PUT',
      '/author/contents/playlist/lagos-nights',
      author,
      playlist('Lagos by night'),
      {
        'if-match': opened.etag,
      },
    );
    expect(stale.status).toBe(412);
    expect(stale.body).toMatchObject({ code: 'PRECONDITION_FAILED' });
    expect(await eventTypesSince(before)).toEqual([]);

    const malformed = await send('PUT', '/author/contents/playlist/lagos-nights', author, playlist('x'), {
      'if-match': 'yesterday',
    });
    expect(malformed.status).toBe(412);
  });

  it('refuses a stale article edit with 412, while an edit without If-Match still saves', async () => {
    const { slug } = await publishedArticle(api, author.userId);
    const opened = await send('GET', `/author/contents/${slug}`, author);
    const form = {
      kind: 'article',
      title: 'Le mbalax fait son retour',
      summary: 'Une nouvelle génération de musiciens dakarois remet le mbalax au centre des soirées.',
      body: [{ type: 'paragraph', children: [{ text: 'Le mbalax revient dans les clubs de Dakar.' }] }],
      topics: ['music'],
    };
    const saved = await send('PUT', `/author/contents/video/${slug}`, author, form);
    expect(saved.status).toBe(200);
    const stale = await send('PUT', `/author/contents/video/${slug}`, author, form, {
      'if-match': opened.etag,
    });
    expect(stale.status).toBe(412);
    const current = await send('PUT', `/author/contents/video/${slug}`, author, form, {
      'if-match': saved.etag,
    });
    expect(current.status).toBe(200);
  });

  it('appends a like resent with the same Idempotency-Key once (a second like would undo it)', async () => {
    const { contentId } = await publishedArticle(api, author.userId);
    const before = (await api.events()).length;
    const key = { 'idempotency-key': 'like-attempt-0001' };
    const first = await send('POST', `/actions/like/${contentId}`, reader, {}, key);
    const resent = await send('POST', `/actions/like/${contentId}`, reader, {}, key);
    expect([first.status, resent.status]).toEqual([200, 200]);
    expect(resent.body).toEqual(first.body);
    expect(await eventTypesSince(before)).toEqual(['Liked']);
  });

  it('creates one publication from a creation resent with the same Idempotency-Key', async () => {
    const before = (await api.events()).length;
    const key = { 'idempotency-key': 'create-publication-0001' };
    const body = { ...playlist('Accra stories'), slug: 'accra-stories', submit: true };
    const first = await send('POST', '/author/contents/playlist', author, body, key);
    const resent = await send('POST', '/author/contents/playlist', author, body, key);
    expect([first.status, resent.status]).toEqual([201, 201]);
    expect(resent.body).toEqual(first.body);
    expect(await eventTypesSince(before)).toEqual(['PublicationCreated', 'PublicationSubmitted']);
  });
});
