import { randomInt, randomUUID } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '@afrimedia/postgres/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { START, WrongExpectedVersion, type NewEvent, type RecordedEvent } from '../event-store.ts';
import { createPostgresEventStore, type PostgresEventStore } from './postgres-event-store.ts';
import { migrateEventStore } from './schema.ts';
import { testEvent } from '../testing/new-events.ts';

const WRITERS = 16;
const TOTAL_EVENTS = 20_000;
const STREAMS = 200;

const newEvent = (stream: string, n: number): NewEvent =>
  testEvent('Counted', { stream, n }, { actorId: 'writer' });

describe('the PostgreSQL feed under concurrent writers', () => {
  let database: TestDatabase;
  const pools: pg.Pool[] = [];
  const stores: PostgresEventStore[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('concurrency');
    for (let i = 0; i <= WRITERS; i += 1) {
      const pool = new pg.Pool({ connectionString: database.url, max: 2 });
      // The last test kills every connection; idle clients then report it here instead of crashing the run.
      pool.on('error', () => {});
      pools.push(pool);
      stores.push(createPostgresEventStore({ pool, pollMs: 20 }));
    }
    await migrateEventStore(pools[0]!);
  });

  afterAll(async () => {
    for (const store of stores) await store.close();
    for (const pool of pools) await pool.end();
    await database.drop();
  });

  it(`gives a live subscriber each of ${TOTAL_EVENTS} events from ${WRITERS} writers exactly once, in stream order`, async () => {
    const [readerStore, ...writerStores] = stores;
    const seen = new Map<string, number>();
    const lastVersion = new Map<string, bigint>();
    const outOfOrder: string[] = [];
    let delivered = 0;
    const subscription = readerStore!.subscribeAll(START, (event: RecordedEvent) => {
      delivered += 1;
      seen.set(event.id, (seen.get(event.id) ?? 0) + 1);
      const previous = lastVersion.get(event.stream) ?? -1n;
      if (event.version !== previous + 1n)
        outOfOrder.push(`${event.stream}: ${previous} then ${event.version}`);
      lastVersion.set(event.stream, event.version);
    });

    const started = Date.now();
    const written: string[] = [];
    let remaining = TOTAL_EVENTS;
    let conflicts = 0;
    await Promise.all(
      writerStores.map(async (store) => {
        while (remaining > 0) {
          const size = Math.min(remaining, randomInt(1, 11));
          remaining -= size;
          const stream = `counter-${randomInt(STREAMS)}`;
          for (;;) {
            const current = await lastStoredVersion(store, stream);
            const events = Array.from({ length: size }, (_, n) => newEvent(stream, n));
            try {
              await store.append(stream, events, current ?? 'no_stream');
              written.push(...events.map((event) => event.id));
              break;
            } catch (error) {
              if (!(error instanceof WrongExpectedVersion)) throw error;
              conflicts += 1;
            }
          }
        }
      }),
    );

    const deadline = Date.now() + 30_000;
    while (delivered < written.length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    await new Promise((r) => setTimeout(r, 200));
    await subscription.stop();

    expect(written.length).toBe(TOTAL_EVENTS);
    expect(written.filter((id) => seen.get(id) !== 1)).toEqual([]);
    expect(delivered).toBe(TOTAL_EVENTS);
    expect(outOfOrder).toEqual([]);
    console.log(
      `concurrency: ${TOTAL_EVENTS} events, ${WRITERS} writers, ${conflicts} version conflicts retried, ` +
        `${Date.now() - started} ms`,
    );
  });

  it('holds back events behind a transaction still open, then delivers both, never skipping the late one', async () => {
    const [readerStore, writerStore] = stores;
    const tail = await lastPosition(readerStore!);
    const seen: string[] = [];
    const subscription = readerStore!.subscribeAll(tail, (event) => void seen.push(event.id));

    const slow = await pools[2]!.connect();
    const lateId = randomUUID();
    await slow.query('begin');
    await slow.query(
      `insert into event_store.events (event_id, stream, version, type, data, metadata)
       values ($1, $2, 0, 'Slow', '{}', $3)`,
      [lateId, `slow-${randomUUID()}`, JSON.stringify(newEvent('x', 0).metadata)],
    );
    const quick = newEvent(`quick-${randomUUID()}`, 0);
    await writerStore!.append(`quick-${randomUUID()}`, [quick], 'no_stream');
    await new Promise((r) => setTimeout(r, 300));
    expect(seen).toEqual([]);

    await slow.query('commit');
    slow.release();
    const deadline = Date.now() + 5_000;
    while (seen.length < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    await subscription.stop();
    expect(seen).toEqual([lateId, quick.id]);
  });

  it('keeps a live subscription going through failing reads and dropped connections', async () => {
    const [readerStore, writerStore] = stores;
    const tail = await lastPosition(readerStore!);
    const seen: string[] = [];
    const errors: unknown[] = [];
    const subscription = readerStore!.subscribeAll(tail, (event) => void seen.push(event.id), {
      onError: (error) => errors.push(error),
    });
    const s = `survivor-${randomUUID()}`;
    const before = newEvent(s, 0);
    await writerStore!.append(s, [before], 'no_stream');
    const deadline = Date.now() + 5_000;
    while (seen.length < 1 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));

    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    // Reads fail for a while (as while a server restarts)...
    await admin.query('alter table event_store.events rename to events_away');
    await new Promise((r) => setTimeout(r, 400));
    await admin.query('alter table event_store.events_away rename to events');
    // ...then every connection is dropped, the LISTEN one included.
    const killed = await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()`,
    );
    await admin.end();
    expect(killed.rowCount).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 100));

    const after = newEvent(s, 1);
    await writerStore!.append(s, [after], 0n);
    while (seen.length < 2 && Date.now() < deadline + 10_000) await new Promise((r) => setTimeout(r, 10));
    await subscription.stop();
    expect(errors).toEqual([]);
    expect(seen).toEqual([before.id, after.id]);
  });
});

async function lastStoredVersion(store: PostgresEventStore, stream: string): Promise<bigint | undefined> {
  let version: bigint | undefined;
  for await (const event of store.readStream(stream)) version = event.version;
  return version;
}

async function lastPosition(store: PostgresEventStore) {
  let position = START;
  for await (const event of store.readAll(START)) position = event.position;
  return position;
}
