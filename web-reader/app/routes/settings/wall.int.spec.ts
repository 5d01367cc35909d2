import type { TestApi, TestUser } from '@afrimedia/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReaderUnderTest } from '../../../testing/reader-under-test.ts';
import { WALL_FRESH_MS } from '../../server/wall.server.ts';

let api: TestApi;
let admin: TestUser;
beforeAll(async () => {
  api = await startReaderUnderTest('reader-wall', { sitePassword: 'Env-Wall-Passw0rd' });
  admin = await api.newUser({ role: 'admin' });
});
afterAll(() => api.close());

const page = (path: string, cookie = '') =>
  fetch(`${api.url}${path}`, { redirect: 'manual', headers: cookie ? { cookie } : {} });

/** The page's main heading: the wall's, or the page's own. */
const headingOf = async (response: Response) => /<h1[^>]*>([^<]*)<\/h1>/.exec(await response.text())?.[1];
const WALL = 'Website is password protected';

const enter = (password: string, returnTo = '/contact') =>
  fetch(`${api.url}/settings/wall`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: api.url },
    body: new URLSearchParams({ password, returnTo }),
  });

/** The wall's cookie as the browser would send it back. */
const passOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith('site_wall='))
    ?.split(';')[0];

const configure = (sitePassword: string | null) =>
  api.call('PUT', '/admin/configuration/site', admin, {
    appAccess: 'free',
    availableLanguages: ['en', 'fr', 'ar', 'es'],
    defaultLanguage: 'en',
    sitePassword,
  });

/** The gate reuses the API's answers for a few seconds: a change shows once they are stale. */
const afterTheGateForgets = () => new Promise((resolve) => setTimeout(resolve, WALL_FRESH_MS + 100));

describe('the site wall', () => {
  it('lets a walled page fetch its messages, cached for good, and knows no other file there', async () => {
    const address = /data-catalogue="([^"]+)"/.exec(await (await page('/contact')).text())?.[1];
    expect(address).toMatch(/^\/i18n\/en\.[0-9a-f]{12}\.json$/);
    const catalogue = await page(address!);
    expect(catalogue.status).toBe(200);
    expect(catalogue.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Object.keys((await catalogue.json()) as object)).toContain('wall.title');
    expect((await page('/i18n/en.000000000000.json')).status).toBe(404);
  });

  it('shows the wall for every page, runs no form behind it, and says when the password is wrong', async () => {
    expect(await (await fetch(`${api.url}/api/configs`)).json()).toMatchObject({ site_wall: true });
    const html = await (await page('/contact')).text();
    expect(/<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1]).toBe(WALL);
    expect(html.includes('name="subject"')).toBe(false);
    const behind = await fetch(`${api.url}/contact`, {
      method: 'POST',
      redirect: 'manual',
      headers: { origin: api.url },
    });
    expect(behind.status).toBe(403);

    const wrong = await enter('guess');
    expect(wrong.status).toBe(401);
    expect((await wrong.text()).includes('id="wall-error"')).toBe(true);
    expect(passOf(wrong)).toBeUndefined();
  });

  it('lets a browser in with the right password, to the page it asked for, and keeps it in', async () => {
    const right = await enter('Env-Wall-Passw0rd');
    expect([right.status, right.headers.get('location')]).toEqual([302, '/contact']);
    const pass = passOf(right);
    expect(pass).toBeDefined();
    expect(right.headers.getSetCookie().find((cookie) => cookie.startsWith('site_wall='))).toMatch(
      /HttpOnly/i,
    );
    expect(await headingOf(await page('/contact', pass))).toBe('Contact us');
  });

  it('lets a browser in to a page of this site only, however the page asked for is written', async () => {
    const offSite = await enter('Env-Wall-Passw0rd', '/\t/evil.example');
    expect([offSite.status, offSite.headers.get('location')]).toEqual([302, '/']);
    const newline = await enter('Env-Wall-Passw0rd', '/contact\r\nSet-Cookie: x=1');
    expect([newline.status, newline.headers.get('location')]).toEqual([302, '/contactSet-Cookie:%20x=1']);
  });

  it('follows the console without a restart: a new password closes the old passes, none opens the site', async () => {
    const old = passOf(await enter('Env-Wall-Passw0rd'));
    expect((await configure('Team-Wall-Passw0rd')).status).toBe(200);
    await afterTheGateForgets();
    expect(await headingOf(await page('/contact', old))).toBe(WALL);
    const pass = passOf(await enter('Team-Wall-Passw0rd'));
    expect(await headingOf(await page('/contact', pass))).toBe('Contact us');

    expect((await configure(null)).status).toBe(200);
    await afterTheGateForgets();
    expect(await headingOf(await page('/contact'))).toBe('Contact us');
  });
});
