import { migrateEventStore } from '@afrimedia/event-store';
import { createPool } from '@afrimedia/postgres';
import { createReadModelsDb, migrateReadModels } from '@afrimedia/read-models';
import { createApiDb } from '../storage/api-db.ts';
import { migrateApiTables } from '../storage/migrate-api.ts';

/**
 * Brings the event store, the read models and the API's tables to the current schema. Migrations get a pool of
 * their own without the serving pool's statement timeout: they may wait for another starting process's migration
 * lock, or build an index over a large table.
 */
export async function migratePlatformDatabase(
  url: string,
  limits: { connectTimeoutMs: number; idleInTransactionTimeoutMs: number },
): Promise<void> {
  const pool = createPool({
    connectionString: url,
    max: 2,
    ...limits,
    applicationName: 'afrimedia-migrations',
    // A migration that loses its connection fails with that error, which stops the start.
    onConnectionLost: () => {},
  });
  try {
    await migrateEventStore(pool);
    await migrateReadModels(createReadModelsDb(pool));
    await migrateApiTables(createApiDb(pool));
  } finally {
    await pool.end();
  }
}
