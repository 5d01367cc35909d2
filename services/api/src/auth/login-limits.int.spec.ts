import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '@afrimedia/config';
import { createPostgresEventStore, migrateEventStore } from '@afrimedia/event-store';
import { createTestDatabase, type TestDatabase } from '@afrimedia/postgres/testing';
import { projections, startProjectorGroup, type ProjectorGroup } from '@afrimedia/projections';
import { createReadModelsDb, migrateReadModels } from '@afrimedia/read-models';
import express from 'express';
import { sql } from 'kysely';
import type { Server } from 'node:http';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { errorHandler } from '../http/errors.ts';
import { createLogger } from '../logger.ts';
import { devOutboxMailer } from '../mail/dev-outbox-mailer.ts';
import { createLocalMediaStorage } from '../media/local-media-storage.ts';
import { buildRouteDeps } from '../platform/route-deps-factory.ts';
import { createApiDb, type ApiDb } from '../storage/api-db.ts';
import { migrateApiTables } from '../storage/migrate-api.ts';
import { openSealedStore } from '../personal-data/open-sealed-store.ts';
import {
  attemptLimiter,
  FAILED_LOGINS_PER_ACCOUNT,
  FAILED_LOGINS_PER_ADDRESS,
  FAILED_LOGINS_PER_DEVICE,
} from './rate-limit.ts';

const PASSWORD = 'Str0ng-Passw0rd';

/** One API process: its own pool, its own app and limiters, on the shared database. */
interface Instance {
  readonly url: string;
  readonly db: ApiDb;
  close(): Promise<void>;
}

async function listen(app: express.Express): Promise<{ url: string; server: Server }> {
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

/**
 * How many of `attempts` requests sent at once got each status: at once, so the counters are also shown to
 * hold under concurrent guesses.
 */
async function burst(
  attempts: number,
  attempt: (index: number) => Promise<Response>,
): Promise<Record<number, number>> {
  const responses = await Promise.all(Array.from({ length: attempts }, (_, index) => attempt(index)));
  const seen: Record<number, number> = {};
  for (const { status } of responses) seen[status] = (seen[status] ?? 0) + 1;
  return seen;
}

async function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
}

/** The instances share one database, so one key ring: they are one platform's processes. */
const masterKey = randomBytes(32);

async function startInstance(databaseUrl: string, trustProxy: string | undefined): Promise<Instance> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  const db = createApiDb(pool);
  const { store, personalKeys } = await openSealedStore({
    db,
    stored: createPostgresEventStore({ pool }),
    masterKey,
  });
  const mediaDir = mkdtempSync(join(tmpdir(), 'afrimedia-login-limits-'));
  const app = createApp({
    logger: createLogger({ level: 'silent', pretty: false }),
    healthChecks: [],
    webApps: [],
    devMail: false,
    trustProxy: loadConfig({ TRUST_PROXY: trustProxy }).trustProxy,
    api: buildRouteDeps({
      db,
      store,
      personalKeys,
      mailer: devOutboxMailer(db),
      media: createLocalMediaStorage({ dataDir: mediaDir }),
      sessionSecret: 'test-secret-test-secret-test-secret!',
      publicUrl: 'http://afrimedia.test',
      languages: { supported: ['en'], default: 'en' },
    }),
  });
  const { url, server } = await listen(app);
  return {
    url,
    db,
    async close() {
      await closeServer(server);
      await store.close();
      await db.destroy();
      rmSync(mediaDir, { recursive: true, force: true });
    },
  };
}

