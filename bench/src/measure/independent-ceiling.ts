import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

/**
 * Statements per second from `connections` clients of their own, each running `statement` in a loop for
 * `durationMs` and counting on its own; the counts are summed once every loop ended. It shares no code with the
 * harness (`throughput`), so a harness that loses work under concurrency shows against it.
 */
export async function plainLoopRate(
  url: string,
  connections: number,
  durationMs: number,
  statement: (connection: number, iteration: number) => { text: string; values: unknown[] },
): Promise<number> {
  const clients = await Promise.all(
    Array.from({ length: connections }, async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      return client;
    }),
  );
  try {
    const started = performance.now();
    const deadline = started + durationMs;
    const counts = await Promise.all(
      clients.map(async (client, connection) => {
        let count = 0;
        while (performance.now() < deadline) {
          await client.query(statement(connection, count));
          count += 1;
        }
        return count;
      }),
    );
    const total = counts.reduce((sum, count) => sum + count, 0);
    return (total * 1000) / (performance.now() - started);
  } finally {
    await Promise.all(clients.map((client) => client.end()));
  }
}

/**
 * Transactions per second of `pgbench` running `script` from `clients` clients for `seconds`, or undefined when no
 * pgbench is on the PATH (the embedded PostgreSQL ships none).
 */
export async function pgbenchRate(
  url: string,
  clients: number,
  seconds: number,
  script: string,
): Promise<number | undefined> {
  const folder = mkdtempSync(join(tmpdir(), 'bench-pgbench-'));
  try {
    const file = join(folder, 'script.sql');
    writeFileSync(file, script);
    const threads = String(Math.min(clients, 2));
    const { stdout } = await run('pgbench', [
      '--no-vacuum',
      `--client=${clients}`,
      `--jobs=${threads}`,
      `--time=${seconds}`,
      `--file=${file}`,
      url,
    ]);
    const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(stdout);
    if (!tps) throw new Error(`pgbench printed no rate:\n${stdout}`);
    return Number(tps[1]);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
