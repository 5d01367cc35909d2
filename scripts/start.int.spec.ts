import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { dropDatabase, withDatabase } from '@afrimedia/postgres';
import { postgresServerUrl } from '@afrimedia/postgres/testing';

const root = resolve(import.meta.dirname, '..');
const STARTUP_BUDGET_MS = 90_000;

interface Started {
  child: ChildProcess;
  url: string;
  databaseUrl: string;
  lines: string[];
  notJson: string[];
  readyAfterMs: number;
}

/** Platforms started and not yet seen to exit: a test that fails half-way leaves none running after the run. */
const running = new Set<ChildProcess>();

/** Runs `npm start`'s script as a real process and waits for the line announcing the URL. */
async function startPlatform(env: Record<string, string | undefined>): Promise<Started> {
  const began = performance.now();
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: root,
    env: { ...inherited, PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    // A process group of its own, as in a terminal: Ctrl-C reaches the platform and its PostgreSQL together.
    detached: true,
  });
  running.add(child);
  child.on('exit', () => running.delete(child));
  const lines: string[] = [];
  const notJson: string[] = [];
  let databaseUrl = env.DATABASE_URL ?? '';
  const url = await new Promise<string>((resolveUrl, rejectUrl) => {
    const timer = setTimeout(
      () => rejectUrl(new Error(`not ready in time:\n${lines.join('\n')}`)),
      STARTUP_BUDGET_MS,
    );
    child.on('exit', (code) => rejectUrl(new Error(`exited with ${code}:\n${lines.join('\n')}`)));
    child.stderr?.on('data', (chunk: Buffer) => lines.push(chunk.toString()));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      lines.push(line);
      const entry = parseLogLine(line);
      if (!entry) {
        notJson.push(line);
        return;
      }
      if (entry.msg === 'embedded PostgreSQL started' && entry.database) {
        databaseUrl = entry.database.replace(':***@', ':postgres@');
      }
      const running = /running at (http:\/\/\S+)/.exec(entry.msg);
      if (running?.[1]) {
        clearTimeout(timer);
        resolveUrl(running[1]);
      }
    });
  });
  return { child, url, databaseUrl, lines, notJson, readyAfterMs: performance.now() - began };
}

/** A line of the JSON log stream on stdout; anything else there (a build's output, a stray print) is a defect. */
function parseLogLine(line: string): { msg: string; database?: string } | undefined {
  try {
    return JSON.parse(line) as { msg: string; database?: string };
  } catch {
    return undefined;
  }
}

/** Ctrl-C as a terminal sends it: to the whole process group, the embedded PostgreSQL included. */
async function interrupt(child: ChildProcess): Promise<number | null> {
  const exited = new Promise<number | null>((resolveExit) => child.on('exit', (code) => resolveExit(code)));
  process.kill(-(child.pid ?? 0), 'SIGINT');
  return exited;
}

/** A clean stop says that it stops, and nothing about a lost database or a deprecated option. */
function expectQuiet(started: Started) {
  const output = started.lines.join('\n');
  expect(output).not.toMatch(/deprecat/i);
  expect(output).not.toContain('database connection lost');
  const faults = started.lines
    .map(parseLogLine)
    .filter((entry) => entry !== undefined && (entry as { level?: number }).level !== 30);
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
    await Promise.all([...running].map((child) => interrupt(child)));
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
