import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, type TestDatabase } from '@afrimedia/postgres/testing';
import type express from 'express';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresEventStore, migrateEventStore } from '@afrimedia/event-store';
import { migrateReadModels } from '@afrimedia/read-models';
import { createApp } from './app.ts';
import { devOutboxMailer } from './mail/dev-outbox-mailer.ts';
import { createLocalMediaStorage } from './media/local-media-storage.ts';
import { buildRouteDeps } from './platform/route-deps-factory.ts';
import { createApiDb } from './storage/api-db.ts';
import { migrateApiTables } from './storage/migrate-api.ts';
import { openSealedStore } from './personal-data/open-sealed-store.ts';
import { databaseCheck } from './health/checks.ts';
import { createLogger } from './logger.ts';

function fakeBuild(name: string): string {
  const dir = mkdtempSync(join(tmpdir(), `${name}-`));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), `<!doctype html><title>${name}</title>`);
  writeFileSync(join(dir, 'assets', 'app-abc123.js'), 'console.log(1)');
  return dir;
}

async function listen(app: express.Express): Promise<{ server: Server; url: string }> {
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  if (!address || typeof address !== 'object') throw new Error('no port');
  return { server, url: `http://127.0.0.1:${address.port}` };
}

describe('the API app', () => {
  const logger = createLogger({ level: 'silent', pretty: false });
  const reader = fakeBuild('reader');
  const admin = fakeBuild('admin');
  let database: TestDatabase;
  let pool: pg.Pool;
  let deadPool: pg.Pool;
  let healthy: { server: Server; url: string };
  let unhealthy: { server: Server; url: string };

  beforeAll(async () => {
    database = await createTestDatabase('api_app');
    pool = new pg.Pool({ connectionString: database.url });
    // Port 1 on loopback: nothing listens there, so the connection is refused at once.
    deadPool = new pg.Pool({
      connectionString: 'postgres://postgres@127.0.0.1:1/none',
      connectionTimeoutMillis: 500,
    });
    const db = createApiDb(pool);
    await migrateEventStore(pool);
    await migrateReadModels(db);
    await migrateApiTables(db);
    const mediaDir = mkdtempSync(join(tmpdir(), 'media-'));
    const sealed = await openSealedStore({
      db,
      stored: createPostgresEventStore({ pool }),
      masterKey: randomBytes(32),
    });
    const api = buildRouteDeps({
      db,
      ...sealed,
      mailer: devOutboxMailer(db),
      media: createLocalMediaStorage({ dataDir: mediaDir }),
      sessionSecret: 'app-test-secret-app-test-secret-!!',
      publicUrl: 'http://afrimedia.test',
      languages: { supported: ['en', 'fr', 'ar', 'es'], default: 'en' },
    });
    const webApps = [
      { mount: '/', distDir: reader },
      { mount: '/admin', distDir: admin },
    ];
    healthy = await listen(
      createApp({ logger, healthChecks: [databaseCheck(pool)], webApps, api, devMail: false }),
    );
    unhealthy = await listen(
      createApp({
        logger,
        healthChecks: [databaseCheck(deadPool), { name: 'eventStore', check: async () => ({ streams: 3 }) }],
        webApps,
        api,
        devMail: false,
      }),
    );
  });

  afterAll(async () => {
    healthy.server.close();
    unhealthy.server.close();
    await pool.end();
    await deadPool.end();
    await database.drop();
    rmSync(reader, { recursive: true, force: true });
    rmSync(admin, { recursive: true, force: true });
  });

  it('answers GET /api/health 200 when the database answers', async () => {
    const response = await fetch(`${healthy.url}/api/health`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toMatchObject({
      status: 'ok',
      failing: [],
      checks: { database: { ok: true } },
    });
  });

  it('answers 503 naming the failing part, with the details of the parts that work', async () => {
    const response = await fetch(`${unhealthy.url}/api/health`);
    expect(response.status).toBe(503);
    const body = (await response.json()) as { checks: { database: { error: string } } };
    expect(body).toMatchObject({
      status: 'unavailable',
      failing: ['database'],
      checks: { database: { ok: false }, eventStore: { ok: true, streams: 3 } },
    });
    expect(body.checks.database.error).toMatch(/ECONNREFUSED|connect/);
  });

  it('gives each request an id, keeping a sane one from the caller', async () => {
    const generated = await fetch(`${healthy.url}/api/health`);
    expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await fetch(`${healthy.url}/api/health`, { headers: { 'X-Request-Id': 'edge-42' } });
    expect(kept.headers.get('x-request-id')).toBe('edge-42');
    const replaced = await fetch(`${healthy.url}/api/health`, {
      headers: { 'X-Request-Id': 'has spaces; and semicolons' },
    });
    expect(replaced.headers.get('x-request-id')).not.toBe('has spaces; and semicolons');
  });

  it('answers an unknown API call 404 in the error shape of the spec', async () => {
    const response = await fetch(`${healthy.url}/api/nope?lang=fr`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      code: 'NO_SUCH_CALL',
      message: 'Cet appel d’API n’existe pas.',
      error: 'NO_SUCH_CALL: Cet appel d’API n’existe pas.',
    });
  });

  it('answers a malformed JSON body 400, not 500', async () => {
    const response = await fetch(`${healthy.url}/api/health`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"broken":',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('serves the reader app at / and the admin app at /admin, with client-side routes falling back to index.html', async () => {
    for (const [path, title] of [
      ['/', 'reader'],
      ['/articles/a-slug', 'reader'],
      ['/admin', 'admin'],
      ['/admin/authors/12', 'admin'],
    ] as const) {
      const response = await fetch(`${healthy.url}${path}`);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toContain(`<title>${title}</title>`);
    }
    const asset = await fetch(`${healthy.url}/admin/assets/app-abc123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const missingAsset = await fetch(`${healthy.url}/assets/missing.js`);
    expect(missingAsset.status).toBe(404);
  });
});
