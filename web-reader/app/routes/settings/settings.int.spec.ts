import type { TestApi } from '@afrimedia/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReaderUnderTest } from '../../../testing/reader-under-test.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startReaderUnderTest('reader-settings');
});
afterAll(() => api.close());

/** A form of the site's pages, posted without scripts; redirects not followed. */
const post = (path: string, fields: Record<string, string>) =>
  fetch(`${api.url}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: api.url },
    body: new URLSearchParams(fields),
  });

const sentTo = async (response: Response) => [response.status, response.headers.get('location')];

/** `returnTo=/%09/evil.example`: a browser drops the tab and reads `//evil.example`, another site. */
const OFF_SITE = '/\t/evil.example';

describe('where the settings forms send the reader back', () => {
  it('is never another site, however the address is written', async () => {
    expect(await sentTo(await post('/settings/lite', { lite: '1', returnTo: OFF_SITE }))).toEqual([302, '/']);
    expect(await sentTo(await post('/settings/language', { lang: 'fr', returnTo: OFF_SITE }))).toEqual([
      302,
      '/',
    ]);
    const toggle = await post('/actions/toggle', { relation: 'likes', id: 'x', on: '1', returnTo: OFF_SITE });
    expect(await sentTo(toggle)).toEqual([302, '/login?returnTo=%2F']);
  });

  it('is the page asked for, written as a browser would go to it, when a newline or NUL hides in it', async () => {
    expect(await sentTo(await post('/settings/lite', { lite: '0', returnTo: '/videos\r\n?page=2' }))).toEqual(
      [302, '/videos?page=2'],
    );
    expect(
      await sentTo(await post('/settings/language', { lang: 'ar', returnTo: '/a\u0000b?lang=fr' })),
    ).toEqual([302, '/a%00b']);
  });
});

describe('a settings form whose body is no form', () => {
  it('is refused with 400', async () => {
    const bodies: [string, string][] = [
      ['application/json', '{"lite":"1"}'],
      ['text/plain', 'lite=1'],
      ['multipart/form-data; boundary=x', 'lite=1'],
    ];
    for (const path of ['/settings/lite', '/actions/toggle'])
      for (const [type, body] of bodies) {
        const response = await fetch(`${api.url}${path}`, {
          method: 'POST',
          redirect: 'manual',
          headers: { 'content-type': type, origin: api.url },
          body,
        });
        expect(response.status, `${path} ${type}`).toBe(400);
      }
  });
});

describe("a banner's answer posted before the scripts have arrived", () => {
  it('is kept in the cookie the server renders the banners by, and the page comes back without the banner', async () => {
    const answered = await post('/settings/banners', { consent: 'essential', returnTo: '/events' });
    expect(await sentTo(answered)).toEqual([302, '/events']);
    const cookie = answered.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^cookie_consent=essential;/);
    const before = await (await fetch(`${api.url}/events`)).text();
    expect(before).toContain('class="cookie-banner"');
    const after = await (
      await fetch(`${api.url}/events`, { headers: { cookie: cookie.split(';')[0]! } })
    ).text();
    expect(after).not.toContain('class="cookie-banner"');

    const closed = await post('/settings/banners', { appBanner: 'closed', returnTo: OFF_SITE });
    expect(await sentTo(closed)).toEqual([302, '/']);
    expect(closed.headers.get('set-cookie')).toMatch(/^app_banner=closed;/);
    expect((await post('/settings/banners', { consent: 'maybe' })).status).toBe(400);
  });
});
