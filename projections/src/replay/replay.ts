import type { EventStore } from '@afrimedia/event-store';
import type { ReadModels } from '@afrimedia/read-models';
import type { Kysely } from 'kysely';
import { resetCheckpoint } from '../runtime/checkpoints.ts';
import { runFeedPass } from '../runtime/feed-pass.ts';
import type { Projection } from '../runtime/projection.ts';

export interface ReplayProgress {
  readonly projection: string;
  readonly applied: number;
  readonly elapsedMs: number;
}

export interface ReplayResult extends ReplayProgress {
  readonly eventsPerSecond: number;
}

/**
 * Drops a projection's rows and checkpoint and rebuilds it from the start of the feed. The drop and the reset
 * commit together, so a replay stopped half-way resumes like any projector from where it got to.
 */
export async function replayProjection(options: {
  store: EventStore;
  db: Kysely<ReadModels>;
  projection: Projection;
  batchSize?: number;
  onProgress?: (progress: ReplayProgress) => void;
  clock?: () => number;
}): Promise<ReplayResult> {
  const { store, db, projection } = options;
  const clock = options.clock ?? performance.now.bind(performance);
  const started = clock();
  await db.transaction().execute(async (trx) => {
    await projection.truncate(trx);
    await resetCheckpoint(trx, projection.name);
  });
  let applied = 0;
  for (;;) {
    const pass = await runFeedPass({
      store,
      db,
      projection,
      batchSize: options.batchSize ?? 1_000,
      onBatchCommitted: (_position, size) => {
        applied += size;
        options.onProgress?.({ projection: projection.name, applied, elapsedMs: clock() - started });
      },
    });
    if (pass === 0) break;
  }
  const elapsedMs = clock() - started;
  return {
    projection: projection.name,
    applied,
    elapsedMs,
    eventsPerSecond: elapsedMs > 0 ? Math.round((applied * 1000) / elapsedMs) : applied,
  };
}
