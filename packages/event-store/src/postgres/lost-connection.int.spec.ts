import { randomUUID } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '@afrimedia/postgres/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewEvent } from '../event-store.ts';
import { createPostgresEventStore, type PostgresEventStore } from './postgres-event-store.ts';
import { migrateEventStore } from './schema.ts';

/** The first key of the store's per-stream advisory locks. */
const STREAM_LOCK_CLASS = 7_244_772;

function registered(): NewEvent {
  return {
    id: randomUUID(),
    type: 'LanguageChanged',
    data: { userId: 'u', language: 'fr' },
    metadata: {
      correlationId: randomUUID(),
      causationId: randomUUID(),
      actorId: 'u',
      occurredAt: '2026-11-22T12:00:00.000Z',
      schemaVersion: 1,
    },
  };
}

describe('the PostgreSQL event store losing a connection', () => {
  let database: TestDatabase;
  let pool: pg.Pool;
  let store: PostgresEventStore;
  const uncaught: unknown[] = [];
  const recordUncaught = (error: unknown) => void uncaught.push(error);

  beforeAll(async () => {
    process.on('uncaughtException', recordUncaught);
    database = await createTestDatabase('lost_connection');
    // A bare pool, as a caller may give: it listens to its idle connections only.
    pool = new pg.Pool({ connectionString: database.url, max: 4 });
    pool.on('error', () => {});
    await migrateEventStore(pool);
    store = createPostgresEventStore({ pool });
  });

  afterAll(async () => {
    await store.close();
    await pool.end();
    await database.drop();
    process.removeListener('uncaughtException', recordUncaught);
  });

  it('fails the append whose connection dies mid-transaction, and nothing else', async () => {
    const holder = new pg.Client({ connectionString: database.url });
    await holder.connect();
    try {
      // The append waits on its stream's lock, inside its transaction, until its session is terminated.
      await holder.query('select pg_advisory_lock($1, hashtext($2))', [STREAM_LOCK_CLASS, 'user-lost']);
      const append = store.append('user-lost', [registered()], 'any').then(
        () => undefined,
        (error: unknown) => error,
      );
      let waiting: number | undefined;
      while (waiting === undefined) {
        const found = await holder.query<{ pid: number }>(
          `select pid from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock' and wait_event = 'advisory'`,
        );
        waiting = found.rows[0]?.pid;
      }
      await holder.query('select pg_terminate_backend($1)', [waiting]);
      expect(await append).toMatchObject({ code: '57P01' });
      await holder.query('select pg_advisory_unlock($1, hashtext($2))', [STREAM_LOCK_CLASS, 'user-lost']);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(uncaught).toEqual([]);
      await expect(store.append('user-lost', [registered()], 'any')).resolves.toMatchObject({
        nextVersion: 0n,
      });
    } finally {
      await holder.end();
    }
  });
});
