import { execFile } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { createApiDb, migrateApiTables, openPlatformEventStore } from '@afrimedia/api';
import { schemaVersionOf, userStream } from '@afrimedia/domain';
import { kafkaBrokersForTests } from '@afrimedia/event-relay/testing';
import { migrateEventStore } from '@afrimedia/event-store';
import { testEvent } from '@afrimedia/event-store/testing';
import { dropDatabase, ensureDatabase, withDatabase } from '@afrimedia/postgres';
import { postgresServerUrl } from '@afrimedia/postgres/testing';
import { Kafka, logLevel } from 'kafkajs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');
const brokers = kafkaBrokersForTests();
const PERSONAL_DATA_KEY = randomBytes(32).toString('base64');

interface Record_ {
  streamId: string;
  type: string;
  data: { personal?: { email?: string } | null; passwordHash?: string };
}

describe('npm run events', () => {
  const databaseUrl = withDatabase(postgresServerUrl(), `events_cli_${process.pid}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'afrimedia-events-'));
  const people = [randomUUID(), randomUUID()];
  const env = { DATABASE_URL: databaseUrl, PERSONAL_DATA_KEY, DATA_DIR: dataDir, LOG_LEVEL: 'warn' };

  const run = async (args: readonly string[], extra: Record<string, string> = {}) => {
    try {
      const { stdout, stderr } = await promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', 'scripts/events.ts', ...args],
        { cwd: root, env: { ...process.env, ...env, ...extra } },
      );
      return { code: 0, stdout, stderr };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
    }
  };
  const records = (ndjson: string) =>
    ndjson
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => JSON.parse(line) as Record_);

  beforeAll(async () => {
    await ensureDatabase(databaseUrl);
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
    const db = createApiDb(pool);
    await migrateEventStore(pool);
    await migrateApiTables(db);
    const { store } = await openPlatformEventStore(
      { eventStoreUrl: undefined, personalDataKey: PERSONAL_DATA_KEY, dataDir },
      pool,
      db,
    );
    const at = '2026-11-20T10:00:00.000Z';
    for (const [n, userId] of people.entries())
      await store.append(
        userStream(userId),
        [
          testEvent(
            'UserRegistered',
            {
              userId,
              role: 'reader',
              language: 'fr',
              passwordHash: 'not-for-export',
              termsAcceptedAt: at,
              registeredAt: at,
              personal: { email: `person-${n}@example.test`, firstName: `Person ${n}` },
            },
            { schemaVersion: schemaVersionOf('UserRegistered') },
          ),
          testEvent(
            'EmailVerified',
            { userId, verifiedAt: at },
            { schemaVersion: schemaVersionOf('EmailVerified') },
          ),
        ],
        'no_stream',
      );
    await store.close();
    await pool.end();
  }, 60_000);

  afterAll(async () => {
    await dropDatabase(databaseUrl);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('exports the selected events as NDJSON in feed order, personal fields shown or left out, secrets never', async () => {
    const all = await run(['export']);
    expect(all.code, all.stderr).toBe(0);
    expect(records(all.stdout).map((record) => record.type)).toEqual([
      // The store's own: the platform's ring of personal-data keys exists (the keys themselves are never events).
      'PersonalKeyRingCreated',
      'UserRegistered',
      'EmailVerified',
      'UserRegistered',
      'EmailVerified',
    ]);
    expect(all.stderr).toContain('5 events exported');
    const registered = records(all.stdout)[1]!;
    expect(registered.data.personal).toMatchObject({ email: 'person-0@example.test' });
    expect(all.stdout).not.toContain('not-for-export');

    const oneType = await run(['export', '--type', 'UserRegistered', '--no-personal']);
    expect(records(oneType.stdout).map((record) => [record.type, record.data.personal])).toEqual([
      ['UserRegistered', null],
      ['UserRegistered', null],
    ]);
    expect(oneType.stdout).not.toContain('@example.test');

    const out = join(dataDir, 'one-stream.ndjson');
    const oneStream = await run(['export', '--stream', userStream(people[1]!), '--out', out]);
    expect(oneStream.stdout).toBe('');
    expect(records(readFileSync(out, 'utf8')).map((record) => record.streamId)).toEqual([
      userStream(people[1]!),
      userStream(people[1]!),
    ]);

    expect(records((await run(['export', '--from', '2026-11-20', '--to', '2000-01-01'])).stdout)).toEqual([]);
    expect(records((await run(['export', '--from', '2100-01-01'])).stdout)).toEqual([]);
  }, 120_000);

  it('refuses a wrong command, date or missing broker with its message and exit code 2', async () => {
    const wrongDate = await run(['export', '--from', 'yesterday']);
    expect([wrongDate.code, wrongDate.stderr.trim()]).toEqual([
      2,
      '--from must be a date or an instant (2026-11-01, 2026-11-01T12:00:00Z)',
    ]);
    expect((await run(['import'])).code).toBe(2);
    expect((await run(['replay'])).stderr).toContain('replay needs --to-kafka');
    const noBroker = await run(['replay', '--to-kafka'], { KAFKA_BROKERS: '' });
    expect([noBroker.code, noBroker.stderr.trim()]).toEqual([2, 'replay --to-kafka needs KAFKA_BROKERS']);
  }, 60_000);

  it.skipIf(brokers.length === 0)(
    "sends a range again to its categories' topics, keyed and headed as the relay sends it, personal fields sealed",
    async () => {
      const prefix = `events-cli-test-${process.pid}-${Date.now()}`;
      const sent = await run(['replay', '--to-kafka', '--type', 'UserRegistered'], {
        KAFKA_BROKERS: brokers.join(','),
        KAFKA_TOPIC_PREFIX: prefix,
      });
      expect(sent.code, sent.stderr).toBe(0);
      expect(sent.stderr).toContain('2 events sent again to Kafka');
      const kafka = new Kafka({ brokers, logLevel: logLevel.NOTHING });
      const consumer = kafka.consumer({ groupId: `${prefix}-reader` });
      const received: { key: string; type: string; value: string }[] = [];
      await consumer.connect();
      await consumer.subscribe({ topic: `${prefix}.user`, fromBeginning: true });
      await consumer.run({
        eachMessage: async ({ message }) => {
          received.push({
            key: String(message.key),
            type: String(message.headers?.['event-type']),
            value: String(message.value),
          });
        },
      });
      const deadline = Date.now() + 30_000;
      while (received.length < 2 && Date.now() < deadline) await new Promise((wait) => setTimeout(wait, 100));
      await consumer.disconnect();
      const admin = kafka.admin();
      await admin.connect();
      await admin.deleteTopics({ topics: [`${prefix}.user`] }).catch(() => {});
      await admin.disconnect();
      // Each person's stream goes to its key's partition: in order per stream, in no order across them.
      expect(received.map(({ key, type }) => [key, type]).sort()).toEqual(
        people.map((id) => [userStream(id), 'UserRegistered']).sort(),
      );
      expect(
        received.every(({ value }) => value.includes('personalSealed') && !value.includes('@example.test')),
      ).toBe(true);
    },
    120_000,
  );
});
