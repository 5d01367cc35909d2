import type { DomainEvent } from '@afrimedia/domain';
import { createTestDatabase } from '@afrimedia/postgres/testing';
import { createReadModelsDb, migrateReadModels, type ReadModels } from '@afrimedia/read-models';
import type { Kysely } from 'kysely';
import pg from 'pg';
import type { ProjectedEvent } from '../runtime/projected-event.ts';
import type { Projection } from '../runtime/projection.ts';

export interface ProjectionHarness {
  readonly db: Kysely<ReadModels>;
  /** Applies the events to the projection in one batch, as the runtime would. */
  given(events: readonly DomainEvent[], options?: { stream?: string; at?: string }): Promise<void>;
  close(): Promise<void>;
}

/** A migrated read-model database of its own and a projection to feed events straight into. */
export async function projectionHarness(projection: Projection): Promise<ProjectionHarness> {
  const database = await createTestDatabase(projection.name);
  const pool = new pg.Pool({ connectionString: database.url, max: 4 });
  const db = createReadModelsDb(pool);
  await migrateReadModels(db);
  let sequence = 0n;
  return {
    db,
    async given(events, options = {}) {
      const projected: ProjectedEvent[] = events.map((event) => {
        sequence += 1n;
        return {
          id: `00000000-0000-4000-8000-${sequence.toString().padStart(12, '0')}`,
          stream: options.stream ?? 'test-stream',
          version: sequence - 1n,
          position: { commit: sequence, prepare: sequence },
          recordedAt: new Date(options.at ?? '2026-11-22T10:00:00.000Z'),
          event,
        };
      });
      await db.transaction().execute((trx) => projection.handle(trx, projected));
    },
    async close() {
      await db.destroy();
      await database.drop();
    },
  };
}
