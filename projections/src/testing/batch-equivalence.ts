import type { DomainEvent } from '@afrimedia/domain';
import { createTestDatabase } from '@afrimedia/postgres/testing';
import { createReadModelsDb, migrateReadModels } from '@afrimedia/read-models';
import fc from 'fast-check';
import pg from 'pg';
import { expect } from 'vitest';
import type { ProjectedEvent } from '../runtime/projected-event.ts';
import type { Projection } from '../runtime/projection.ts';
import { snapshotReadModels } from './read-model-snapshot.ts';

function projected(events: readonly DomainEvent[]): ProjectedEvent[] {
  return events.map((event, n) => ({
    id: `00000000-0000-4000-8000-${String(n + 1).padStart(12, '0')}`,
    stream: 'test-stream',
    version: BigInt(n),
    position: { commit: BigInt(n + 1), prepare: BigInt(n + 1) },
    recordedAt: new Date(Date.UTC(2026, 10, 22, 10, 0, n)),
    event,
  }));
}

/**
 * The property every batch handler keeps: any sequence of events, cut into batches anywhere, leaves the same rows
 * as the same events applied one at a time, each in a transaction of its own.
 */
export async function expectBatchesToMatchOneByOne(
  projection: Projection,
  sequences: fc.Arbitrary<DomainEvent[]>,
  numRuns = 40,
): Promise<void> {
  const database = await createTestDatabase(`${projection.name}-batches`);
  const pool = new pg.Pool({ connectionString: database.url, max: 2 });
  const db = createReadModelsDb(pool);
  try {
    await migrateReadModels(db);
    const rowsAfter = async (batches: ProjectedEvent[][]) => {
      await db.transaction().execute((trx) => projection.truncate(trx));
      for (const batch of batches) await db.transaction().execute((trx) => projection.handle(trx, batch));
      return snapshotReadModels(pool);
    };
    await fc.assert(
      fc.asyncProperty(sequences, fc.array(fc.integer({ min: 1, max: 12 })), async (events, cuts) => {
        const feed = projected(events);
        const oneByOne = await rowsAfter(feed.map((event) => [event]));
        const batches: ProjectedEvent[][] = [];
        for (let start = 0, cut = 0; start < feed.length; cut += 1) {
          const size = cuts.length > 0 ? cuts[cut % cuts.length]! : feed.length;
          batches.push(feed.slice(start, start + size));
          start += size;
        }
        expect(await rowsAfter(batches)).toEqual(oneByOne);
      }),
      { numRuns },
    );
  } finally {
    await db.destroy();
    await database.drop();
  }
}
