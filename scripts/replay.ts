/**
 * `npm run replay -- <projection|all>`: drops one projection (or all) and rebuilds it from the start of the
 * feed (read once for all of them), showing progress and the rate in events per second. Run it while `npm start` is stopped when using the
 * embedded database (one PostgreSQL per data folder).
 */
import { resolve } from 'node:path';
import { ConfigError, loadConfig } from '@afrimedia/config';
import {
  createApiDb,
  createLogger,
  migrateApiTables,
  openPlatformDatabase,
  openPlatformEventStore,
} from '@afrimedia/api';
import { migrateEventStore } from '@afrimedia/event-store';
import { progressBar, projections, replayProjections } from '@afrimedia/projections';
import { createReadModelsDb, migrateReadModels } from '@afrimedia/read-models';
import pg from 'pg';

const root = resolve(import.meta.dirname, '..');

async function main(): Promise<number> {
  const target = process.argv[2];
  const names = projections.map((projection) => projection.name);
  const selected =
    target === 'all' ? projections : projections.filter((projection) => projection.name === target);
  if (!target || selected.length === 0) {
    console.error(`usage: npm run replay -- <${[...names, 'all'].join('|')}>`);
    return 2;
  }
  const config = loadConfig();
  const logger = createLogger({ level: 'warn' });
  const database = await openPlatformDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: resolve(root, config.dataDir),
    logger,
  });
  const pool = new pg.Pool({ connectionString: database.url });
  try {
    await migrateEventStore(pool);
    const db = createReadModelsDb(pool);
    await migrateReadModels(db);
    await migrateApiTables(db);
    // Personal fields are stored sealed: the replay reads them through the platform's keys, as the projectors do.
    const { store } = await openPlatformEventStore(
      { ...config, dataDir: resolve(root, config.dataDir) },
      pool,
      createApiDb(pool),
    );
    // One read of the feed rebuilds every selected projection; the total counts an event once per projection.
    // EventStoreDB offers no count by type: its bar counts the events applied against a total of 0.
    const counted = config.eventStoreUrl
      ? undefined
      : await pool.query<{ total: string }>(
          `select count(*)::text as total
             from event_store.events e join unnest($1::text[]) as t(type) on t.type = e.type`,
          [selected.flatMap((projection) => projection.canHandle)],
        );
    const result = await replayProjections({
      store,
      db,
      projections: selected,
      onProgress: progressBar(Number(counted?.rows[0]?.total ?? 0)),
    });
    process.stderr.write('\n');
    console.log(
      `${result.projection}: ${result.applied} events applied in ${(result.elapsedMs / 1000).toFixed(1)} s (${result.eventsPerSecond} events/s)`,
    );
    await store.close();
    return 0;
  } finally {
    await pool.end();
    await database.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
