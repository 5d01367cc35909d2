import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A production build of the reader app in a throw-away folder, made the way the tests make theirs, so the run
 * measures the code of its commit and never touches `web-reader/build` (a running `npm start` may serve it).
 */
export async function buildReader(root: string): Promise<{ dir: string; remove(): void }> {
  const webReader = join(root, 'web-reader');
  // Inside the workspace: the server build imports packages that only web-reader/node_modules holds.
  const parent = join(webReader, '.test-builds');
  mkdirSync(parent, { recursive: true });
  const dir = mkdtempSync(join(parent, 'bench-'));
  const build = spawn(process.execPath, [join(webReader, 'node_modules/@react-router/dev/bin.js'), 'build'], {
    cwd: webReader,
    env: { ...process.env, NODE_ENV: 'production', READER_BUILD_DIR: dir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  build.stdout.on('data', (chunk) => (output += chunk));
  build.stderr.on('data', (chunk) => (output += chunk));
  const code = await new Promise<number | null>((resolve) => build.on('close', resolve));
  if (code !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`the reader build failed:\n${output}`);
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
