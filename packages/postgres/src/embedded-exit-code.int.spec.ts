import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const embedded = resolve(import.meta.dirname, 'embedded.ts');

function runModule(source: string) {
  return spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', source], {
    encoding: 'utf8',
  });
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('a process that loads the embedded PostgreSQL', () => {
  it('keeps the exit code it set, so a failed test run still fails', () => {
    const child = runModule(`await import(${JSON.stringify(embedded)}); process.exitCode = 3;`);
    expect(child.stderr).toBe('');
    expect(child.status).toBe(3);
  });

  it('stops a server it left running when it exits', async () => {
    const parent = mkdtempSync(join(tmpdir(), 'embedded-exit-'));
    try {
      const child = runModule(`
        const { startEmbeddedPostgres } = await import(${JSON.stringify(embedded)});
        const { readFileSync } = await import('node:fs');
        await startEmbeddedPostgres({ dataDir: ${JSON.stringify(join(parent, 'cluster'))}, persistent: true });
        console.log(readFileSync(${JSON.stringify(join(parent, 'cluster', 'postmaster.pid'))}, 'utf8').split('\\n')[0]);
        process.exit(0);
      `);
      expect(child.status).toBe(0);
      const pid = Number(child.stdout.trim());
      expect(pid).toBeGreaterThan(0);
      const deadline = Date.now() + 10_000;
      while (isRunning(pid) && Date.now() < deadline) await new Promise((wait) => setTimeout(wait, 50));
      expect(isRunning(pid)).toBe(false);
    } finally {
      rmSync(parent, { recursive: true, force: true });
    }
  });
});
