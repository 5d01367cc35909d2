import { join } from 'node:path';
import type { Config } from '@afrimedia/config';
import { createPool, ensureDatabase, redact, startEmbeddedPostgres } from '@afrimedia/postgres';
import type pg from 'pg';
import type { Logger } from '../logger.ts';

export interface PlatformDatabase {
  readonly url: string;
  readonly embedded: boolean;
  stop(): Promise<void>;
}

const EMBEDDED_DATABASE = 'afrimedia';
const POOL_SIZE = 20;

/** DATABASE_URL's server when given; else a persistent embedded PostgreSQL under `<dataDir>/postgres`. */
export async function openPlatformDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
  logger: Logger;
}): Promise<PlatformDatabase> {
  const { logger } = options;
  if (options.databaseUrl) {
    await ensureDatabase(options.databaseUrl);
    logger.info({ database: redact(options.databaseUrl) }, 'using the PostgreSQL of DATABASE_URL');
    return { url: options.databaseUrl, embedded: false, stop: async () => {} };
  }
  const started = performance.now();
  const server = await startEmbeddedPostgres({
    dataDir: join(options.dataDir, 'postgres'),
    persistent: true,
    log: (line) => logger.debug({ postgres: line }),
  });
  await ensureDatabase(server.databaseUrl(EMBEDDED_DATABASE));
  logger.info(
    { database: redact(server.databaseUrl(EMBEDDED_DATABASE)), ms: Math.round(performance.now() - started) },
    'embedded PostgreSQL started',
  );
  return { url: server.databaseUrl(EMBEDDED_DATABASE), embedded: true, stop: () => server.stop() };
}

/**
 * PostgreSQL's admin_shutdown: the server itself was told to stop (by its operator, or by the terminal's Ctrl-C,
 * which reaches the embedded server a moment before this process hears it).
 */
export const closedByShutdown = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '57P01';

/**
 * The connections the API, the projectors and the reactors share. Within the configured limits a lost or frozen
 * server fails requests quickly (answered 503) instead of crashing the process or hanging it, and connections
 * come back by themselves with the server. A loss that `stopAtWork` takes for a stop under way is no warning.
 */
export function openPlatformPool(
  url: string,
  limits: Config['database'],
  logger: Logger,
  stopAtWork: (error: unknown) => boolean,
): pg.Pool {
  return createPool({
    connectionString: url,
    max: POOL_SIZE,
    ...limits,
    applicationName: 'afrimedia',
    onConnectionLost: (error) =>
      logger[stopAtWork(error) ? 'debug' : 'warn']({ err: error }, 'database connection lost'),
  });
}
