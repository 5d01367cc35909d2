import type { EventStore, GlobalPosition } from '@afrimedia/event-store';
import type { ReadModels } from '@afrimedia/read-models';
import type { Kysely } from 'kysely';
import type { Projection } from './projection.ts';
import { startProjector, type ProjectorStatus, type RunningProjector } from './projector.ts';

export interface ProjectorGroup {
  statuses(): ProjectorStatus[];
  caughtUp(): Promise<void>;
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
  const running: RunningProjector[] = options.projections.map((projection) =>
    startProjector({
      store: options.store,
      db: options.db,
      projection,
      onError: (error) => options.onError?.(projection.name, error),
      ...(options.onBatchCommitted ? { onBatchCommitted: options.onBatchCommitted } : {}),
    }),
  );
  return {
    statuses: () => running.map((projector) => projector.status()),
    caughtUp: async () => {
      await Promise.all(running.map((projector) => projector.caughtUp()));
    },
    stop: async () => {
      await Promise.all(running.map((projector) => projector.stop()));
    },
  };
}
