import { once } from 'node:events';
import type { Server } from 'node:http';
import { randomUUID } from 'node:crypto';
import { createPostgresEventStore, migrateEventStore, type PostgresEventStore } from '@afrimedia/event-store';
import { languageChanged } from '@afrimedia/event-store/testing';
import { startProjector, type Projection, type RunningProjector } from '@afrimedia/projections';
import { createTestDatabase, type TestDatabase } from '@afrimedia/postgres/testing';
import { createReadModelsDb, migrateReadModels, type ReadModels } from '@afrimedia/read-models';
import express from 'express';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedHorizonCheck, projectionsCheck } from './checks.ts';
import type { HealthCheck, HealthReport } from './health-check.ts';
import { healthRouter } from './health-route.ts';

/** Applies nothing, and refuses the one language it was told to. */
function refusing(language: string): Projection {
  return {
    name: 'refusing',
    canHandle: ['LanguageChanged'],
    async handle(_trx, events) {
      for (const { event } of events) {
        if (event.type === 'LanguageChanged' && event.data.language === language) {
          throw new Error(`no translations for ${language}`);
        }
      }
    },
    async truncate() {},
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const horizonOf = (report: HealthReport) =>
  report.checks.feedHorizon as unknown as { heldBackMs: number; holder: { pid: number } | null };

describe('GET /api/health', () => {
  let database: TestDatabase;
  let pool: pg.Pool;
  let store: PostgresEventStore;
  let db: Kysely<ReadModels>;
  const servers: Server[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('health');
    pool = new pg.Pool({ connectionString: database.url, max: 6 });
    await migrateEventStore(pool);
    db = createReadModelsDb(pool);
    await migrateReadModels(db);
    store = createPostgresEventStore({ pool, pollMs: 20 });
  });

  afterAll(async () => {
    for (const server of servers) server.close();
    await store.close();
    await pool.end();
    await database.drop();
  });

  async function healthOf(checks: readonly HealthCheck[]) {
    const app = express();
    app.use('/api', healthRouter(checks));
    const server = app.listen(0, '127.0.0.1');
    servers.push(server);
    await once(server, 'listening');
    const address = server.address();
    if (!address || typeof address !== 'object') throw new Error('not listening');
    return async () => {
      const response = await fetch(`http://127.0.0.1:${address.port}/api/health`);
      return { status: response.status, report: (await response.json()) as HealthReport };
    };
  }

  it('answers 503 while a projection fails, naming the event it is blocked on', async () => {
    const poison = languageChanged('u1', 'xx');
    await store.append('user-u1', [languageChanged('u1', 'fr'), poison], 'any');
    let position = '';
    for await (const event of store.readStream('user-u1')) {
      if (event.id === poison.id) position = `${event.position.commit}/${event.position.prepare}`;
    }
    const projector: RunningProjector = startProjector({
      store,
      db,
      projection: refusing('xx'),
      idleMs: 20,
      retryMs: 20,
    });
    try {
      while (projector.status().lastError === null) await sleep(10);
      const health = await healthOf([projectionsCheck(() => [projector.status()])]);
      const { status, report } = await health();
      expect(status).toBe(503);
      expect(report).toMatchObject({
        status: 'unavailable',
        failing: ['projections'],
        checks: {
          projections: {
            ok: false,
            refusing: {
              caughtUp: false,
              blockedOn: { id: poison.id, type: 'LanguageChanged', stream: 'user-u1', position },
            },
          },
        },
      });
      expect(report.checks.projections?.error).toBe(
        `refusing: refusing is blocked on LanguageChanged ${poison.id} (stream user-u1, position ${position}): ` +
          'no translations for xx',
      );
    } finally {
      await projector.stop();
    }
  });

  it('reports how long an open transaction holds the feed back, degraded past the threshold', async () => {
    const health = await healthOf([feedHorizonCheck(store, 300)]);
    expect(await health()).toMatchObject({
      status: 200,
      report: { status: 'ok', checks: { feedHorizon: { ok: true, heldBackEvents: 0, heldBackMs: 0 } } },
    });

    // Another session writes an event and stays in its transaction: everything committed after it waits.
    const other = new pg.Client({ connectionString: database.url });
    await other.connect();
    try {
      const pid = (await other.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
      await other.query('begin');
      await other.query(
        `insert into event_store.events (event_id, stream, version, type, data, metadata)
         values ($1, 'user-slow', 0, 'LanguageChanged', '{}', '{}')`,
        [randomUUID()],
      );
      await store.append('user-h1', [languageChanged('h1', 'fr')], 'any');

      const early = await health();
      expect(early.status).toBe(200);
      expect(early.report.checks.feedHorizon).toMatchObject({ ok: true, heldBackEvents: 1, degraded: false });
      await sleep(400);
      const later = await health();
      expect(later.status).toBe(200);
      expect(later.report).toMatchObject({ status: 'degraded', degraded: ['feedHorizon'], failing: [] });
      const horizon = horizonOf(later.report);
      expect(horizon.heldBackMs).toBeGreaterThan(300);
      expect(horizon.heldBackMs).toBeGreaterThan(horizonOf(early.report).heldBackMs);
      expect(horizon.holder).toMatchObject({ pid, state: 'idle in transaction' });

      await other.query('rollback');
      expect(await health()).toMatchObject({
        status: 200,
        report: { status: 'ok', checks: { feedHorizon: { heldBackEvents: 0, holder: null } } },
      });
    } finally {
      await other.end();
    }
  });
});
