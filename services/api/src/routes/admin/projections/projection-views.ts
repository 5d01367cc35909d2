import type { EventStore, GlobalPosition } from '@afrimedia/event-store';
import type { Projection } from '@afrimedia/projections';
import type { ApiDb } from '../../../storage/api-db.ts';

export interface ProjectionRecord {
  /** The projection's name, as `npm run replay -- <name>` takes it. */
  readonly id: string;
  /** The feed position (`commit/prepare`) of the last event applied; `0/0` before the first. */
  readonly position: string;
  /** Events of the types it handles recorded after its position: what it still has to apply. */
  readonly lag: number;
  readonly eventsHandled: number;
  readonly lastError: string | null;
  /** The feed position of the event it fails on, while it does: the event browser's id of that event. */
  readonly blockedEventPosition: string | null;
  readonly updatedAt: string | null;
}

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
  db: ApiDb,
  store: EventStore,
  projections: readonly Projection[],
): Promise<ProjectionRecord[]> {
  const checkpoints = new Map(
    (await db.selectFrom('projections.checkpoints').selectAll().execute()).map((row) => [row.name, row]),
  );
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
