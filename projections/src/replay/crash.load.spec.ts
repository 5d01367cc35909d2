import { spawn } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { resolve } from 'node:path';
import {
  createPostgresEventStore,
  migrateEventStore,
  type NewEvent,
  type PostgresEventStore,
} from '@afrimedia/event-store';
import { createTestDatabase, type TestDatabase } from '@afrimedia/postgres/testing';
import { createReadModelsDb, migrateReadModels, type ReadModels } from '@afrimedia/read-models';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsProjection } from '../accounts/accounts.projection.ts';
import { readCheckpoint } from '../runtime/checkpoints.ts';
import { snapshotReadModels } from '../testing/read-model-snapshot.ts';
import { replayProjection } from './replay.ts';
import { testEvent } from '@afrimedia/event-store/testing';

const USERS = 5_000;
const EVENTS_PER_USER = 10;
const TOTAL = USERS * EVENTS_PER_USER;
const KILLS = 4;
const runner = resolve(import.meta.dirname, '../testing/run-projector.ts');

const newEvent = (type: string, data: unknown) => testEvent(type, data, { actorId: 'crash-test' });

/** A user's life in 10 events the accounts projection cares about. */
function lifeOf(userId: string, n: number): NewEvent[] {
  const at = '2026-11-22T12:00:00.000Z';
  const languages = ['en', 'fr', 'ar', 'es'];
  return [
    newEvent('UserRegistered', {
      userId,
      role: 'reader',
      language: 'en',
      passwordHash: 'x',
      termsAcceptedAt: at,
      registeredAt: at,
      personal: { email: `${userId}@example.org`, firstName: `User ${n}` },
    }),
    newEvent('EmailVerified', { userId, verifiedAt: at }),
    ...Array.from({ length: 5 }, (_, i) =>
      newEvent('LanguageChanged', { userId, language: languages[(n + i) % 4] }),
    ),
    newEvent('ProfileUpdated', {
      userId,
      personal: { phone: `+22177${String(n).padStart(7, '0')}` },
      updatedAt: at,
    }),
    newEvent('AuthorApplicationSubmitted', {
      authorId: userId,
      expertiseTitle: 'Writer and reporter',
      aboutMe: 'x'.repeat(60),
      submittedAt: at,
    }),
    n % 3 === 0
      ? newEvent('AuthorValidated', { authorId: userId, validatedBy: 'admin', validatedAt: at })
      : newEvent('AccountDeactivated', { userId, deactivatedAt: at }),
  ];
}

function runProjectorProcess(url: string): { exited: Promise<number | null>; kill: () => void } {
  const child = spawn(process.execPath, ['--import', 'tsx', runner, url, 'accounts', '250'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  return { exited, kill: () => child.kill('SIGKILL') };
}

describe('a projector killed mid-batch', () => {
  let database: TestDatabase;
  let pool: pg.Pool;
  let store: PostgresEventStore;
  let db: Kysely<ReadModels>;

  beforeAll(async () => {
    database = await createTestDatabase('crash');
    pool = new pg.Pool({ connectionString: database.url, max: 10 });
    await migrateEventStore(pool);
    db = createReadModelsDb(pool);
    await migrateReadModels(db);
    store = createPostgresEventStore({ pool });
    let next = 0;
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (next < USERS) {
          const n = next++;
          const userId = `user-${String(n).padStart(5, '0')}`;
          await store.append(`user-${userId}`, lifeOf(userId, n), 'no_stream');
        }
      }),
    );
  }, 300_000);

  afterAll(async () => {
    await store.close();
    await pool.end();
    await database.drop();
  });

  it(`ends, after ${KILLS} SIGKILLs, with read models equal to a clean rebuild of ${TOTAL} events`, async () => {
    const handledAtKill: bigint[] = [];
    for (let kill = 0; kill < KILLS; kill += 1) {
      const process = runProjectorProcess(database.url);
      // Spread the kills over the run: each one at a random point in the first half of the next fifth.
      // The randomness is in events, not in time: a batched projector runs through a fifth in well
      // under a second, so a random delay after the threshold could let it finish before the kill.
      const fifth = TOTAL / (KILLS + 1);
      const threshold = BigInt(Math.round(kill * fifth + fifth + randomInt(0, fifth / 2)));
      while ((await readCheckpoint(db, 'accounts')).eventsHandled < threshold) {
        await new Promise((wait) => setTimeout(wait, 5));
      }
      await new Promise((wait) => setTimeout(wait, randomInt(0, 10)));
      process.kill();
      expect(await process.exited).toBeNull();
      handledAtKill.push((await readCheckpoint(db, 'accounts')).eventsHandled);
    }
    const last = runProjectorProcess(database.url);
    expect(await last.exited).toBe(0);

    // Killed while work remained: otherwise the test proved nothing.
    expect(handledAtKill.every((handled) => handled > 0n && handled < BigInt(TOTAL))).toBe(true);
    expect((await readCheckpoint(db, 'accounts')).eventsHandled).toBe(BigInt(TOTAL));
    const afterCrashes = await snapshotReadModels(pool);
    expect(afterCrashes['accounts.users']).toHaveLength(USERS);

    const rebuilt = await replayProjection({ store, db, projection: accountsProjection });
    expect(rebuilt.applied).toBe(TOTAL);
    expect(await snapshotReadModels(pool)).toEqual(afterCrashes);
    console.log(
      `crash test: checkpoints at the kills ${handledAtKill.join(', ')} of ${TOTAL}; rebuild ${rebuilt.eventsPerSecond} events/s`,
    );
  }, 600_000);
});
