import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-unavailable.ts';
import { startEmbeddedPostgres, type EmbeddedServer } from './embedded.ts';
import { createPool } from './pool.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** On a server of its own: the test freezes one of its backends. */
describe('a pool that survives its server', () => {
  const root = mkdtempSync(join(tmpdir(), 'pool-'));
  let server: EmbeddedServer;
  let pool: pg.Pool | undefined;
  const lost: Error[] = [];
  const uncaught: unknown[] = [];
  const recordUncaught = (error: unknown) => void uncaught.push(error);

  beforeAll(async () => {
    process.on('uncaughtException', recordUncaught);
    server = await startEmbeddedPostgres({ dataDir: join(root, 'cluster'), persistent: false });
  });
  afterEach(async () => {
    await pool?.end();
    lost.length = 0;
  });
  afterAll(async () => {
    await server?.stop();
    process.removeListener('uncaughtException', recordUncaught);
    rmSync(root, { recursive: true, force: true });
  });

  const open = (max: number) =>
    (pool = createPool({
      connectionString: server.url,
      max,
      connectTimeoutMs: 1_000,
      statementTimeoutMs: 500,
      idleInTransactionTimeoutMs: 30_000,
      onConnectionLost: (error) => lost.push(error),
    }));
  const backendPid = async (client: pg.Pool | pg.PoolClient) =>
    (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;

  it('reports a borrowed connection losing its server instead of ending the process', async () => {
    const pool = open(2);
    const client = await pool.connect();
    const pid = await backendPid(client);
    await pool.query('select pg_terminate_backend($1)', [pid]);
    for (const deadline = Date.now() + 5_000; lost.length === 0 && Date.now() < deadline;) await sleep(10);
    client.release();
    expect(uncaught).toEqual([]);
    // The server's FATAL message, then (sometimes) the closed socket.
    expect(lost.length).toBeGreaterThan(0);
    expect(lost.every(isDatabaseUnavailable)).toBe(true);
    expect(await backendPid(pool)).not.toBe(pid);
  });

  it('sets the session limits on every connection', async () => {
    const pool = open(1);
    const settings = await pool.query<{ name: string; setting: string }>(
      `select name, setting from pg_settings
        where name in ('statement_timeout', 'idle_in_transaction_session_timeout') order by name`,
    );
    expect(settings.rows).toEqual([
      { name: 'idle_in_transaction_session_timeout', setting: '30000' },
      { name: 'statement_timeout', setting: '500' },
    ]);
  });

  it('fails a query on a silent server within its timeout, and lends that connection no more', async () => {
    const pool = open(1);
    const client = await pool.connect();
    const pid = await backendPid(client);
    await client.query('begin');
    process.kill(pid, 'SIGSTOP');
    try {
      const started = performance.now();
      const failure = await client.query('select 1').catch((error: unknown) => error);
      expect(performance.now() - started).toBeLessThan(1_500);
      expect(isDatabaseUnavailable(failure)).toBe(true);
      client.release();
    } finally {
      process.kill(pid, 'SIGCONT');
    }
    // The session stuck inside its transaction ends; the pool lends a new one.
    expect(await backendPid(pool)).not.toBe(pid);
    for (let tries = 0; tries < 100; tries += 1) {
      const found = await pool.query('select 1 from pg_stat_activity where pid = $1', [pid]);
      if (found.rowCount === 0) break;
      await sleep(20);
    }
    const still = await pool.query('select 1 from pg_stat_activity where pid = $1', [pid]);
    expect(still.rowCount).toBe(0);
    expect(uncaught).toEqual([]);
  });
});
