import type { Server } from 'node:http';
import { once } from 'node:events';
import type { Config } from '@afrimedia/config';
import {
  createEventStoreDbStore,
  createPostgresEventStore,
  migrateEventStore,
  type EventStore,
} from '@afrimedia/event-store';
import { projections, startProjectorGroup, startScheduler } from '@afrimedia/projections';
import { createReadModelsDb, migrateReadModels } from '@afrimedia/read-models';
import argon2 from 'argon2';
import pg from 'pg';
import { createApp } from '../app.ts';
import { databaseCheck, eventStoreCheck, projectionsCheck } from '../health/checks.ts';
import type { WebApp } from '../http/web-apps.ts';
import type { Logger } from '../logger.ts';
import { seedDemoContent } from '../demo/seed-demo.ts';
import { openPlatformDatabase } from './database.ts';

export interface RunningPlatform {
  readonly url: string;
  readonly databaseUrl: string;
  stop(): Promise<void>;
}

/**
 * The whole platform in one process for a newcomer and for end-to-end tests: PostgreSQL (given or embedded),
 * migrations, event store, API and the built web apps. Production runs these parts as separate processes.
 */
export async function startPlatform(
  config: Config,
  options: {
    logger: Logger;
    webApps: readonly WebApp[];
    /** Fill an empty event store with the demo platform (npm start). */
    seedDemo?: boolean;
  },
): Promise<RunningPlatform> {
  const { logger } = options;
  const database = await openPlatformDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    logger,
  });
  const pool = new pg.Pool({ connectionString: database.url, max: 20 });
  // An idle client losing its server (e.g. PostgreSQL stopping first on Ctrl-C) must not crash the process.
  pool.on('error', (error) => logger.warn({ err: error }, 'idle database connection lost'));

  const stoppers: Array<() => Promise<void>> = [() => pool.end(), () => database.stop()];
  const stopAll = async () => {
    for (const stop of stoppers.splice(0))
      await stop().catch((error) => logger.warn({ err: error }, 'stop failed'));
  };
  try {
    const readModels = createReadModelsDb(pool);
    await migrateEventStore(pool);
    await migrateReadModels(readModels);
    const eventStore: EventStore = config.eventStoreUrl
      ? createEventStoreDbStore(config.eventStoreUrl)
      : createPostgresEventStore({ pool });
    stoppers.unshift(() => eventStore.close());
    if (options.seedDemo) {
      const seeded = await seedDemoContent(eventStore, {
        hashPassword: (password) => argon2.hash(password, { type: argon2.argon2id }),
      });
      if (seeded.seeded)
        logger.info(seeded, 'demo content created (password of every demo account: see README)');
    }
    const projectors = startProjectorGroup({
      store: eventStore,
      db: readModels,
      projections,
      onError: (projection, error) => logger.error({ err: error, projection }, 'projection failed; retrying'),
    });
    stoppers.unshift(() => projectors.stop());
    const scheduler = startScheduler({
      db: readModels,
      store: eventStore,
      onError: (error) =>
        logger.error({ err: error }, 'scheduled commands failed; retrying at the next tick'),
    });
    stoppers.unshift(() => scheduler.stop());

    const app = createApp({
      logger,
      healthChecks: [databaseCheck(pool), eventStoreCheck(eventStore), projectionsCheck(projectors.statuses)],
      webApps: options.webApps,
    });
    const server = app.listen(config.http.port, config.http.host);
    await once(server, 'listening');
    stoppers.unshift(() => closeServer(server));

    const url = config.http.publicUrl ?? `http://${config.http.host}:${listeningPort(server)}`;
    return { url, databaseUrl: database.url, stop: stopAll };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

function listeningPort(server: Server): number {
  const address = server.address();
  if (address && typeof address === 'object') return address.port;
  throw new Error('the HTTP server is not listening on a TCP port');
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
    server.closeIdleConnections();
  });
}
