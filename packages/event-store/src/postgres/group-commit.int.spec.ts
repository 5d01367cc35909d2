import { randomUUID } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '@afrimedia/postgres/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventIdConflict, ReservationConflict, WrongExpectedVersion } from '../event-store.ts';
import { languageChanged } from '../testing/new-events.ts';
import { createPostgresEventStore, type PostgresEventStore } from './postgres-event-store.ts';
import { migrateEventStore } from './schema.ts';

const rejectionOf = (append: Promise<unknown>) =>
  append.then(
    () => undefined,
    (error: unknown) => error,
  );

/**
 * One commit in flight: the first append goes alone, and those made while it commits leave together, so each test
 * knows which appends share a transaction.
 */
describe('group commit of concurrent appends', () => {
  let database: TestDatabase;
  let pool: pg.Pool;
  let store: PostgresEventStore;

  const transactionsOf = async (streams: readonly string[]) => {
    const result = await pool.query<{ stream: string; transaction: string }>(
      'select stream, transaction_id::text as transaction from event_store.events where stream = any($1)',
      [streams],
    );
    return new Map(result.rows.map((row) => [row.stream, row.transaction]));
  };

  beforeAll(async () => {
    database = await createTestDatabase('group_commit');
    pool = new pg.Pool({ connectionString: database.url, max: 8 });
    await migrateEventStore(pool);
    store = createPostgresEventStore({ pool, groupCommit: { maxInFlight: 1, maxBatch: 32 } });
  });

  afterAll(async () => {
    await store.close();
    await pool.end();
    await database.drop();
  });

  it('commits the appends made while a commit is in flight in one transaction, each at its own position', async () => {
    const streams = Array.from({ length: 9 }, () => `user-${randomUUID()}`);
    const results = await Promise.all(
      streams.map((stream) => store.append(stream, [languageChanged('u', 'fr')], 'no_stream')),
    );
    const transactions = await transactionsOf(streams);
    expect(transactions.get(streams[0]!)).not.toBe(transactions.get(streams[1]!));
    expect(new Set(streams.slice(1).map((stream) => transactions.get(stream))).size).toBe(1);
    expect(results.map((result) => result.nextVersion)).toEqual(streams.map(() => 0n));
    const positions = results.map((result) => result.position.prepare);
    expect(new Set(positions).size).toBe(streams.length);
    const stored = await pool.query<{ position: string }>(
      'select position::text from event_store.events where stream = any($1) order by position',
      [streams],
    );
    expect(stored.rows.map((row) => BigInt(row.position))).toEqual(
      [...positions].sort((x, y) => (x < y ? -1 : 1)),
    );
  });

  it('fails a refused append alone and commits the others of its transaction', async () => {
    const taken = `user-${randomUUID()}`;
    const others = [`user-${randomUUID()}`, `user-${randomUUID()}`];
    const first = store.append(taken, [languageChanged('u', 'fr')], 'no_stream');
    const refused = rejectionOf(store.append(taken, [languageChanged('u', 'es')], 5n));
    const committed = others.map((stream) => store.append(stream, [languageChanged('u', 'ar')], 'no_stream'));
    await first;
    const error = await refused;
    expect(error).toBeInstanceOf(WrongExpectedVersion);
    expect((error as WrongExpectedVersion).actual).toBe(0n);
    await expect(Promise.all(committed)).resolves.toHaveLength(2);
    const versions = [];
    for await (const event of store.readStream(taken)) versions.push(event.version);
    expect(versions).toEqual([0n]);
    const transactions = await transactionsOf(others);
    expect(transactions.get(others[0]!)).toBe(transactions.get(others[1]!));
  });

  it('appends to one stream in the order the appends were made, versions checked one after the other', async () => {
    const stream = `user-${randomUUID()}`;
    const warmUp = store.append(`user-${randomUUID()}`, [languageChanged('u', 'fr')], 'no_stream');
    const appends = [0n, 1n, 2n].map((version, n) =>
      store.append(stream, [languageChanged('u', `l${n}`)], n === 0 ? 'no_stream' : version - 1n),
    );
    const stale = rejectionOf(store.append(stream, [languageChanged('u', 'stale')], 0n));
    await warmUp;
    expect((await Promise.all(appends)).map((result) => result.nextVersion)).toEqual([0n, 1n, 2n]);
    expect(await stale).toBeInstanceOf(WrongExpectedVersion);
  });

  it('answers a retried append as the first time, even when both are in one transaction', async () => {
    const stream = `user-${randomUUID()}`;
    const event = languageChanged('u', 'fr');
    const warmUp = store.append(`user-${randomUUID()}`, [languageChanged('u', 'fr')], 'no_stream');
    const [original, retried] = await Promise.all([
      store.append(stream, [event], 'no_stream'),
      store.append(stream, [event], 'no_stream'),
    ]);
    await warmUp;
    expect(retried).toEqual(original);
  });

  it('goes append by append when a plain batch meets an id stored already, undoing nothing else', async () => {
    const stream = `user-${randomUUID()}`;
    const stored = languageChanged('u', 'fr');
    const first = await store.append(stream, [stored], 'any');
    const others = [`user-${randomUUID()}`, `user-${randomUUID()}`];
    const warmUp = store.append(`user-${randomUUID()}`, [languageChanged('u', 'fr')], 'no_stream');
    const [retried, ...committed] = await Promise.all([
      store.append(stream, [stored], 'any'),
      ...others.map((other) => store.append(other, [languageChanged('u', 'es')], 'any')),
    ]);
    await warmUp;
    expect(retried).toEqual(first);
    expect(committed.map((result) => result.nextVersion)).toEqual([0n, 0n]);
    const transactions = await transactionsOf(others);
    expect(transactions.get(others[0]!)).toBe(transactions.get(others[1]!));
  });

  it('refuses ids stored by another append of the same transaction, and a reservation it took', async () => {
    const event = languageChanged('u', 'fr');
    const key = `reader-${randomUUID()}@example.org`;
    const warmUp = store.append(`user-${randomUUID()}`, [languageChanged('u', 'fr')], 'no_stream');
    const owner = store.append(`user-${randomUUID()}`, [event], 'no_stream', {
      reservations: [{ scope: 'email', key }],
    });
    const sameIds = rejectionOf(store.append(`user-${randomUUID()}`, [event], 'no_stream'));
    const sameKey = rejectionOf(
      store.append(`user-${randomUUID()}`, [languageChanged('u', 'es')], 'no_stream', {
        reservations: [{ scope: 'email', key }],
      }),
    );
    await Promise.all([warmUp, owner]);
    expect(await sameIds).toBeInstanceOf(EventIdConflict);
    expect(await sameKey).toBeInstanceOf(ReservationConflict);
  });
});
