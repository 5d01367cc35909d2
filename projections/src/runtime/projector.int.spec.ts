import {
  comparePositions,
  createPostgresEventStore,
  migrateEventStore,
  type EventStore,
  type GlobalPosition,
  type PostgresEventStore,
  type ReadAllOptions,
  type RecordedEvent,
} from '@afrimedia/event-store';
import { languageChanged } from '@afrimedia/event-store/testing';
import { createTestDatabase, type TestDatabase } from '@afrimedia/postgres/testing';
import { createReadModelsDb, migrateReadModels, type ReadModels } from '@afrimedia/read-models';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCheckpoint } from './checkpoints.ts';
import { ProjectionBlocked } from './projection-blocked.ts';
import type { Projection } from './projection.ts';
import { startProjector } from './projector.ts';

/** Counts language changes per user: enough to see every event applied exactly once. */
function countingProjection(name: string, failOn?: string): Projection {
  return {
    name,
    canHandle: ['LanguageChanged'],
    async handle(trx, events) {
      for (const { event } of events) {
        if (event.type !== 'LanguageChanged') continue;
        if (event.data.language === failOn) throw new Error(`cannot handle ${failOn}`);
        await trx
          .insertInto('accounts.users')
          .values({
            user_id: `${name}:${event.data.userId}`,
            email: String(1),
            role: 'reader',
            verification_status: null,
            language: event.data.language,
            first_name: null,
            last_name: null,
            phone: null,
            country: null,
            avatar: null,
            default_publication_slug: null,
            registered_at: new Date(),
          })
          .onConflict((conflict) =>
            conflict.column('user_id').doUpdateSet(() => ({
              email: sql<string>`accounts.users.email || '|1'`,
            })),
          )
          .execute();
      }
    },
    async truncate(trx) {
      await trx.deleteFrom('accounts.users').where('user_id', 'like', `${name}:%`).execute();
    },
  };
}

