import { publishing, type TestApi } from '@afrimedia/api/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEVICE_COOKIE } from '../../server/session.server.ts';
import { startReaderUnderTest } from '../../../testing/reader-under-test.ts';

let api: TestApi;
let ids: Record<string, string>;

const cookieOf = (token: string) =>
  `token=${encodeURIComponent(JSON.stringify({ token, type: 'bearer', refreshToken: 'x' }))}`;

beforeAll(async () => {
  api = await startReaderUnderTest('reader-content');
  const owner = await api.newUser({ role: 'owner', country: 'ng' });
  const { contents } = await publishing(api).publication(
    owner.userId,
    { slug: 'lagos-ventures', name: 'Lagos Ventures', topics: ['startup'] },
    [
      { slug: 'fintech-lagos', title: 'Why fintech keeps winning in Lagos', topics: ['finance'] },
      { slug: 'only-senegal', title: 'Only in Senegal', topics: ['culture'], availableCountries: ['sn'] },
      {
        slug: 'pitching',
        title: 'Pitching investors',
        kind: 'video',
        topics: ['startup'],
        genre: 'master-class',
      },
    ],
  );
  ids = Object.fromEntries(contents.map(({ slug, id }) => [slug, id]));
});
afterAll(() => api.close());

describe('a content page', () => {
  it('comes with its title, body and link preview in the first HTML', async () => {
    const response = await fetch(`${api.url}/articles/fintech-lagos`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<h1 dir="auto">Why fintech keeps winning in Lagos<\/h1>/);
    expect(html).toContain('Why fintech keeps winning in Lagos: the body of the article.');
    expect(html).toContain('<meta property="og:title" content="Why fintech keeps winning in Lagos"/>');
    expect(html).toContain('<meta property="og:type" content="article"/>');
    const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
    expect(image).toMatch(new RegExp(`^${api.url}/media/[\\w-]+\\.jpg$`));
    expect(html).toContain(`<link rel="canonical" href="${api.url}/articles/fintech-lagos"/>`);
    expect(html).toContain(`https://wa.me/?text=`);
  });

  it('answers 403 with the geoblocking message, keeping the reader signed in', async () => {
    const reader = await api.newUser({ country: 'fr' });
    const response = await fetch(`${api.url}/articles/only-senegal`, {
      headers: { cookie: cookieOf(reader.token) },
      redirect: 'manual',
    });
    expect(response.status).toBe(403);
    const html = await response.text();
    expect(html).toContain('Sorry, this content is not available in your country.');
    expect(html).not.toContain('Only in Senegal');
    expect(response.headers.get('set-cookie') ?? '').not.toMatch(/token=;/);
  });

  it('is a 404 for an unknown slug, on every content path', async () => {
    for (const path of ['/articles/no-such-thing', '/videos/no-such-thing', '/podcasts/nope', '/youtube']) {
      const response = await fetch(`${api.url}${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toContain('This page could not be found');
    }
  });

  it('lists a menu genre under /videos, and plays a video on its page', async () => {
    const genre = await fetch(`${api.url}/videos/master-class`);
    expect(genre.status).toBe(200);
    const list = await genre.text();
    expect(list).toMatch(/<h1 id="genre-title">Master class<\/h1>/);
    expect(list).toContain('href="/videos/pitching"');

    const page = await (await fetch(`${api.url}/videos/pitching`)).text();
    expect(page).toMatch(/<video[^>]*preload="none"[^>]*src="\/media\/pitching\.m3u8"/);
    expect(page).not.toMatch(/autoplay/i);
    expect(page).toContain('<meta property="og:type" content="video.other"/>');
  });

  it('sends a content asked for under another type to its own path', async () => {
    const response = await fetch(`${api.url}/videos/fintech-lagos`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/articles/fintech-lagos');
    expect((await fetch(`${api.url}/content/fintech-lagos`)).status).toBe(200);
  });

  it('counts a share posted to the page', async () => {
    const response = await fetch(`${api.url}/articles/fintech-lagos`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: api.url },
      body: new URLSearchParams({ label: 'whatsapp', contentId: ids['fintech-lagos'] ?? '' }),
    });
    expect(response.status).toBe(200);
    // A share is answered once stored; the page's count follows when the read model has applied it.
    await vi.waitFor(
      async () => {
        const content = (await (await api.call('GET', '/pages/content/fintech-lagos')).json()) as {
          content: { counts: { shares: number } };
        };
        expect(content.content.counts.shares).toBe(1);
      },
      { timeout: 10_000, interval: 50 },
    );
  });

  it("forwards the page's beacons to the API with the browser's user agent: a click from a list, then a paid read", async () => {
    const viewedAt = Date.parse('2026-11-25T09:00:00Z');
    const before = (await api.events()).length;
    const beacon = (action: string, fields: Record<string, string>) =>
      fetch(`${api.url}/actions/${action}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin: api.url,
          cookie: `${DEVICE_COOKIE}=beacon-phone-1`,
          'user-agent':
            'Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36',
        },
        body: new URLSearchParams({ contentId: ids['fintech-lagos'] ?? '', ...fields }),
      });
    try {
      api.setNow(new Date(viewedAt));
      expect((await beacon('view', { via: 'list' })).status).toBe(200);
      api.setNow(new Date(viewedAt + 30_000));
      const read = await beacon('read', { seconds: '30' });
      expect(read.status).toBe(200);
      expect(await read.json()).toEqual({ ok: true });
      expect((await beacon('read', { seconds: 'thirty' })).status).toBe(400);
    } finally {
      api.setNow(undefined);
    }
    const appended = (await api.events()).slice(before).map((event) => event.type);
    expect(appended).toEqual(['ContentViewed', 'ContentClicked', 'ContentReadQualified']);
  });
});

describe('a content page under Save-Data', () => {
  it('ships no script, and its like form works as a plain post', async () => {
    const reader = await api.newUser();
    const cookie = cookieOf(reader.token);
    const html = await (
      await fetch(`${api.url}/articles/fintech-lagos`, { headers: { cookie, 'save-data': 'on' } })
    ).text();
    expect(html).not.toMatch(/<script|modulepreload/);
    const likeForm = html.split('<form').find((form) => form.includes('name="relation" value="likes"'));
    expect(likeForm).toMatch(/^ [^>]*action="\/actions\/toggle"/);
    expect(likeForm).toMatch(/^ [^>]*method="post"/);
    expect(likeForm).toContain(`name="id" value="${ids['fintech-lagos']}"`);
    expect(likeForm).toContain('name="on" value="1"');

    const post = await fetch(`${api.url}/actions/toggle`, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie, origin: api.url, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        relation: 'likes',
        id: ids['fintech-lagos'] ?? '',
        on: '1',
        returnTo: '/articles/fintech-lagos',
      }),
    });
    expect(post.status).toBe(302);
    expect(post.headers.get('location')).toBe('/articles/fintech-lagos');
    const user = (await (await api.call('GET', '/auth/user', reader)).json()) as { likes: string[] };
    expect(user.likes).toContain(ids['fintech-lagos']);

    const after = await (
      await fetch(`${api.url}/articles/fintech-lagos`, { headers: { cookie, 'save-data': 'on' } })
    ).text();
    expect(after).toMatch(/aria-pressed="true"[^>]*>(?:(?!<\/button>).)*Like/s);
  });
});
