import { randomUUID } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '@afrimedia/postgres/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReservationConflict, START, type RecordedEvent } from '../event-store.ts';
import { languageChanged } from '../testing/new-events.ts';
import { createPostgresEventStore, type PostgresEventStore } from './postgres-event-store.ts';
import { migrateEventStore, NOTIFY_CHANNEL } from './schema.ts';

async function versionsOf(store: PostgresEventStore, stream: string): Promise<bigint[]> {
  const versions: bigint[] = [];
  for await (const event of store.readStream(stream)) versions.push(event.version);
  return versions;
}

describe('appending to the PostgreSQL event store in one call', () => {
  let database: TestDatabase;
  let pool: pg.Pool;
  let store: PostgresEventStore;

  beforeAll(async () => {
    database = await createTestDatabase('append_call');
    pool = new pg.Pool({ connectionString: database.url, max: 16 });
    await migrateEventStore(pool);
    store = createPostgresEventStore({ pool });
  });

  afterAll(async () => {
    await store.close();
    await pool.end();
    await database.drop();
  });

  it('keeps a stream gap-free when 16 writers append to it at once', async () => {
    const stream = `user-${randomUUID()}`;
    const results = await Promise.all(
      Array.from({ length: 16 }, async () => {
        const versions: bigint[] = [];
        for (let n = 0; n < 10; n += 1)
          versions.push((await store.append(stream, [languageChanged('u', 'fr')], 'any')).nextVersion);
        return versions;
      }),
    );
    expect(await versionsOf(store, stream)).toEqual(Array.from({ length: 160 }, (_, n) => BigInt(n)));
    expect(new Set(results.flat()).size).toBe(160);
  });

  it('answers a retried append with its first result, even once the stream has moved past it', async () => {
    const stream = `user-${randomUUID()}`;
    await store.append(stream, [languageChanged('u', 'fr')], 'no_stream');
    const batch = [languageChanged('u', 'es'), languageChanged('u', 'ar')];
    const first = await store.append(stream, batch, 0n);
    await store.append(stream, [languageChanged('u', 'en')], 2n);
    expect(await store.append(stream, batch, 0n)).toEqual(first);
    expect(await versionsOf(store, stream)).toEqual([0n, 1n, 2n, 3n]);
  });

  it('names the reservation another stream owns, and takes none of the others', async () => {
    const owner = `user-${randomUUID()}`;
    const taken = { scope: 'email', key: `${randomUUID()}@example.org` };
    const free = { scope: 'email', key: `${randomUUID()}@example.org` };
    const slug = { scope: 'slug', key: randomUUID() };
    await store.append(owner, [languageChanged('u', 'fr')], 'no_stream', { reservations: [taken] });
    const refused = await store
      .append(`user-${randomUUID()}`, [languageChanged('v', 'fr')], 'no_stream', {
        reservations: [free, taken, slug],
      })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ReservationConflict);
    expect(refused).toMatchObject(taken);
    expect(await store.reservationOwner(free)).toBeUndefined();
    expect(await store.reservationOwner(slug)).toBeUndefined();
  });

  it('wakes the subscriptions of another process at once, though they would poll only every minute', async () => {
    const elsewhere = new pg.Pool({ connectionString: database.url, max: 2 });
    const other = createPostgresEventStore({ pool: elsewhere, pollMs: 60_000 });
    try {
      const stream = `user-${randomUUID()}`;
      const seen: RecordedEvent[] = [];
      const subscription = other.subscribeAll(await store.headPosition(), (event) => {
        if (event.stream === stream) seen.push(event);
      });
      // Idle, the subscription looks less and less often: after 3 s its next look is over 2 s away.
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      const appended = await store.append(stream, [languageChanged('u', 'fr')], 'no_stream');
      const started = Date.now();
      while (seen.length === 0 && Date.now() - started < 10_000)
        await new Promise((resolve) => setTimeout(resolve, 5));
      await subscription.stop();
      expect(seen.map((event) => event.position)).toEqual([appended.position]);
      expect(Date.now() - started).toBeLessThan(1_000);
    } finally {
      await other.close();
      await elsewhere.end();
    }
  });

  it('notifies after the last of a burst of appends, though the appends share notifications', async () => {
    const listener = new pg.Client({ connectionString: database.url });
    await listener.connect();
    const prefix = `burst-${randomUUID()}-`;
    let delivered = 0;
    let reads = Promise.resolve();
    // What a woken subscription would read: the events the feed delivers now.
    listener.on('notification', () => {
      reads = reads.then(async () => {
        const feed = await listener.query<{ n: number }>(
          `select count(*)::int as n from event_store.events
            where stream like $1 and transaction_id < pg_snapshot_xmin(pg_current_snapshot())`,
          [`${prefix}%`],
        );
        delivered = Math.max(delivered, feed.rows[0]!.n);
      });
    });
    await listener.query(`listen ${NOTIFY_CHANNEL}`);
    try {
      await Promise.all(
        Array.from({ length: 64 }, (_, n) =>
          store.append(`${prefix}${n}`, [languageChanged('u', 'fr')], 'no_stream'),
        ),
      );
      const started = Date.now();
      while (delivered < 64 && Date.now() - started < 5_000)
        await new Promise((resolve) => setTimeout(resolve, 10));
      await reads;
      expect(delivered).toBe(64);
    } finally {
      await listener.end();
    }
  });

  it('migrates a database made before appends were one call: its streams go on where they stood', async () => {
    const old = await createTestDatabase('append_call_upgrade');
    const oldPool = new pg.Pool({ connectionString: old.url, max: 2 });
    try {
      await migrateEventStore(oldPool);
      await oldPool.query('drop procedure event_store.append');
      const stream = `user-${randomUUID()}`;
      const written = languageChanged('u', 'fr');
      await oldPool.query(
        `insert into event_store.events (event_id, stream, version, type, data, metadata)
         values ($1, $2, 0, $3, $4, $5)`,
        [written.id, stream, written.type, JSON.stringify(written.data), JSON.stringify(written.metadata)],
      );
      await migrateEventStore(oldPool);
      const upgraded = createPostgresEventStore({ pool: oldPool });
      try {
        expect((await upgraded.append(stream, [languageChanged('u', 'es')], 0n)).nextVersion).toBe(1n);
        const feed: string[] = [];
        for await (const event of upgraded.readAll(START)) feed.push(event.stream);
        expect(feed).toEqual([stream, stream]);
      } finally {
        await upgraded.close();
      }
    } finally {
      await oldPool.end();
      await old.drop();
    }
  });
});
