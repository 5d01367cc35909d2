import type { AdminProjectionRecord } from '@afrimedia/contracts';
import type { EventStore, GlobalPosition } from '@afrimedia/event-store';
import type { Projection } from '@afrimedia/projections';
import { adminQueries, type ReadModels } from '@afrimedia/read-models';
import type { Kysely } from 'kysely';

async function lagAfter(
  store: EventStore,
  projection: Projection,
  position: GlobalPosition,
): Promise<number> {
  let lag = 0;
  for await (const _event of store.readAll(position, { types: projection.canHandle, batchSize: 1_000 }))
    lag += 1;
  return lag;
}

/** Every projection the platform runs, with its checkpoint and how far behind the feed it is. */
export async function projectionRecords(
  db: Kysely<ReadModels>,
  store: EventStore,
  projections: readonly Projection[],
): Promise<AdminProjectionRecord[]> {
  const checkpoints = await adminQueries.projectionCheckpoints(db);
  return Promise.all(
    projections.map(async (projection) => {
      const row = checkpoints.get(projection.name);
      const position = {
        commit: BigInt(row?.commit_position ?? 0),
        prepare: BigInt(row?.prepare_position ?? 0),
      };
      return {
        id: projection.name,
        position: `${position.commit}/${position.prepare}`,
        lag: await lagAfter(store, projection, position),
        eventsHandled: Number(row?.events_handled ?? 0),
        lastError: row?.last_error ?? null,
        blockedEventPosition: row?.blocked_event_position ?? null,
        updatedAt: row?.updated_at.toISOString() ?? null,
      };
    }),
  );
}
