import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import express, { Router } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type AppDependencies } from '../app.ts';
import { createLogger } from '../logger.ts';
import { startTestApi, type TestApi } from '../testing/test-api.ts';
import type { RenderedWebApp } from './web-apps.ts';

/** A Vite-like build: an index.html that loads its script from /assets, and nothing inline. */
function fakeBuild(root: string): string {
  const dist = join(root, 'admin');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head><script type="module" crossorigin src="/admin/assets/app.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/admin/assets/vendor.js"></head>' +
      '<body><div id="root"></div></body></html>',
  );
  writeFileSync(join(dist, 'assets', 'app.js'), 'export {};');
  return dist;
}

/** A server-rendered app: its assets as files, every page rendered with the nonce the host hands it. */
function fakeRenderedApp(root: string): RenderedWebApp {
  const assets = join(root, 'reader-assets');
  mkdirSync(assets, { recursive: true });
  writeFileSync(join(assets, 'app.js'), 'export {};');
  return {
    mount: '/',
    serve: (serving) => {
      const router = Router();
      router.use('/assets', express.static(assets, { fallthrough: false }));
      router.get('/{*splat}', (_request, response) => {
        const nonce = serving.nonceOf(response);
        response.send(
          `<!doctype html><html><head><script nonce="${nonce}">window.__state = {};</script>` +
            `<script type="module" nonce="${nonce}" src="/assets/app.js"></script></head><body></body></html>`,
        );
      });
      return router;
    },
  };
}

/** Every `nonce="…"` attribute of a page. */
const nonceAttributes = (html: string) => [...html.matchAll(/ nonce="([^"]+)"/g)].map((match) => match[1]);

const NONCE_SOURCE = /^'self' 'nonce-([A-Za-z0-9+/]{22}==)' 'strict-dynamic'$/;

describe('security headers on every response', () => {
  let api: TestApi;
  let buildDir: string;
  const servers: Server[] = [];
  let plain: string;
  let publicHttps: string;
  let behindProxy: string;

  async function serve(overrides: Partial<AppDependencies>): Promise<string> {
    const app = createApp({
      logger: createLogger({ level: 'silent', pretty: false }),
      healthChecks: [],
      webApps: [fakeRenderedApp(buildDir), { mount: '/admin', distDir: fakeBuild(buildDir) }],
      api: api.deps,
      devMail: true,
      ...overrides,
    });
    const server = app.listen(0, '127.0.0.1');
    await once(server, 'listening');
    servers.push(server);
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  beforeAll(async () => {
    api = await startTestApi('security-headers');
    buildDir = mkdtempSync(join(tmpdir(), 'afrimedia-builds-'));
    plain = await serve({});
    publicHttps = await serve({ api: { ...api.deps, publicUrl: 'https://afrimedia.example' } });
    behindProxy = await serve({ trustProxy: ['loopback'] });
    await api.deps.media.put('uploads/page.html', Readable.from(['<script>alert(1)</script>']), 'text/html');
  });

  afterAll(async () => {
    for (const server of servers) {
      server.closeAllConnections();
      server.close();
    }
    rmSync(buildDir, { recursive: true, force: true });
    await api?.close();
  });

  const directives = (response: Response) =>
    new Map(
      (response.headers.get('content-security-policy') ?? '')
        .split(';')
        .map((directive) => directive.trim().split(/\s+/))
        .filter(([name]) => name)
        .map(([name, ...values]) => [name, values.join(' ')]),
    );

  const pages: Array<[string, string, RequestInit?, number?]> = [
    ['the reader app', '/', undefined, 200],
    ['a reader route', '/articles/some-slug', undefined, 200],
    ['a reader asset', '/assets/app.js', undefined, 200],
    ['the admin app', '/admin/', undefined, 200],
    ['an admin route', '/admin/users/1', undefined, 200],
    ['an admin asset', '/admin/assets/app.js', undefined, 200],
    ['the health call', '/api/health', undefined, 200],
    ['an unknown API call', '/api/no-such-call', undefined, 404],
    [
      'a refused request',
      '/api/auth/login',
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"email":' },
      400,
    ],
    ['a missing asset', '/assets/missing.js', undefined, 404],
  ];

  const nonceOf = (response: Response) =>
    NONCE_SOURCE.exec(directives(response).get('script-src') ?? '')?.[1];

  it.each(pages)('%s (%s) carries the policy', async (_name, path, init, status) => {
    const response = await fetch(`${plain}${path}`, init);
    expect(response.status).toBe(status);
    const policy = directives(response);
    expect(Object.fromEntries(policy)).toEqual({
      'default-src': "'self'",
      'script-src': expect.stringMatching(NONCE_SOURCE),
      'script-src-attr': "'none'",
      'style-src': "'self' 'unsafe-inline'",
      'img-src': "'self' data: blob:",
      'media-src': "'self' blob:",
      'font-src': "'self' data:",
      'connect-src': "'self'",
      'object-src': "'none'",
      'base-uri': "'self'",
      'frame-ancestors': "'none'",
      'form-action': "'self'",
    });
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('strict-transport-security')).toBeNull();
    expect(response.headers.get('x-powered-by')).toBeNull();
  });

  it('lets scripts run by a nonce that is new with every response', async () => {
    const nonces = await Promise.all(
      ['/', '/', '/admin/', '/api/health'].map(async (path) => nonceOf(await fetch(`${plain}${path}`))),
    );
    expect(nonces.every((nonce) => nonce !== undefined)).toBe(true);
    expect(new Set(nonces).size).toBe(nonces.length);
  });

  it('hands a rendered app the nonce of its own response', async () => {
    const response = await fetch(`${plain}/articles/some-slug`);
    const nonce = nonceOf(response);
    const attributes = nonceAttributes(await response.text());
    expect(attributes).toHaveLength(2);
    expect(attributes.every((attribute) => attribute === nonce)).toBe(true);
  });

  it.each(['/admin/', '/admin/users/1', '/admin/index.html'])(
    "stamps the response's nonce on the static app's script and preload (%s)",
    async (path) => {
      const response = await fetch(`${plain}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      const html = await response.text();
      expect(html).toContain('src="/admin/assets/app.js"');
      const nonce = nonceOf(response);
      expect(nonceAttributes(html)).toEqual([nonce, nonce]);
    },
  );

  it('asks for https for a year when PUBLIC_URL is https', async () => {
    const response = await fetch(`${publicHttps}/`);
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000');
    expect(directives(response).has('upgrade-insecure-requests')).toBe(true);
  });

  it('asks for https when a trusted proxy received the request over https, and only then', async () => {
    const https = { headers: { 'x-forwarded-proto': 'https' } };
    expect((await fetch(`${behindProxy}/api/health`, https)).headers.get('strict-transport-security')).toBe(
      'max-age=31536000',
    );
    expect((await fetch(`${behindProxy}/api/health`)).headers.get('strict-transport-security')).toBeNull();
    const forged = await fetch(`${plain}/api/health`, https);
    expect(forged.headers.get('strict-transport-security')).toBeNull();
    expect(directives(forged).has('upgrade-insecure-requests')).toBe(false);
  });

  it('leaves the media route its own stricter policy: stored files never run as pages', async () => {
    const response = await fetch(`${plain}/api/media/uploads/page.html`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-disposition')).toBe('attachment');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });

  it('leaves the dev outbox its own policy beside the other headers', async () => {
    const response = await fetch(`${plain}/dev/mail`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    );
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });
});
