import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SESSION_SECRET_FILE, sessionSecretOf } from './session-secret.ts';

describe('the session secret', () => {
  const folders: string[] = [];
  const dataDir = () => {
    const folder = mkdtempSync(join(tmpdir(), 'afrimedia-secret-'));
    folders.push(folder);
    return join(folder, 'data');
  };
  afterEach(() => {
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });

  it('is made at random on the first start, readable by its owner only, and kept for the next', async () => {
    const dir = dataDir();
    const first = await sessionSecretOf(undefined, dir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(statSync(join(dir, SESSION_SECRET_FILE)).mode & 0o777).toBe(0o600);
    expect(await sessionSecretOf(undefined, dir)).toBe(first);
    expect(await sessionSecretOf(undefined, dataDir())).not.toBe(first);
  });

  it('is one secret when two processes start on one data folder at once', async () => {
    const dir = dataDir();
    const both = await Promise.all([sessionSecretOf(undefined, dir), sessionSecretOf(undefined, dir)]);
    expect(both[0]).toBe(both[1]);
    expect(readFileSync(join(dir, SESSION_SECRET_FILE), 'utf8')).toBe(both[0]);
  });

  it('is SESSION_SECRET when set, and nothing is written', async () => {
    const dir = dataDir();
    expect(await sessionSecretOf('s'.repeat(40), dir)).toBe('s'.repeat(40));
    expect(() => statSync(join(dir, SESSION_SECRET_FILE))).toThrow();
  });

  it('refuses a kept file that holds no usable secret rather than signing with it', async () => {
    const dir = dataDir();
    await sessionSecretOf(undefined, dir);
    writeFileSync(join(dir, SESSION_SECRET_FILE), 'short');
    await expect(sessionSecretOf(undefined, dir)).rejects.toThrow(/no usable session secret/);
  });

  it('is written nowhere in the repository: the secret every clone shared is gone', () => {
    // Spelt in parts, so this file does not hold the literal it looks for.
    const shared = ['afrimedia', 'development', 'secret', 'not', 'for', 'production'].join('-');
    const root = resolve(import.meta.dirname, '../../../..');
    const grep = spawnSync('git', ['grep', '--untracked', '-l', '-F', shared], {
      cwd: root,
      encoding: 'utf8',
    });
    // git grep: 1 when nothing matches, 0 with the files that hold it.
    expect({ status: grep.status, files: grep.stdout.trim() }).toEqual({ status: 1, files: '' });
  });
});
