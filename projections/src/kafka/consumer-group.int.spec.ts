import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { migrateEventRelay, readRelayCheckpoint } from '@afrimedia/event-relay';
import { kafkaBrokersForTests } from '@afrimedia/event-relay/testing';
import { createPostgresEventStore, migrateEventStore, type PostgresEventStore } from '@afrimedia/event-store';
import { createTestDatabase, type TestDatabase } from '@afrimedia/postgres/testing';
import { createReadModelsDb, migrateReadModels, type ReadModels } from '@afrimedia/read-models';
import { Kafka, logLevel } from 'kafkajs';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projections } from '../index.ts';
import { replayProjections } from '../replay/replay.ts';
import { platformMix, type StreamAppend } from '../testing/platform-mix.ts';
import { snapshotReadModels } from '../testing/read-model-snapshot.ts';
import { projectionFeed } from './projection-feed.ts';

const brokers = kafkaBrokersForTests();
const WRITERS = 8;
const AT_LEAST = 100_000;
const testing = resolve(import.meta.dirname, '../testing');

interface Child {
  readonly exited: Promise<number | null>;
  readonly output: string[];
  kill(signal: NodeJS.Signals): void;
}

function run(script: string, args: readonly string[]): Child {
  const child = spawn(process.execPath, ['--import', 'tsx', resolve(testing, script), ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  return { exited, output, kill: (signal) => child.kill(signal) };
}

const until = async (
  condition: () => Promise<boolean>,
  what: string,
  state: () => Promise<unknown> = async () => '',
  timeoutMs = 240_000,
) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`not in time: ${what} ${JSON.stringify(await state())}`);
    await new Promise((wait) => setTimeout(wait, 50));
  }
};

async function append(store: PostgresEventStore, appends: readonly StreamAppend[]) {
  let next = 0;
  await Promise.all(
    Array.from({ length: WRITERS }, async () => {
      while (next < appends.length) {
        const { stream, events } = appends[next++]!;
        await store.append(stream, events, 'any');
      }
    }),
  );
}

