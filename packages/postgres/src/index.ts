export { startEmbeddedPostgres, type EmbeddedServer, type EmbeddedOptions } from './embedded.ts';
export { ensureDatabase, dropDatabase } from './ensure-database.ts';
export { withDatabase, databaseName, redact } from './database-url.ts';
export { freePort } from './free-port.ts';
export { createPool, type PoolOptions } from './pool.ts';
export { isDatabaseUnavailable } from './database-unavailable.ts';
