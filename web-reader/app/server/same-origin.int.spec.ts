import type { TestApi, TestUser } from '@afrimedia/api/testing';
import { errorCatalogue } from '@afrimedia/domain';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { addressOf, builtRoutes } from '../../testing/built-routes.ts';
import { startReaderUnderTest } from '../../testing/reader-under-test.ts';

let api: TestApi;
let reader: TestUser;
beforeAll(async () => {
  api = await startReaderUnderTest('reader-same-origin');
  reader = await api.newUser();
});
afterAll(() => api.close());

const cookieOf = (user: TestUser) =>
  `token=${encodeURIComponent(JSON.stringify({ token: user.token, type: 'bearer', refreshToken: 'x' }))}`;

const post = (path: string, headers: Record<string, string>, fields: Record<string, string> = {}) =>
  fetch(`${api.url}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields),
  });

/** What a page of another site (or no page at all) sends along with a form it posts to `site`. */
const foreign = (site: string): Record<string, Record<string, string>> => ({
  'neither Origin nor Referer': {},
  'Origin null': { origin: 'null' },
  'Origin null with a Referer of the site': { origin: 'null', referer: `${site}/` },
  "another site's Origin": { origin: 'https://evil.example' },
  "another site's Referer": { referer: 'https://evil.example/page' },
});

describe('a write the reader gets from outside its own pages', () => {
  it('is refused with 403 on every route with an action, and on methods other than POST', async () => {
    const routes = (await builtRoutes(inject('readerBuildDir'))).filter((route) => route.hasAction);
    expect(routes.length).toBeGreaterThan(20);
    const answered: string[] = [];
    for (const route of routes) {
      const path = addressOf(route.pattern, () => 'x');
      for (const [sender, headers] of Object.entries(foreign(api.url))) {
        const response = await post(path, { ...headers, cookie: cookieOf(reader) }, { returnTo: '/' });
        if (response.status !== 403) answered.push(`${path} with ${sender}: ${response.status}`);
      }
    }
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      const response = await fetch(`${api.url}/settings/lite`, { method });
      if (response.status !== 403) answered.push(`${method} /settings/lite: ${response.status}`);
    }
    expect(answered).toEqual([]);
  });

  it('says why, in the catalogue’s words: as JSON to a script, as text to a form', async () => {
    const script = await fetch(`${api.url}/studio/uploads/cover`, {
      method: 'POST',
      headers: { accept: 'application/json', origin: 'https://evil.example', cookie: cookieOf(reader) },
      body: new FormData(),
    });
    expect(script.status).toBe(403);
    expect(await script.json()).toEqual({
      code: 'CSRF_FAILED',
      message: errorCatalogue.CSRF_FAILED.message,
    });
    const form = await post('/contact', { accept: 'text/html' });
    expect(form.status).toBe(403);
    expect(await form.text()).toBe(errorCatalogue.CSRF_FAILED.message);
  });

  it('changes nothing: a like stays undone and the session stays open', async () => {
    const author = await api.newUser({ role: 'owner' });
    const like = await post(
      '/actions/toggle',
      { cookie: cookieOf(reader) },
      { relation: 'follows', id: author.userId, on: '1', returnTo: '/' },
    );
    expect(like.status).toBe(403);
    const logout = await post('/logout', { cookie: cookieOf(reader), origin: 'null' });
    expect(logout.status).toBe(403);
    const user = (await (await api.call('GET', '/auth/user', reader)).json()) as { follows: string[] };
    expect(user.follows).toEqual([]);
  });

  it("runs the forms of the site's own pages, known by their Origin or, without one, their Referer", async () => {
    const byOrigin = await post('/settings/lite', { origin: api.url }, { lite: '1', returnTo: '/videos' });
    expect([byOrigin.status, byOrigin.headers.get('location')]).toEqual([302, '/videos']);
    const byReferer = await post(
      '/settings/lite',
      { referer: `${api.url}/videos?page=2` },
      { lite: '0', returnTo: '/videos' },
    );
    expect([byReferer.status, byReferer.headers.get('location')]).toEqual([302, '/videos']);
  });
});
