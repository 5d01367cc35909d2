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
import type { Config } from '@afrimedia/config';
import type { Logger } from '@afrimedia/api';
import { inRoot, servePlatform } from './serve-platform.ts';

const root = resolve(import.meta.dirname, '..');

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

async function buildMissing(config: Config, logger: Logger) {
  const builds = [
    {
      workspace: '@afrimedia/web-reader',
      output: join(inRoot(root, config.webBuilds.reader), 'server/index.js'),
    },
    { workspace: '@afrimedia/web-admin', output: join(inRoot(root, config.webBuilds.admin), 'index.html') },
  ];
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

servePlatform({ root, seedDemo: true, prepare: buildMissing });
