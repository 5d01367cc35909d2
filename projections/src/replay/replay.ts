import type { EventStore } from '@afrimedia/event-store';
import type { ReadModels } from '@afrimedia/read-models';
import type { Kysely } from 'kysely';
import { resetCheckpoint } from '../runtime/checkpoints.ts';
import { CheckpointMoved, runFeedPass } from '../runtime/feed-pass.ts';
import type { Projection } from '../runtime/projection.ts';

export interface ReplayProgress {
  /** The projections being rebuilt, by name, comma-separated. */
  readonly projection: string;
  /** Events applied so far, all projections together. */
  readonly applied: number;
  readonly elapsedMs: number;
}

export interface ReplayResult extends ReplayProgress {
  readonly eventsPerSecond: number;
}

export interface ReplayOptions {
  store: EventStore;
  db: Kysely<ReadModels>;
  batchSize?: number;
  onProgress?: (progress: ReplayProgress) => void;
  clock?: () => number;
}

/**
 * Drops the projections' rows and checkpoints and rebuilds them from the start of the feed, read once for all of
 * them. The drop and the reset commit together, so a replay stopped half-way resumes like any projector from
 * where each projection got to.
 */
export async function replayProjections(
  options: ReplayOptions & { projections: readonly Projection[] },
): Promise<ReplayResult> {
  const { store, db, projections } = options;
  const clock = options.clock ?? performance.now.bind(performance);
  const name = projections.map((projection) => projection.name).join(', ');
  const started = clock();
  await db.transaction().execute(async (trx) => {
    for (const projection of projections) {
      await projection.truncate(trx);
      await resetCheckpoint(trx, projection.name);
    }
  });
  let applied = 0;
  for (;;) {
    let pass: number;
    try {
      pass = await runFeedPass({
        store,
        db,
        projections,
        batchSize: options.batchSize ?? 2_000,
        onBatchCommitted: (_projection, _position, size) => {
          applied += size;
          options.onProgress?.({ projection: name, applied, elapsedMs: clock() - started });
        },
      });
    } catch (error) {
      // A projector running beside the rebuild committed a batch first: this batch was rolled back, and the next
      // pass goes on from where that projector got to, as the projector itself does when the rebuild gets there first.
      if (error instanceof CheckpointMoved) continue;
      throw error;
    }
    if (pass === 0) break;
  }
  const elapsedMs = clock() - started;
  return {
    projection: name,
    applied,
    elapsedMs,
    eventsPerSecond: elapsedMs > 0 ? Math.round((applied * 1000) / elapsedMs) : applied,
  };
}

/** Drops one projection and rebuilds it from the start of the feed. */
export function replayProjection(options: ReplayOptions & { projection: Projection }): Promise<ReplayResult> {
  return replayProjections({ ...options, projections: [options.projection] });
}