describe('the projector runtime', () => {
  let database: TestDatabase;
  let pool: pg.Pool;
  let store: PostgresEventStore;
  let db: Kysely<ReadModels>;

  beforeAll(async () => {
    database = await createTestDatabase('projector');
    pool = new pg.Pool({ connectionString: database.url, max: 10 });
    await migrateEventStore(pool);
    db = createReadModelsDb(pool);
    await migrateReadModels(db);
    store = createPostgresEventStore({ pool, pollMs: 20 });
  });

  afterAll(async () => {
    await store.close();
    await pool.end();
    await database.drop();
  });

  const applied = async (name: string, userId: string) => {
    const row = await db
      .selectFrom('accounts.users')
      .select('email')
      .where('user_id', '=', `${name}:${userId}`)
      .executeTakeFirst();
    return row ? row.email.split('|').length : 0;
  };

  it('applies every event once in batches, then follows new ones, and resumes from its checkpoint', async () => {
    for (let i = 0; i < 25; i += 1) await store.append('user-a', [languageChanged('a', 'fr')], 'any');
    const projector = startProjector({
      store,
      db,
      projection: countingProjection('count'),
      batchSize: 10,
      idleMs: 20,
    });
    await projector.caughtUp();
    expect(await applied('count', 'a')).toBe(25);
    await store.append('user-a', [languageChanged('a', 'es'), languageChanged('a', 'ar')], 'any');
    await projector.caughtUp();
    expect(await applied('count', 'a')).toBe(27);
    expect(projector.status()).toMatchObject({
      caughtUp: true,
      lagMs: 0,
      eventsHandled: 27n,
      lastError: null,
      blockedOn: null,
    });
    await projector.stop();

    await store.append('user-a', [languageChanged('a', 'en')], 'any');
    const again = startProjector({
      store,
      db,
      projection: countingProjection('count'),
      batchSize: 10,
      idleMs: 20,
    });
    await again.caughtUp();
    await again.stop();
    expect(await applied('count', 'a')).toBe(28);
    expect((await readCheckpoint(db, 'count')).eventsHandled).toBe(28n);
  });

  it('looks at the feed at once when nudged, instead of after its idle pause', async () => {
    const projector = startProjector({
      store,
      db,
      projection: countingProjection('nudged'),
      idleMs: 60_000,
    });
    await projector.caughtUp();
    await store.append('user-n', [languageChanged('n', 'fr')], 'any');
    projector.nudge();
    await expect.poll(() => applied('nudged', 'n'), { timeout: 5_000, interval: 20 }).toBe(1);
    await projector.stop();
  });

  it('keeps the events before a failing one, stays on it naming it, records the error, and retries', async () => {
    const [before, poison, after] = [
      languageChanged('b', 'fr'),
      languageChanged('b', 'xx'),
      languageChanged('b', 'es'),
    ];
    await store.append('user-b', [before, poison, after], 'any');
    const stored = new Map<string, RecordedEvent>();
    for await (const event of store.readStream('user-b')) stored.set(event.id, event);
    const { commit, prepare } = stored.get(poison.id)!.position;
    const position = `${commit}/${prepare}`;
    const errors: unknown[] = [];
    const projector = startProjector({
      store,
      db,
      projection: countingProjection('failing', 'xx'),
      idleMs: 20,
      retryMs: 20,
      onError: (error) => errors.push(error),
    });
    while (errors.length < 2) await new Promise((resolve) => setTimeout(resolve, 10));
    await projector.stop();

    const expected = `failing is blocked on LanguageChanged ${poison.id} (stream user-b, position ${position}): cannot handle xx`;
    expect(errors[0]).toBeInstanceOf(ProjectionBlocked);
    expect((errors[0] as Error).message).toBe(expected);
    expect(projector.status()).toMatchObject({
      lastError: expected,
      caughtUp: false,
      blockedOn: { id: poison.id, type: 'LanguageChanged', stream: 'user-b', position },
    });
    // The event before the poison is applied (its batch is retried one event at a time); nothing at or after it.
    expect(await applied('failing', 'b')).toBe(1);
    expect(await readCheckpoint(db, 'failing')).toMatchObject({
      position: stored.get(before.id)!.position,
      lastError: expected,
    });
  });

  it('does not read again, once idle, the part of the feed after its last event that holds none of its own', async () => {
    await store.append('user-d', [languageChanged('d', 'fr')], 'any');
    // Events of another type it never handles, after its own.
    for (let i = 0; i < 20; i += 1)
      await store.append(`other-${i}`, [{ ...languageChanged('x', 'fr'), type: 'SomethingElse' }], 'any');
    const starts: GlobalPosition[] = [];
    const watched: EventStore = Object.create(store, {
      readAll: {
        value: (from: GlobalPosition, options?: ReadAllOptions) => {
          // The projection's own reads name its types; `caughtUp` also asks where the feed's head is.
          if (options?.types) starts.push(from);
          return store.readAll(from, options);
        },
      },
    });
    const projector = startProjector({
      store: watched,
      db,
      projection: countingProjection('idle'),
      idleMs: 20,
    });
    await projector.caughtUp();
    const lastOwn = (await readCheckpoint(db, 'idle')).position;
    starts.length = 0;
    await projector.caughtUp();
    await projector.caughtUp();
    const head = await store.headPosition();
    // Every look after the first starts past the other events, not at its checkpoint.
    expect(starts.length).toBeGreaterThan(0);

    expect(
      starts.every((from) => comparePositions(from, head) >= 0 && comparePositions(from, lastOwn) > 0),
    ).toBe(true);
    await store.append('user-d', [languageChanged('d', 'es')], 'any');
    await projector.caughtUp();
    await projector.stop();
    expect(await applied('idle', 'd')).toBe(2);
  });

  it('lets only one of two runners of the same projection commit a batch', async () => {
    for (let i = 0; i < 50; i += 1) await store.append('user-c', [languageChanged('c', 'fr')], 'any');
    const first = startProjector({
      store,
      db,
      projection: countingProjection('twice'),
      batchSize: 5,
      idleMs: 10,
      retryMs: 10,
    });
    const second = startProjector({
      store,
      db,
      projection: countingProjection('twice'),
      batchSize: 5,
      idleMs: 10,
      retryMs: 10,
    });
    await Promise.all([first.caughtUp(), second.caughtUp()]);
    await Promise.all([first.stop(), second.stop()]);
    expect(await applied('twice', 'c')).toBe(50);
  });
});
