import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';

const webReader = resolve(import.meta.dirname, '..');

/**
 * Names a finished reader build for every project of this run: the int and browser projects' setups run one after
 * the other in one process, so the second finds the first's build here. CI sets it to the build `npm run build`
 * just made, so its second test run builds nothing.
 */
const SHARED_BUILD = 'READER_TEST_BUILD_DIR';

/**
 * Builds the reader app once per test run, into a throw-away folder, for the specs that serve it through the
 * API (server render, loaders, actions, data saver, browser tests).
 */
export default function setup(project: TestProject) {
  const shared = process.env[SHARED_BUILD];
  if (shared) {
    project.provide('readerBuildDir', shared);
    return;
  }
  // Inside the workspace: the server build imports packages that only web-reader/node_modules holds.
  const root = resolve(webReader, '.test-builds');
  mkdirSync(root, { recursive: true });
  const buildDir = mkdtempSync(join(root, 'reader-build-'));
  const build = spawnSync(
    process.execPath,
    [resolve(webReader, 'node_modules/@react-router/dev/bin.js'), 'build'],
    {
      cwd: webReader,
      // vitest sets NODE_ENV=test, which would ship React's development build to the browser.
      env: { ...process.env, NODE_ENV: 'production', READER_BUILD_DIR: buildDir },
      encoding: 'utf8',
    },
  );
  if (build.status !== 0) throw new Error(`the reader build failed:\n${build.stdout}\n${build.stderr}`);
  process.env[SHARED_BUILD] = buildDir;
  project.provide('readerBuildDir', buildDir);
  return () => {
    delete process.env[SHARED_BUILD];
    rmSync(buildDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    readerBuildDir: string;
  }
}
