import { createPostgresEventStore, migrateEventStore, type PostgresEventStore } from '@afrimedia/event-store';
import { projections, replayProjection } from '@afrimedia/projections';
import { createReadModelsDb, migrateReadModels, type ReadModels } from '@afrimedia/read-models';
import type { Kysely } from 'kysely';
import { createPool } from '@afrimedia/postgres';
import type pg from 'pg';
import { platformPhases, type PlatformSize } from '../data/platform-events.ts';
import { writePlatform } from '../data/write-platform.ts';
import type { BenchServer } from './bench-database.ts';

const WRITERS = 8;

export interface GeneratedPlatform {
  readonly url: string;
  readonly size: PlatformSize;
  readonly pool: pg.Pool;
  readonly store: PostgresEventStore;
  readonly db: Kysely<ReadModels>;
  /** Events per second while writing it (8 writers through the store), for the report's notes. */
  readonly writeRate: number;
  /** Whether the read models hold it (a replay of every projection ran). */
  projected: boolean;
  close(): Promise<void>;
}

/** Writes the generated platform into a fresh database through the event store's public API. */
export async function generatePlatform(
  server: BenchServer,
  size: PlatformSize,
  log: (line: string) => void,
): Promise<GeneratedPlatform> {
  const url = await server.freshDatabase('platform');
  const pool = createPool({
    connectionString: url,
    max: 24,
    connectTimeoutMs: 30_000,
    idleInTransactionTimeoutMs: 60_000,
    onConnectionLost: (error) => log(`  a platform connection was lost: ${error.message}`),
  });
  await migrateEventStore(pool);
  const db = createReadModelsDb(pool);
  await migrateReadModels(db);
  const store = createPostgresEventStore({ pool });
  const started = performance.now();
  const written = await writePlatform(store, platformPhases(size), WRITERS, (phase, events, ms) =>
    log(`  platform ${phase}: ${events} events in ${(ms / 1000).toFixed(1)} s`),
  );
  const writeRate = (written * 1000) / (performance.now() - started);
  return {
    url,
    size,
    pool,
    store,
    db,
    writeRate,
    projected: false,
    async close() {
      await store.close();
      await pool.end();
    },
  };
}

/** Fills every read model from the feed, as `npm run replay -- all` does, unless that was done already. */
export async function projectPlatform(platform: GeneratedPlatform): Promise<void> {
  if (platform.projected) return;
  for (const projection of projections)
    await replayProjection({ store: platform.store, db: platform.db, projection });
  platform.projected = true;
}

/**
 * What a platform's PostgreSQL does on its own after bulk changes, done before the platform is served: autovacuum
 * comes some time after a table changed, and may be off (on this machine's server it is), so tables just written
 * have no statistics (the planner then scans every published content to find a page's six related ones), no
 * visibility map, and rows whose first reader would set their hint bits; the checkpoint writes out what writing the
 * platform left dirty rather than during a load.
 */
export async function settlePlatform(platform: GeneratedPlatform): Promise<void> {
  await platform.pool.query('vacuum (analyze)');
  await platform.pool.query('checkpoint');
}

/** How the served platform's database was left before its loads, for the scenarios' notes. */
export const SETTLED_NOTE =
  'Before the platform is served, its database is vacuumed with ANALYZE and checkpointed, as autovacuum and the ' +
  "checkpointer would have done some time after it was written (the bench's writes are minutes old).";
