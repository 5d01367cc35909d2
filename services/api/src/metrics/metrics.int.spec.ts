import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '@afrimedia/config';
import { createTestDatabase, type TestDatabase } from '@afrimedia/postgres/testing';
import parsePrometheusTextFormat, { type MetricFamily } from 'parse-prometheus-text-format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger.ts';
import { startPlatform, type RunningPlatform } from '../platform/platform.ts';

const TOKEN = 'scraper-token-for-the-spec';
/** Two processes on one database share its master key, as production's do. */
const PERSONAL_DATA_KEY = randomBytes(32).toString('base64');

async function startWith(database: TestDatabase, dataDir: string, env: Record<string, string>) {
  const config = loadConfig({
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'error',
    DATABASE_URL: database.url,
    PERSONAL_DATA_KEY,
    ...env,
  });
  return startPlatform(config, {
    logger: createLogger({ level: 'error', pretty: false }),
    webApps: [],
  });
}

const family = (families: readonly MetricFamily[], name: string) => {
  const found = families.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no ${name} among ${families.map((each) => each.name).join(', ')}`);
  return found;
};

describe('GET /metrics, /api/health/live and /api/health/ready', () => {
  let database: TestDatabase;
  let dataDir: string;
  let open: RunningPlatform;
  let guarded: RunningPlatform;

  beforeAll(async () => {
    database = await createTestDatabase('metrics');
    dataDir = mkdtempSync(join(tmpdir(), 'afrimedia-metrics-'));
    // Behind a proxy on this machine, which names the client it relays.
    open = await startWith(database, join(dataDir, 'open'), { TRUST_PROXY: 'loopback' });
    // A second process on the same database, as a scraper outside the machine reaches it: with a token.
    guarded = await startWith(database, join(dataDir, 'guarded'), { METRICS_TOKEN: TOKEN });
  }, 120_000);

  afterAll(async () => {
    await guarded?.stop();
    await open?.stop();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("serves Prometheus's text format: requests by route pattern, appends by category, projections, encoder queue", async () => {
    const registered = await fetch(`${open.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: 'metered@afrimedia.test',
        password: 'Str0ng-Passw0rd',
        terms_accepted: true,
      }),
    });
    expect(registered.status).toBeLessThan(300);
    expect((await fetch(`${open.url}/api/pages/publication/no-such-publication`)).status).toBe(404);

    const response = await fetch(`${open.url}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    const families = parsePrometheusTextFormat(text);

    const http = family(families, 'http_request_duration_seconds');
    expect(http.type).toBe('HISTOGRAM');
    // The parser folds a histogram's labelled series into one: their label sets are read from the _count lines.
    const series = [...text.matchAll(/^http_request_duration_seconds_count\{(.*)\} (\d+)$/gm)].map(
      ([, labels]) => labels,
    );
    expect(series).toContain(`method="POST",route="/api/auth/register",status="${registered.status}"`);
    expect(series).toContain('method="GET",route="/api/pages/publication/:slug",status="404"');
    expect(text).not.toContain('no-such-publication');

    const appended = family(families, 'afrimedia_events_appended_total');
    expect(appended.type).toBe('COUNTER');
    const userEvents = appended.metrics.find((sample) => sample.labels?.category === 'user');
    expect(Number(userEvents?.value)).toBeGreaterThanOrEqual(1);
    expect(family(families, 'afrimedia_event_append_duration_seconds').type).toBe('HISTOGRAM');
    expect(text).toMatch(
      /^afrimedia_event_append_duration_seconds_count\{category="user",outcome="stored"\} [1-9]/m,
    );

    const lag = family(families, 'afrimedia_projection_lag_seconds');
    expect(lag.type).toBe('GAUGE');
    expect(lag.metrics.map((sample) => sample.labels?.projection)).toContain('accounts');
    for (const sample of lag.metrics) expect(Number(sample.value)).toBeGreaterThanOrEqual(0);
    expect(family(families, 'afrimedia_encoder_queue_tasks').metrics[0]?.value).toBe('0');
    expect(family(families, 'process_resident_memory_bytes').type).toBe('GAUGE');
  });

  it('refuses, without a token, a client the proxy relays from elsewhere', async () => {
    const relayed = await fetch(`${open.url}/metrics`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(relayed.status).toBe(403);
    expect(await relayed.text()).not.toContain('http_request_duration_seconds');
  });

  it('answers a scraper elsewhere only with the token', async () => {
    expect((await fetch(`${guarded.url}/metrics`)).status).toBe(401);
    const wrong = await fetch(`${guarded.url}/metrics`, { headers: { authorization: 'Bearer not-it' } });
    expect(wrong.status).toBe(401);
    const right = await fetch(`${guarded.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(right.status).toBe(200);
    expect(parsePrometheusTextFormat(await right.text()).length).toBeGreaterThan(0);
  });

  it('answers liveness without asking the database, and readiness once the database and the store answer', async () => {
    const live = await fetch(`${open.url}/api/health/live`);
    expect([live.status, await live.json()]).toEqual([200, { status: 'alive' }]);
    const ready = await fetch(`${open.url}/api/health/ready`);
    expect([ready.status, await ready.json()]).toEqual([200, { status: 'ready', failing: [] }]);
  });
});
