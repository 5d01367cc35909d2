import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

const webAdmin = resolve(import.meta.dirname, '..');

export interface ConsoleBuild {
  readonly dir: string;
  remove(): void;
}

/** The console's production build, made for this run into a throw-away folder, as `npm run build` makes it. */
export function buildConsole(): ConsoleBuild {
  const dir = mkdtempSync(join(tmpdir(), 'afrimedia-admin-build-'));
  const vite = join(dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin/vite.js');
  const build = spawnSync(process.execPath, [vite, 'build', '--outDir', dir, '--emptyOutDir'], {
    cwd: webAdmin,
    // vitest sets NODE_ENV=test, which would ship React's development build to the browser.
    env: { ...process.env, NODE_ENV: 'production' },
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`the console build failed:\n${build.stdout}\n${build.stderr}`);
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
