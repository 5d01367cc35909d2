import { upcastEvent } from '@afrimedia/domain';
import type { EventStore, GlobalPosition, RecordedEvent } from '@afrimedia/event-store';
import type { ReadModels } from '@afrimedia/read-models';
import type { Kysely } from 'kysely';
import { advanceCheckpoint, readCheckpoint } from './checkpoints.ts';
import type { ProjectedEvent } from './projected-event.ts';
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

/**
 * Reads the feed from the projection's checkpoint to its current end and applies it in batches; each batch's
 * rows and the checkpoint commit in one transaction, so a crash at any point neither loses nor repeats an event.
 * Returns how many events it applied (0: the projection was caught up).
 */
export async function runFeedPass(options: FeedPassOptions): Promise<number> {
  const { store, db, projection, batchSize } = options;
  let position = (await readCheckpoint(db, projection.name)).position;
  let applied = 0;
  let batch: ProjectedEvent[] = [];

  const commit = async () => {
    const last = batch.at(-1)!;
    const from = position;
    await db.transaction().execute(async (trx) => {
      await projection.handle(trx, batch);
      if (!(await advanceCheckpoint(trx, projection.name, from, last.position, batch.length))) {
        throw new CheckpointMoved(projection.name);
      }
    });
    position = last.position;
    applied += batch.length;
    options.onBatchCommitted?.(position, batch.length);
    batch = [];
  };

  for await (const event of store.readAll(position, { batchSize, types: [...projection.canHandle] })) {
    if (options.shouldStop?.()) return applied;
    if (batch.length === 0) options.onBatchStart?.(event);
    batch.push(toProjected(event));
    if (batch.length >= batchSize) await commit();
  }
  if (batch.length > 0) await commit();
  return applied;
}

function toProjected(recorded: RecordedEvent): ProjectedEvent {
  const { id, stream, position, recordedAt, type, data, metadata } = recorded;
  return { id, stream, position, recordedAt, event: upcastEvent(type, metadata.schemaVersion, data) };
}
