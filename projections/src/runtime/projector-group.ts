import type { EventStore, GlobalPosition } from '@afrimedia/event-store';
import type { ReadModels } from '@afrimedia/read-models';
import type { Kysely } from 'kysely';
import type { Projection } from './projection.ts';
import { startProjector, type ProjectorStatus, type RunningProjector } from './projector.ts';

export interface ProjectorGroup {
  statuses(): ProjectorStatus[];
  caughtUp(): Promise<void>;
  /** Events that these projections handle were just appended here: they look at the feed now. */
  nudge(projections: Iterable<string>): void;
  stop(): Promise<void>;
}

/** Runs several projections side by side, each on its own checkpoint. */
export function startProjectorGroup(options: {
  store: EventStore;
  db: Kysely<ReadModels>;
  projections: readonly Projection[];
  onError?: (projection: string, error: unknown) => void;
  onBatchCommitted?: (projection: string, position: GlobalPosition) => void;
}): ProjectorGroup {
  const running = new Map<string, RunningProjector>();
  for (const projection of options.projections)
    running.set(
      projection.name,
      startProjector({
        store: options.store,
        db: options.db,
        projection,
        onError: (error) => options.onError?.(projection.name, error),
        ...(options.onBatchCommitted ? { onBatchCommitted: options.onBatchCommitted } : {}),
      }),
    );
  const all = () => [...running.values()];
  return {
    statuses: () => all().map((projector) => projector.status()),
    caughtUp: async () => {
      await Promise.all(all().map((projector) => projector.caughtUp()));
    },
    nudge: (projections) => {
      for (const name of projections) running.get(name)?.nudge();
    },
    stop: async () => {
      await Promise.all(all().map((projector) => projector.stop()));
    },
  };
}
