import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { dropDatabase, withDatabase } from '@afrimedia/postgres';
import { postgresServerUrl } from '@afrimedia/postgres/testing';
import {
  interrupt,
  parseLogLine,
  runningProcesses,
  startPlatformProcess,
  type StartedProcess,
} from './testing/platform-process.ts';

const STARTUP_BUDGET_MS = 90_000;

/** Runs `npm start`'s script as a real process and waits for the line announcing the URL. */
const startPlatform = (env: Record<string, string | undefined>) =>
  startPlatformProcess(['--import', 'tsx', 'scripts/start.ts'], env, STARTUP_BUDGET_MS);

/** A clean stop says that it stops, and nothing about a lost database or a deprecated option. */
function expectQuiet(started: StartedProcess) {
  const output = started.lines.join('\n');
  expect(output).not.toMatch(/deprecat/i);
  expect(output).not.toContain('database connection lost');
  const faults = started.lines.map(parseLogLine).filter((entry) => entry !== undefined && entry.level !== 30);
  expect(faults).toEqual([]);
}

function postgresProcessesUsing(dataDir: string): string {
  try {
    return execFileSync('pgrep', ['-af', `postgres.*${dataDir}`], { encoding: 'utf8' }).trim();
  } catch {
    return '';
  }
}

async function expectServesBothApps(url: string) {
  const health = await fetch(`${url}/api/health`);
  expect(health.status).toBe(200);
  expect(await health.json()).toMatchObject({
    status: 'ok',
    checks: { database: { ok: true }, eventStore: { ok: true } },
  });
  const reader = await fetch(`${url}/`);
  expect(reader.status).toBe(200);
  const readerPage = await reader.text();
  expect(readerPage).toMatch(/^<!DOCTYPE html>/i);
  expect(readerPage).toContain(`nonce="${cspNonce(reader)}"`);
  const admin = await fetch(`${url}/admin/`);
  expect(admin.status).toBe(200);
  const adminPage = await admin.text();
  expect(adminPage).toContain('/admin/assets/');
  expect(adminPage).toContain(`<script nonce="${cspNonce(admin)}"`);
}

/** The nonce a page's scripts need, from its Content-Security-Policy. */
function cspNonce(response: Response): string {
  const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
  expect(nonce).toBeDefined();
  return nonce ?? '';
}

/** The demo reader's bearer token, from the platform's own sign-in. */
async function readerToken(url: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'reader@afrimedia.test', password: 'Demo-Passw0rd' }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

const signedInStatus = async (url: string, token: string) =>
  (await fetch(`${url}/api/auth/user`, { headers: { authorization: `Bearer ${token}` } })).status;

async function accountsProjected(url: string): Promise<number> {
  const health = (await (await fetch(`${url}/api/health`)).json()) as {
    checks: { projections: { accounts: { eventsHandled: number } } };
  };
  return health.checks.projections.accounts.eventsHandled;
}

describe('npm start', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'afrimedia-start-'));
  afterAll(async () => {
    await Promise.all([...runningProcesses].map((child) => interrupt(child)));
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'runs on an embedded PostgreSQL without DATABASE_URL, stops it on Ctrl-C and keeps the data and the sessions',
    async () => {
      const first = await startPlatform({ DATA_DIR: dataDir, SESSION_SECRET: undefined });
      expect(first.readyAfterMs).toBeLessThan(STARTUP_BUDGET_MS);
      expect(first.notJson, 'stdout holds only JSON log lines').toEqual([]);
      await expectServesBothApps(first.url);
      expect(first.lines.join('\n')).toContain('demo content created');
      await expect.poll(() => accountsProjected(first.url), { timeout: 10_000 }).toBeGreaterThan(20);
      // No SESSION_SECRET: the first start made one, readable by its owner only.
      const secretFile = join(dataDir, 'session-secret');
      expect(statSync(secretFile).mode & 0o777).toBe(0o600);
      const secret = readFileSync(secretFile, 'utf8');
      const token = await readerToken(first.url);
      expect(await signedInStatus(first.url, token)).toBe(200);

      const client = new pg.Client({ connectionString: first.databaseUrl });
      await client.connect();
      await client.query('create table kept_between_starts (marker text)');
      await client.query(`insert into kept_between_starts values ('still here')`);
      await client.end();

      expect(await interrupt(first.child)).toBe(0);
      expect(postgresProcessesUsing(dataDir)).toBe('');
      expectQuiet(first);

      const second = await startPlatform({ DATA_DIR: dataDir, SESSION_SECRET: undefined });
      expect(second.lines.join('\n')).not.toContain('demo content created');
      expect(readFileSync(secretFile, 'utf8')).toBe(secret);
      expect(await signedInStatus(second.url, token), 'a session of the first start').toBe(200);
      const again = new pg.Client({ connectionString: second.databaseUrl });
      await again.connect();
      const kept = await again.query('select marker from kept_between_starts');
      await again.end();
      expect(kept.rows).toEqual([{ marker: 'still here' }]);
      expect(await interrupt(second.child)).toBe(0);
      expect(postgresProcessesUsing(dataDir)).toBe('');
      expectQuiet(second);
      // Two starts, each within its budget, on a machine the other test files share.
    },
    3 * STARTUP_BUDGET_MS,
  );

  it(
    'uses the PostgreSQL of DATABASE_URL when it is set',
    async () => {
      const databaseUrl = withDatabase(postgresServerUrl(), `start_${process.pid}`);
      const started = await startPlatform({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl });
      await expectServesBothApps(started.url);
      expect(started.lines.join('\n')).not.toContain('embedded PostgreSQL started');
      expect(await interrupt(started.child)).toBe(0);
      expectQuiet(started);
      await dropDatabase(databaseUrl);
    },
    2 * STARTUP_BUDGET_MS,
  );
});
