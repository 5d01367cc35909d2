import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appServer, type AppServer } from '../testing/app-server.ts';
import { startTestApi, type TestApi, type TestUser } from '../testing/test-api.ts';
import { WALL_STATE_FRESH_MS } from './site-wall-guard.ts';

/** With a wall set, nothing the platform holds is read without its pass; the team can still take it down. */
describe('the site wall over the API', () => {
  let api: TestApi;
  let admin: TestUser;
  let server: AppServer;
  let internalKey = '';
  let now = new Date('2026-03-02T10:00:00Z');

  beforeAll(async () => {
    api = await startTestApi('site_wall_guard', { sitePassword: 'Wall-Passw0rd1' });
    api.setNow(now);
    admin = await api.newUser({ role: 'admin' });
    await api.deps.media.put('uploads/cover.txt', Readable.from(['a cover']), 'text/plain');
    server = await appServer(api, {
      // Stands for the reader's server render: it holds the process's internal key.
      webApps: [
        { mount: '/reader', serve: (serving) => ((internalKey = serving.internalKey), (_q, r) => r.end()) },
      ],
    });
  });
  afterAll(async () => {
    server.close();
    await api.close();
  });

  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${path}`, { headers });
  const PUBLIC_READS = [
    '/api/pages/home',
    '/api/pages/articles',
    '/api/pages/content/any-article',
    '/api/pages/search/?q=dakar',
    '/api/pages/navigation',
    '/api/media/uploads/cover.txt',
    '/api/admin/users',
    '/dev/mail',
    '/dev/mail.json',
  ];
  const passOf = async (password: string) => {
    const answer = await fetch(`${server.url}/api/configs/site-wall`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password }),
    });
    return ((await answer.json()) as { pass: string }).pass;
  };

  it.each(PUBLIC_READS)('refuses %s without a pass, in the reader’s language', async (path) => {
    const answer = await get(path, { 'accept-language': 'fr' });
    expect(answer.status).toBe(403);
    // The dev outbox is an English page for developers; the API speaks the reader's language.
    expect(await answer.json()).toMatchObject({
      code: 'SITE_WALL',
      message: path.startsWith('/api/')
        ? 'Le site est protégé par un mot de passe'
        : 'Website is password protected',
    });
  });

  it('opens every read to a browser holding the pass, and to none holding a made-up one', async () => {
    const pass = await passOf('Wall-Passw0rd1');
    for (const path of PUBLIC_READS.filter((path) => !path.startsWith('/api/admin'))) {
      expect([path, (await get(path, { cookie: `site_wall=${pass}` })).status]).not.toEqual([path, 403]);
      expect((await get(path, { cookie: `site_wall=${pass}x` })).status).toBe(403);
    }
  });

  it("lets through what a visitor needs before the wall, the reader's server render, and the team", async () => {
    expect((await get('/api/configs')).status).toBe(200);
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@example.org', password: 'Wrong-Passw0rd' }),
    });
    expect(login.status).toBe(401);
    expect((await get('/api/pages/home', { 'x-internal-key': internalKey })).status).toBe(200);
    expect((await get('/api/pages/home', { 'x-internal-key': 'guessed' })).status).toBe(403);
    expect((await get('/api/admin/users', admin.auth)).status).toBe(200);
  });

  it('comes down for everyone once the team removes it', async () => {
    const removed = await fetch(`${server.url}/api/admin/configuration/site`, {
      method: 'PUT',
      headers: { ...admin.auth, 'content-type': 'application/json' },
      body: JSON.stringify({
        appAccess: 'free',
        availableLanguages: ['en', 'fr', 'ar', 'es'],
        defaultLanguage: 'en',
        sitePassword: null,
      }),
    });
    expect(removed.status).toBe(200);
    now = new Date(now.getTime() + WALL_STATE_FRESH_MS);
    api.setNow(now);
    expect((await get('/api/pages/home')).status).toBe(200);
    expect((await get('/api/media/uploads/cover.txt')).status).toBe(200);
  });
});
