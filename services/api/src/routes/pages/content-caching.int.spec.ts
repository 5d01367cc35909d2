import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { publishedArticle } from '../../testing/published-article.ts';
import { startTestApi, type TestApi, type TestUser } from '../../testing/test-api.ts';

const REVALIDATE = 'max-age=0, must-revalidate';

/** The content page answers with a tag of what it shows, and a resent tag is answered 304 until the page changes. */
describe('pages: HTTP caching of the content page', () => {
  let api: TestApi;
  let author: TestUser;
  let reader: TestUser;
  let slug: string;
  let contentId: string;

  // fetch adds `Cache-Control: no-cache` (a forced reload) to a request with `If-None-Match` unless it has one
  // already; a revalidating browser or cache sends `max-age=0`.
  const page = (headers: Record<string, string> = {}) =>
    fetch(`${api.url}/api/pages/content/${slug}`, { headers: { 'cache-control': 'max-age=0', ...headers } });

  beforeAll(async () => {
    api = await startTestApi('pages_caching');
    author = await api.newUser({ role: 'owner' });
    reader = await api.newUser({ country: 'sn' });
    ({ slug, contentId } = await publishedArticle(api, author.userId));
  });
  afterAll(() => api.close());

  it('tags a public answer, answers 304 with no body while it holds, and a new tag once the page changes', async () => {
    const first = await page();
    expect(first.status).toBe(200);
    const tag = first.headers.get('etag');
    expect(tag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers.get('cache-control')).toBe(`public, ${REVALIDATE}`);
    expect(first.headers.get('vary')).toMatch(/\bAuthorization\b/);
    expect(first.headers.get('vary')).toMatch(/\bCookie\b/);
    expect(await first.json()).toMatchObject({ content: { id: contentId, counts: { likes: 0 } } });

    const again = await page({ 'if-none-match': tag! });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(tag);

    const liked = await fetch(`${api.url}/api/actions/like/${contentId}`, {
      method: 'POST',
      headers: { ...reader.auth, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(liked.status).toBe(200);

    // The like is answered once stored; the page changes when the read model has applied it.
    await vi.waitFor(
      async () => {
        const changed = await page({ 'if-none-match': tag! });
        expect(changed.status).toBe(200);
        expect(changed.headers.get('etag')).toMatch(/^W\/"[\w-]+"$/);
        expect(changed.headers.get('etag')).not.toBe(tag);
        expect(await changed.json()).toMatchObject({ content: { counts: { likes: 1 } } });
      },
      { timeout: 10_000, interval: 50 },
    );
  });

  it("keeps a signed-in reader's answer private, tagged apart from the visitors' one", async () => {
    const visitor = await page();
    const signedIn = await page(reader.auth);
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get('cache-control')).toBe(`private, ${REVALIDATE}`);
    const tag = signedIn.headers.get('etag');
    expect(tag).toMatch(/^W\/"[\w-]+"$/);
    expect(tag).not.toBe(visitor.headers.get('etag'));
    const again = await page({ ...reader.auth, 'if-none-match': tag! });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('tags each age filter apart, and tags no refusal', async () => {
    const all = await page();
    const rated = await fetch(`${api.url}/api/pages/content/${slug}?age=18-age-restriction`);
    expect(rated.status).toBe(200);
    expect(rated.headers.get('etag')).not.toBe(all.headers.get('etag'));
    const missing = await fetch(`${api.url}/api/pages/content/no-such-content`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBeNull();
  });
});