describe.skipIf(brokers.length === 0)('projectors as a Kafka consumer group', () => {
  let database: TestDatabase;
  let pool: pg.Pool;
  let store: PostgresEventStore;
  let db: Kysely<ReadModels>;
  const topicPrefix = `consumer-group-test-${process.pid}-${Date.now()}`;
  const feed = projectionFeed(projections, topicPrefix);
  const kafka = new Kafka({ clientId: 'consumer-group-test', brokers, logLevel: logLevel.NOTHING });
  const children: Child[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('consumer_group');
    pool = new pg.Pool({ connectionString: database.url, max: 12 });
    await migrateEventStore(pool);
    db = createReadModelsDb(pool);
    await migrateReadModels(db);
    await migrateEventRelay(pool);
    store = createPostgresEventStore({ pool });
  });

  afterAll(async () => {
    for (const child of children) child.kill('SIGKILL');
    await Promise.all(children.map((child) => child.exited));
    const admin = kafka.admin();
    await admin.connect();
    await admin.deleteTopics({ topics: [feed.topic] }).catch(() => {});
    await admin.disconnect();
    await store?.close();
    await pool?.end();
    await database?.drop();
  });

  /** Events each projection has applied, by its checkpoint (each counted once per commit); none yet without one. */
  const handled = async () => {
    const rows = await db.selectFrom('projections.checkpoints').select(['name', 'events_handled']).execute();
    const counts = new Map(projections.map(({ name }) => [name, 0]));
    for (const row of rows) counts.set(row.name, Number(row.events_handled));
    return counts;
  };

  /** Events of the store each projection handles: what it must have applied, each once. */
  const due = async () => {
    const counts = new Map<string, number>();
    for (const projection of projections) {
      const result = await pool.query<{ count: string }>(
        'select count(*)::text as count from event_store.events where type = any($1::text[])',
        [projection.canHandle],
      );
      counts.set(projection.name, Number(result.rows[0]!.count));
    }
    return counts;
  };

  it(`applies ${AT_LEAST}+ events written by ${WRITERS} writers with two workers, one killed and restarted, and the relay killed mid-publish, as a single rebuild from the store does`, async () => {
    const appends = platformMix({ users: 4_000, engagements: 96_000 });
    const total = appends.reduce((sum, { events }) => sum + events.length, 0);
    expect(total).toBeGreaterThanOrEqual(AT_LEAST);
    const relayArgs = [database.url, brokers.join(','), topicPrefix, '500'];
    const workerArgs = [database.url, brokers.join(','), topicPrefix, `${topicPrefix}-projectors`];

    const writing = append(store, appends);
    const firstRelay = run('run-projection-feed-relay.ts', relayArgs);
    children.push(firstRelay);
    const [a, b] = [run('run-kafka-projectors.ts', workerArgs), run('run-kafka-projectors.ts', workerArgs)];
    children.push(a, b);

    // The relay dies having published part of the feed, while the writers are still at work.
    await until(
      async () => (await readRelayCheckpoint(pool, feed.topic)).commit > 0n,
      'first relay publishes',
    );
    firstRelay.kill('SIGKILL');
    expect(await firstRelay.exited).toBeNull();
    const relayedAtKill = await readRelayCheckpoint(pool, feed.topic);
    // As if every checkpoint it wrote had been lost after the broker acknowledged: the next relay sends all of that
    // again, and the workers must drop each repeated message.
    await pool.query('delete from relay.checkpoints where name = $1', [feed.topic]);
    await writing;
    const head = await store.headPosition();
    expect(relayedAtKill.commit).toBeLessThan(head.commit);

    const secondRelay = run('run-projection-feed-relay.ts', relayArgs);
    children.push(secondRelay);
    const owed = await due();
    const owedInAll = [...owed.values()].reduce((sum, count) => sum + count, 0);

    // One worker dies with about a third of the work applied, and starts again.
    const appliedInAll = async () => [...(await handled()).values()].reduce((sum, count) => sum + count, 0);
    await until(async () => (await appliedInAll()) >= owedInAll / 3, 'a third applied');
    a.kill('SIGKILL');
    expect(await a.exited).toBeNull();
    const appliedAtKill = await appliedInAll();
    const restarted = run('run-kafka-projectors.ts', workerArgs);
    children.push(restarted);

    expect(await secondRelay.exited, secondRelay.output.join('')).toBe(0);
    await until(
      async () => {
        const now = await handled();
        return [...owed].every(([name, count]) => (now.get(name) ?? 0) >= count);
      },
      'every projection applied its events',
      async () => ({
        handled: Object.fromEntries(await handled()),
        owed: Object.fromEntries(owed),
        workers: [b, restarted].map((worker) => worker.output.join('').slice(-3_000)),
      }),
    );
    // Each applied once: a checkpoint counting past its due would have applied a message twice.
    expect(await handled()).toEqual(owed);
    const fromKafka = await snapshotReadModels(pool);

    const admin = kafka.admin();
    await admin.connect();
    const published = (await admin.fetchTopicOffsets(feed.topic)).reduce(
      (sum, partition) => sum + Number(partition.high),
      0,
    );
    await admin.disconnect();
    expect(published).toBeGreaterThan(owedInAll);

    for (const worker of [b, restarted]) worker.kill('SIGTERM');
    expect(await Promise.all([b.exited, restarted.exited])).toEqual([0, 0]);
    const rebuilt = await replayProjections({ store, db, projections });
    expect(rebuilt.applied).toBe(owedInAll);
    expect(await snapshotReadModels(pool)).toEqual(fromKafka);
    console.log(
      `consumer group: ${total} events written by ${WRITERS} writers; relay killed at ${relayedAtKill.commit} of ${head.commit} (commit positions); ` +
        `${published} messages on ${feed.projections.length} partitions for ${owedInAll} due (${published - owedInAll} sent twice, dropped); ` +
        `worker killed with ${appliedAtKill} of ${owedInAll} applied; single rebuild ${rebuilt.eventsPerSecond} events/s`,
    );
  }, 600_000);
});
