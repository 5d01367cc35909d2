import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from './embedded.ts';

describe('stopping the embedded PostgreSQL', () => {
  const parent = mkdtempSync(join(tmpdir(), 'afrimedia-stop-'));
  afterAll(() => rmSync(parent, { recursive: true, force: true }));

  it('returns at once when the server already went down by itself (Ctrl-C in a terminal reaches it too)', async () => {
    const dataDir = join(parent, 'cluster');
    const server = await startEmbeddedPostgres({ dataDir, persistent: true });
    const postmaster = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n', 1)[0]);
    process.kill(postmaster, 'SIGINT');
    await expect.poll(() => alive(postmaster), { timeout: 10_000 }).toBe(false);
    const began = performance.now();
    await server.stop();
    expect(performance.now() - began).toBeLessThan(1_000);
  }, 60_000);
});

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
