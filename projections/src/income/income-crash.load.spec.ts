import { spawn } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { resolve } from 'node:path';
import { createPostgresEventStore, migrateEventStore, type PostgresEventStore } from '@afrimedia/event-store';
import { createTestDatabase, type TestDatabase } from '@afrimedia/postgres/testing';
import { createReadModelsDb, migrateReadModels, type ReadModels } from '@afrimedia/read-models';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replayProjection } from '../replay/replay.ts';
import { readCheckpoint } from '../runtime/checkpoints.ts';
import { snapshotReadModels } from '../testing/read-model-snapshot.ts';
import { incomeHistory } from './income-history.ts';
import { incomeProjection } from './income.projection.ts';

const KILLS = 4;
const runner = resolve(import.meta.dirname, '../testing/run-projector.ts');

function runProjectorProcess(url: string): { exited: Promise<number | null>; kill: () => void } {
  const child = spawn(process.execPath, ['--import', 'tsx', runner, url, 'income', '250'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  return { exited, kill: () => child.kill('SIGKILL') };
}

describe('the income projector killed mid-batch', () => {
  let database: TestDatabase;
  let pool: pg.Pool;
  let store: PostgresEventStore;
  let db: Kysely<ReadModels>;
  let total = 0;

  beforeAll(async () => {
    database = await createTestDatabase('income-crash');
    pool = new pg.Pool({ connectionString: database.url, max: 10 });
    await migrateEventStore(pool);
    db = createReadModelsDb(pool);
    await migrateReadModels(db);
    store = createPostgresEventStore({ pool });
    for (const step of incomeHistory({ authors: 50, readers: 2_000, events: 60_000, rateCards: 3 })) {
      let next = 0;
      await Promise.all(
        Array.from({ length: 8 }, async () => {
          while (next < step.length) {
            const { stream, events } = step[next++]!;
            await store.append(stream, events, 'any');
            total += events.filter(({ type }) => incomeProjection.canHandle.includes(type)).length;
          }
        }),
      );
    }
  }, 300_000);

  afterAll(async () => {
    await store.close();
    await pool.end();
    await database.drop();
  });

  it(`ends, after ${KILLS} SIGKILLs, with the ledger and statements of a clean rebuild`, async () => {
    const handledAtKill: bigint[] = [];
    for (let kill = 0; kill < KILLS; kill += 1) {
      const process = runProjectorProcess(database.url);
      // Each kill at a random point in the first half of the next fifth of the events, counted in events rather
      // than time, so the projector cannot finish before it.
      const fifth = total / (KILLS + 1);
      const threshold = BigInt(Math.round(kill * fifth + fifth + randomInt(0, Math.floor(fifth / 2))));
      while ((await readCheckpoint(db, 'income')).eventsHandled < threshold) {
        await new Promise((wait) => setTimeout(wait, 5));
      }
      await new Promise((wait) => setTimeout(wait, randomInt(0, 10)));
      process.kill();
      expect(await process.exited).toBeNull();
      handledAtKill.push((await readCheckpoint(db, 'income')).eventsHandled);
    }
    const last = runProjectorProcess(database.url);
    expect(await last.exited).toBe(0);

    expect(handledAtKill.every((handled) => handled > 0n && handled < BigInt(total))).toBe(true);
    expect((await readCheckpoint(db, 'income')).eventsHandled).toBe(BigInt(total));
    const afterCrashes = await snapshotReadModels(pool);
    expect(afterCrashes['income.statements']?.length).toBeGreaterThan(0);

    const rebuilt = await replayProjection({ store, db, projection: incomeProjection });
    expect(rebuilt.applied).toBe(total);
    const clean = await snapshotReadModels(pool);
    expect(clean['income.ledger']).toEqual(afterCrashes['income.ledger']);
    expect(clean['income.statements']).toEqual(afterCrashes['income.statements']);
    expect(clean).toEqual(afterCrashes);
    console.log(`income crash test: checkpoints at the kills ${handledAtKill.join(', ')} of ${total}`);
  }, 600_000);
});
