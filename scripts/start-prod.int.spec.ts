import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { dropDatabase, withDatabase } from '@afrimedia/postgres';
import { postgresServerUrl } from '@afrimedia/postgres/testing';
import type {} from '../web-reader/testing/build-reader.global-setup.ts';
import {
  interrupt,
  parseLogLine,
  runningProcesses,
  startPlatformProcess,
  type StartedProcess,
} from './testing/platform-process.ts';

const root = resolve(import.meta.dirname, '..');
const STARTUP_BUDGET_MS = 60_000;

const startProcess = (env: Record<string, string | undefined>) =>
  startPlatformProcess(['dist/start-prod.js'], env, STARTUP_BUDGET_MS);

const json = async (response: Response) => ({
  status: response.status,
  body: (await response.json()) as unknown,
});

/** A metric's value in Prometheus's text format, for one set of labels written as the exposition writes them. */
async function metric(url: string, name: string, labels: string): Promise<number | undefined> {
  const text = await (await fetch(`${url}/metrics`)).text();
  const key = labels === '' ? name : `${name}{${labels}}`;
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${key} `));
  return line === undefined ? undefined : Number(line.split(' ').at(-1));
}

describe('npm run start:prod', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'afrimedia-prod-'));
  const databaseUrl = withDatabase(postgresServerUrl(), `start_prod_${process.pid}`);
  const started: StartedProcess[] = [];

  beforeAll(() => {
    // What `npm run build:prod` adds to the web apps' builds, which the test run already made (the reader's).
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build-prod.ts'], {
      cwd: root,
      stdio: 'pipe',
    });
    // The console's build is files the API's process serves as they are: its index is all it looks for.
    const adminDir = join(dataDir, 'admin-build');
    mkdirSync(adminDir);
    writeFileSync(join(adminDir, 'index.html'), '<!doctype html><title>Afrimedia console</title>');
  });

  afterAll(async () => {
    await Promise.all([...runningProcesses].map((child) => interrupt(child)));
    await dropDatabase(databaseUrl);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'runs the API and the projectors as separate processes of the built output: a write through one is read through the other',
    async () => {
      // What the processes of one platform share besides the database: the keys (production requires both).
      const shared = {
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        SESSION_SECRET: randomBytes(32).toString('base64url'),
        PERSONAL_DATA_KEY: randomBytes(32).toString('base64'),
      };
      const api = await startProcess({
        ...shared,
        PLATFORM_PARTS: 'api',
        READER_BUILD_DIR: inject('readerBuildDir'),
        ADMIN_BUILD_DIR: join(dataDir, 'admin-build'),
      });
      started.push(api);
      const workers = await startProcess({
        ...shared,
        PLATFORM_PARTS: 'projectors,jobs,encoder',
        PUBLIC_URL: api.url,
      });
      started.push(workers);
      expect([api.notJson, workers.notJson]).toEqual([[], []]);
      expect(workers.url).not.toBe(api.url);

      const apiHealth = await json(await fetch(`${api.url}/api/health`));
      expect(apiHealth.status).toBe(200);
      expect(Object.keys((apiHealth.body as { checks: object }).checks)).not.toContain('projections');
      const workersHealth = await json(await fetch(`${workers.url}/api/health`));
      expect(workersHealth.body).toMatchObject({
        checks: { projections: { accounts: { lastError: null } } },
      });
      expect((await fetch(`${workers.url}/api/health/ready`)).status).toBe(200);
      expect((await fetch(`${workers.url}/api/auth/user`)).status).toBe(404);

      const email = `prod-${process.pid}@afrimedia.test`;
      const password = 'Separate-Procs-1';
      const registered = await fetch(`${api.url}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password, terms_accepted: true }),
      });
      expect(registered.status).toBe(201);
      // Signing in reads the accounts read model, which only the other process writes.
      const login = await json(
        await fetch(`${api.url}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password }),
        }),
      );
      expect(login.status).toBe(200);
      const { token } = login.body as { token: string };
      const user = await json(
        await fetch(`${api.url}/api/auth/user`, { headers: { authorization: `Bearer ${token}` } }),
      );
      expect(user).toMatchObject({ status: 200, body: { email } });
      expect(
        await metric(workers.url, 'afrimedia_projection_events_handled', 'projection="accounts"'),
      ).toBeGreaterThan(0);
      expect(await metric(workers.url, 'afrimedia_encoder_queue_tasks', '')).toBe(0);
      expect(await metric(api.url, 'afrimedia_encoder_queue_tasks', '')).toBe(undefined);
      expect(await metric(api.url, 'afrimedia_events_appended_total', 'category="user"')).toBeGreaterThan(0);

      const reader = await fetch(`${api.url}/`);
      expect(reader.status).toBe(200);
      expect(await reader.text()).toMatch(/^<!DOCTYPE html>/i);

      for (const process_ of started) {
        expect(await interrupt(process_.child)).toBe(0);
        const faults = process_.lines
          .map(parseLogLine)
          .filter((entry) => entry !== undefined && entry.level !== 30);
        expect(faults).toEqual([]);
      }
    },
    3 * STARTUP_BUDGET_MS,
  );
});
