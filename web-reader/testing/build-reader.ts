import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

const webReader = resolve(import.meta.dirname, '..');

export interface ReaderBuild {
  readonly dir: string;
  remove(): void;
}

/**
 * Builds the reader app into a throw-away folder, for the specs that serve it through the API (server render,
 * loaders, actions, data saver, browser tests).
 */
export function buildReaderForTests(): ReaderBuild {
  // Inside the workspace: the server build imports packages that only web-reader/node_modules holds.
  const root = resolve(webReader, '.test-builds');
  mkdirSync(root, { recursive: true });
  const dir = mkdtempSync(join(root, 'reader-build-'));
  const build = spawnSync(
    process.execPath,
    [resolve(webReader, 'node_modules/@react-router/dev/bin.js'), 'build'],
    {
      cwd: webReader,
      // vitest sets NODE_ENV=test, which would ship React's development build to the browser.
      env: { ...process.env, NODE_ENV: 'production', READER_BUILD_DIR: dir },
      encoding: 'utf8',
    },
  );
  if (build.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`the reader build failed:\n${build.stdout}\n${build.stderr}`);
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
