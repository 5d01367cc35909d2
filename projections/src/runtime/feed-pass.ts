import { upcastEvent } from '@afrimedia/domain';
import type { EventStore, GlobalPosition, RecordedEvent } from '@afrimedia/event-store';
import { isDatabaseUnavailable } from '@afrimedia/postgres/unavailable';
import type { ReadModels } from '@afrimedia/read-models';
import type { Kysely } from 'kysely';
import { advanceCheckpoint, readCheckpoint } from './checkpoints.ts';
import type { ProjectedEvent } from './projected-event.ts';
import { ProjectionBlocked } from './projection-blocked.ts';
import type { Projection } from './projection.ts';

export interface FeedPassOptions {
  readonly store: EventStore;
  readonly db: Kysely<ReadModels>;
  readonly projection: Projection;
  readonly batchSize: number;
  readonly shouldStop?: () => boolean;
  /** A batch is about to be applied; `oldest` is its first event. */
  readonly onBatchStart?: (oldest: RecordedEvent) => void;
  readonly onBatchCommitted?: (position: GlobalPosition, size: number) => void;
}

export class CheckpointMoved extends Error {
  constructor(name: string) {
    super(`the checkpoint of ${name} moved under this runner; its batch was rolled back`);
    this.name = 'CheckpointMoved';
  }
}

/** The projection's own code failed, as opposed to the checkpoint or the connection around it. */
class HandlerFailed extends Error {
  constructor(override readonly cause: unknown) {
    super('the projection handler failed', { cause });
  }
}

/**
 * Reads the feed from the projection's checkpoint to its current end and applies it in batches; each batch's
 * rows and the checkpoint commit in one transaction, so a crash at any point neither loses nor repeats an event.
 * Returns how many events it applied (0: the projection was caught up). An event the projection cannot apply
 * stops the pass with a ProjectionBlocked naming it, once the events before it are applied.
 */
export async function runFeedPass(options: FeedPassOptions): Promise<number> {
  const { store, db, projection, batchSize } = options;
  let position = (await readCheckpoint(db, projection.name)).position;
  let applied = 0;
  let batch: ProjectedEvent[] = [];

  const commit = async (events: readonly ProjectedEvent[]) => {
    const last = events.at(-1)!;
    const from = position;
    await db.transaction().execute(async (trx) => {
      try {
        await projection.handle(trx, events);
      } catch (error) {
        throw new HandlerFailed(error);
      }
      if (!(await advanceCheckpoint(trx, projection.name, from, last.position, events.length))) {
        throw new CheckpointMoved(projection.name);
      }
    });
    position = last.position;
    applied += events.length;
    options.onBatchCommitted?.(position, events.length);
  };

  // A batch the handler refuses is applied again one event at a time: the events before the faulty one are kept,
  // and the error names the event the projection is blocked on. A lost database blocks on no event in particular.
  const apply = async (events: readonly ProjectedEvent[]): Promise<void> => {
    try {
      await commit(events);
    } catch (error) {
      if (!(error instanceof HandlerFailed)) throw error;
      if (isDatabaseUnavailable(error.cause)) throw error.cause;
      const [only] = events;
      if (only && events.length === 1) {
        throw new ProjectionBlocked(projection.name, { ...only, type: only.event.type }, error.cause);
      }
      for (const event of events) await apply([event]);
    }
  };

  const flush = async () => {
    const events = batch;
    batch = [];
    await apply(events);
  };

  for await (const recorded of store.readAll(position, { batchSize, types: [...projection.canHandle] })) {
    if (options.shouldStop?.()) return applied;
    if (batch.length === 0) options.onBatchStart?.(recorded);
    let projected: ProjectedEvent;
    try {
      projected = toProjected(recorded);
    } catch (error) {
      if (batch.length > 0) await flush();
      throw new ProjectionBlocked(projection.name, recorded, error);
    }
    batch.push(projected);
    if (batch.length >= batchSize) await flush();
  }
  if (batch.length > 0) await flush();
  return applied;
}

function toProjected(recorded: RecordedEvent): ProjectedEvent {
  const { id, stream, version, position, recordedAt, type, data, metadata } = recorded;
  return {
    id,
    stream,
    version,
    position,
    recordedAt,
    event: upcastEvent(type, metadata.schemaVersion, data),
  };
}