describe('failed sign-ins are limited per account and per client, across API processes', () => {
  let database: TestDatabase;
  let projectors: ProjectorGroup;
  let readModelsPool: pg.Pool;
  /** No TRUST_PROXY: X-Forwarded-For is the client's own word. */
  let first: Instance;
  /** A second process on the same database, also trusting no proxy. */
  let second: Instance;
  /** Behind a proxy on 127.0.0.1, named by TRUST_PROXY. */
  let behindProxy: Instance;
  /** TRUST_PROXY names another proxy than the one the requests come through. */
  let otherProxy: Instance;

  beforeAll(async () => {
    database = await createTestDatabase('login-limits');
    readModelsPool = new pg.Pool({ connectionString: database.url, max: 4 });
    const readModels = createReadModelsDb(readModelsPool);
    await migrateEventStore(readModelsPool);
    await migrateReadModels(readModels);
    await migrateApiTables(readModels);
    const { store } = await openSealedStore({
      db: createApiDb(readModelsPool),
      stored: createPostgresEventStore({ pool: readModelsPool }),
      masterKey,
    });
    projectors = startProjectorGroup({
      store,
      db: readModels,
      projections,
      onError: (name, error) => console.error(`projection ${name} failed`, error),
    });
    [first, second, behindProxy, otherProxy] = await Promise.all([
      startInstance(database.url, undefined),
      startInstance(database.url, undefined),
      startInstance(database.url, '127.0.0.1'),
      startInstance(database.url, '10.0.0.0/8'),
    ]);
    const registered = await register(first, 'ama@example.org');
    expect(registered).toBe(201);
  });

  afterAll(async () => {
    await Promise.all([first, second, behindProxy, otherProxy].map((instance) => instance?.close()));
    await projectors?.stop();
    await readModelsPool?.end();
    await database?.drop();
  });

  // Every request here comes from 127.0.0.1: each test starts with no attempt counted.
  beforeEach(async () => {
    await sql`delete from api.attempt_counts`.execute(first.db);
  });

  async function register(instance: Instance, email: string, forwardedFor?: string): Promise<number> {
    const response = await fetch(`${instance.url}/api/auth/register`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
      },
      body: JSON.stringify({ email, password: PASSWORD, terms_accepted: true }),
    });
    return response.status;
  }

  function login(
    instance: Instance,
    email: string,
    password: string,
    forwardedFor?: string,
    cookie?: string,
  ) {
    return fetch(`${instance.url}/api/auth/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
        ...(cookie ? { cookie } : {}),
      },
      body: JSON.stringify({ email, password }),
    });
  }

  const forged = (index: number) => `198.51.100.${index + 1}`;
  const wrongPassword = 'Wr0ng-Passw0rd';

  it('blocks one account after its failures, whatever addresses they come from', async () => {
    const seen = await burst(FAILED_LOGINS_PER_ACCOUNT + 1, (index) =>
      login(behindProxy, 'ama@example.org', wrongPassword, forged(index)),
    );
    expect(seen).toEqual({ 401: FAILED_LOGINS_PER_ACCOUNT, 429: 1 });

    const refused = await login(behindProxy, 'AMA@example.org', PASSWORD, forged(99));
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    expect((await login(behindProxy, 'other@example.org', wrongPassword, forged(100))).status).toBe(401);
  });

  it('blocks one address after its failures across many accounts, ignoring the X-Forwarded-For it forges', async () => {
    const seen = await burst(FAILED_LOGINS_PER_ADDRESS + 1, (index) =>
      login(first, `nobody-${index}@example.org`, wrongPassword, forged(index)),
    );
    expect(seen).toEqual({ 401: FAILED_LOGINS_PER_ADDRESS, 429: 1 });
    const refused = await login(first, 'ama@example.org', PASSWORD);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('does not count a right password', async () => {
    const failures = await burst(FAILED_LOGINS_PER_ACCOUNT - 1, () =>
      login(first, 'ama@example.org', wrongPassword),
    );
    expect(failures).toEqual({ 401: FAILED_LOGINS_PER_ACCOUNT - 1 });
    for (let signIn = 0; signIn < 5; signIn += 1)
      expect((await login(first, 'ama@example.org', PASSWORD)).status).toBe(200);
    expect((await login(first, 'ama@example.org', wrongPassword)).status).toBe(401);
    expect((await login(first, 'ama@example.org', PASSWORD)).status).toBe(429);
  });

  it('ignores X-Forwarded-For from a sender TRUST_PROXY does not name', async () => {
    const seen = await burst(FAILED_LOGINS_PER_ADDRESS + 1, (index) =>
      login(otherProxy, `nobody-${index}@example.org`, wrongPassword, forged(index)),
    );
    expect(seen).toEqual({ 401: FAILED_LOGINS_PER_ADDRESS, 429: 1 });
  });

  it('counts the forwarded client, not the proxy, when TRUST_PROXY names the proxy', async () => {
    const seen = await burst(FAILED_LOGINS_PER_ADDRESS + 1, (index) =>
      login(behindProxy, `nobody-${index}@example.org`, wrongPassword, '203.0.113.7'),
    );
    expect(seen).toEqual({ 401: FAILED_LOGINS_PER_ADDRESS, 429: 1 });
    expect((await login(behindProxy, 'someone@example.org', wrongPassword, '203.0.113.8')).status).toBe(401);
    expect((await login(behindProxy, 'someone@example.org', wrongPassword, '203.0.113.7')).status).toBe(429);
  });

  /** The device cookie a browser keeps from a sign-in, as it sends it back (`name=value`). */
  async function deviceCookieFrom(response: Response): Promise<string> {
    expect(response.status).toBe(200);
    const cookie = response.headers.getSetCookie().find((header) => header.startsWith('trusted_device='));
    return cookie?.split(';')[0] ?? '';
  }

  describe('a browser that signed in before (device cookie)', () => {
    const crowd = Array.from({ length: 40 }, (_, index) => `reader-${index}@example.org`);

    beforeAll(async () => {
      // Registered from addresses of their own, so the registration limits of one address do not get in the way.
      for (let index = 0; index < crowd.length; index += 8) {
        const batch = crowd.slice(index, index + 8);
        const statuses = await Promise.all(
          batch.map((email, offset) => register(behindProxy, email, `192.0.2.${index + offset + 1}`)),
        );
        expect(statuses).toEqual(batch.map(() => 201));
      }
    });

    it('is given a signed, HttpOnly cookie for a year at each sign-in', async () => {
      const response = await login(first, 'ama@example.org', PASSWORD);
      const cookie = response.headers.getSetCookie().find((header) => header.startsWith('trusted_device='));
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/Path=\//);
      expect(Number(/Max-Age=(\d+)/i.exec(cookie ?? '')?.[1])).toBeGreaterThan(364 * 86_400);
      const again = await deviceCookieFrom(await login(first, 'ama@example.org', PASSWORD));
      expect(again).not.toBe(cookie?.split(';')[0]);
    });

    it('signs a reader in at once after 40 accounts took wrong passwords from their shared address', async () => {
      const device = await deviceCookieFrom(await login(first, 'ama@example.org', PASSWORD));
      const seen = await burst(crowd.length, (index) => login(first, crowd[index] ?? '', wrongPassword));
      expect(seen).toEqual({ 401: FAILED_LOGINS_PER_ADDRESS, 429: crowd.length - FAILED_LOGINS_PER_ADDRESS });

      const trusted = await login(first, 'ama@example.org', PASSWORD, undefined, device);
      expect(trusted.status).toBe(200);
      expect((await login(first, 'ama@example.org', PASSWORD)).status).toBe(429);
      expect((await login(first, 'reader-0@example.org', PASSWORD)).status).toBe(429);
      // The cookie speaks for its own account only, and only as it was signed.
      expect((await login(first, 'reader-1@example.org', PASSWORD, undefined, device)).status).toBe(429);
      const forged = device.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'));
      expect((await login(first, 'ama@example.org', PASSWORD, undefined, forged)).status).toBe(429);
    });

    it('signs its owner in while someone else locked the account out from many addresses', async () => {
      const device = await deviceCookieFrom(
        await login(behindProxy, 'ama@example.org', PASSWORD, forged(50)),
      );
      const seen = await burst(FAILED_LOGINS_PER_ACCOUNT + 1, (index) =>
        login(behindProxy, 'ama@example.org', wrongPassword, forged(index)),
      );
      expect(seen).toEqual({ 401: FAILED_LOGINS_PER_ACCOUNT, 429: 1 });
      expect((await login(behindProxy, 'ama@example.org', PASSWORD, forged(60), device)).status).toBe(200);
      expect((await login(behindProxy, 'ama@example.org', PASSWORD, forged(61))).status).toBe(429);
    });

    it('limits the wrong passwords sent with one cookie, after which it is trusted no more', async () => {
      const device = await deviceCookieFrom(
        await login(behindProxy, 'ama@example.org', PASSWORD, forged(50)),
      );
      const locked = await burst(FAILED_LOGINS_PER_ACCOUNT + 1, (index) =>
        login(behindProxy, 'ama@example.org', wrongPassword, forged(index)),
      );
      expect(locked[429]).toBe(1);
      const guesses = await burst(FAILED_LOGINS_PER_DEVICE, () =>
        login(behindProxy, 'ama@example.org', wrongPassword, forged(70), device),
      );
      expect(guesses).toEqual({ 401: FAILED_LOGINS_PER_DEVICE });
      expect((await login(behindProxy, 'ama@example.org', PASSWORD, forged(70), device)).status).toBe(429);
    });
  });

  it('shares the counters between API processes on one database', async () => {
    const seen = await burst(FAILED_LOGINS_PER_ACCOUNT + 1, (index) =>
      login(index % 2 === 0 ? first : second, 'ama@example.org', wrongPassword),
    );
    expect(seen).toEqual({ 401: FAILED_LOGINS_PER_ACCOUNT, 429: 1 });
    expect((await login(first, 'ama@example.org', PASSWORD)).status).toBe(429);
    expect((await login(second, 'ama@example.org', PASSWORD)).status).toBe(429);
  });
});

describe('attempt limiter without its database', () => {
  let server: Server;
  let url: string;
  let pool: pg.Pool;

  beforeAll(async () => {
    // Nothing listens on port 1: every query fails to connect.
    pool = new pg.Pool({ connectionString: 'postgres://postgres@127.0.0.1:1/none', max: 1 });
    pool.on('error', () => undefined);
    const limiter = attemptLimiter(createApiDb(pool), { name: 'offline', max: 2, windowMs: 60_000 });
    const app = express();
    app.post('/attempt', async (_request, response) => {
      await limiter.hit('someone@example.org', response);
      response.json({ counted: true });
    });
    app.use(errorHandler);
    ({ url, server } = await listen(app));
  });

  afterAll(async () => {
    await closeServer(server);
    await pool.end();
  });

  it('counts in memory instead of failing or refusing every attempt', async () => {
    const seen = await burst(3, () => fetch(`${url}/attempt`, { method: 'POST' }));
    expect(seen).toEqual({ 200: 2, 429: 1 });
  });
});
