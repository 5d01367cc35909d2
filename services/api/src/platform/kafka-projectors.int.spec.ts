import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '@afrimedia/config';
import { kafkaBrokersForTests } from '@afrimedia/event-relay/testing';
import { createTestDatabase, type TestDatabase } from '@afrimedia/postgres/testing';
import { Kafka, logLevel } from 'kafkajs';
import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger.ts';
import { startPlatform, type RunningPlatform } from './platform.ts';

const brokers = kafkaBrokersForTests();

const post = (url: string, body: unknown) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe.skipIf(brokers.length === 0)('the platform with PROJECTOR_SOURCE=kafka', () => {
  const topicPrefix = `kafka-projectors-test-${process.pid}-${Date.now()}`;
  let database: TestDatabase;
  let dataDir: string;
  let platform: RunningPlatform;

  beforeAll(async () => {
    database = await createTestDatabase('kafka_projectors');
    dataDir = mkdtempSync(join(tmpdir(), 'afrimedia-kafka-projectors-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      DATABASE_URL: database.url,
      PERSONAL_DATA_KEY: randomBytes(32).toString('base64'),
      KAFKA_BROKERS: brokers.join(','),
      PROJECTOR_SOURCE: 'kafka',
      // Topics and a group of its own: the broker outlives every run, and a feed names events of one store only.
      KAFKA_TOPIC_PREFIX: topicPrefix,
    });
    platform = await startPlatform(config, {
      logger: createLogger({ level: 'error', pretty: false }),
      webApps: [],
    });
  }, 120_000);

  afterAll(async () => {
    await platform?.stop();
    const admin = new Kafka({ brokers, logLevel: logLevel.NOTHING }).admin();
    await admin.connect();
    const topics = (await admin.listTopics()).filter((topic) => topic.startsWith(`${topicPrefix}.`));
    await admin.deleteTopics({ topics }).catch(() => {});
    await admin.disconnect();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('builds the read models from Kafka: a new account signs in, the personal fields it travelled with sealed opened again', async () => {
    const email = `via-kafka-${process.pid}@afrimedia.test`;
    const password = 'Str0ng-Passw0rd';
    const registered = await post(`${platform.url}/api/auth/register`, {
      email,
      password,
      terms_accepted: true,
      profile: { first_name: 'Nia', last_name: 'Kafka' },
    });
    expect(registered.status).toBe(201);
    const login = await post(`${platform.url}/api/auth/login`, { email, password });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const user = await fetch(`${platform.url}/api/auth/user`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(await user.json()).toMatchObject({ email, first_name: 'Nia', last_name: 'Kafka' });

    // No checkpoint moved by a projector reading the store: every one was moved with a partition's offset.
    const pool = new pg.Pool({ connectionString: database.url, max: 1 });
    try {
      const offsets = await pool.query<{ partitions: string }>(
        `select count(*)::text as partitions from projections.kafka_offsets where group_id like '%.projectors'`,
      );
      expect(Number(offsets.rows[0]!.partitions)).toBeGreaterThan(0);
    } finally {
      await pool.end();
    }

    const families = parsePrometheusTextFormat(await (await fetch(`${platform.url}/metrics`)).text());
    const lagEvents = families.find((family) => family.name === 'afrimedia_projection_lag_events');
    expect(lagEvents?.metrics.find((metric) => metric.labels?.projection === 'accounts')).toBeDefined();
    const relayed = families.find((family) => family.name === 'afrimedia_relay_events');
    const byRelay = Object.fromEntries(
      (relayed?.metrics ?? []).map((metric) => [
        metric.labels?.relay,
        Number((metric as { value: string }).value),
      ]),
    );
    expect(byRelay.projections).toBeGreaterThan(0);
    expect(byRelay.categories).toBeGreaterThan(0);
  });
});
