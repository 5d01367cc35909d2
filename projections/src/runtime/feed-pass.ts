import {
  comparePositions,
  type EventStore,
  type GlobalPosition,
  type RecordedEvent,
} from '@afrimedia/event-store';
import { isDatabaseUnavailable } from '@afrimedia/postgres/unavailable';
import type { ReadModels } from '@afrimedia/read-models';
import type { Kysely } from 'kysely';
import { advanceCheckpoint, readCheckpoint } from './checkpoints.ts';
import { toProjected, type ProjectedEvent } from './projected-event.ts';
import { ProjectionBlocked } from './projection-blocked.ts';
import { inProjectionSpan } from './projection-span.ts';
import type { Projection } from './projection.ts';

export interface FeedPassOptions {
  readonly store: EventStore;
  readonly db: Kysely<ReadModels>;
  /** Fed from one read of the feed; each keeps its own checkpoint. */
  readonly projections: readonly Projection[];
  /** Events read from the feed before the projections apply what they got of them. */
  readonly batchSize: number;
  /**
   * Where reading may start instead of the earliest checkpoint, when the runner knows that none of the
   * projections' events lie between the two (it read that part of the feed already).
   */
  readonly readFrom?: GlobalPosition;
  readonly shouldStop?: () => boolean;
  /** A batch is about to be applied; `oldest` is its first event. */
  readonly onBatchStart?: (oldest: RecordedEvent) => void;
  readonly onBatchCommitted?: (projection: string, position: GlobalPosition, size: number) => void;
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

/** One projection's share of the pass: where its checkpoint is, and the events it has to apply next. */
interface Lane {
  readonly projection: Projection;
  readonly handles: ReadonlySet<string>;
  position: GlobalPosition;
  batch: ProjectedEvent[];
  blocked?: ProjectionBlocked;
}

/**
 * Reads the feed once, from the earliest checkpoint of the projections to its current end, and hands each
 * projection, batch by batch, the events it handles past its own checkpoint; each projection's rows and its
 * checkpoint commit in one transaction, so a crash at any point neither loses nor repeats an event for any of
 * them. Returns how many events were applied in all (0: every projection was caught up). A projection that
 * cannot apply an event stops there while the others carry on; the pass then ends with a ProjectionBlocked
 * naming that event, once the events before it are applied.
 */
export async function runFeedPass(options: FeedPassOptions): Promise<number> {
  const { store, db, batchSize } = options;
  const lanes: Lane[] = await Promise.all(
    options.projections.map(async (projection) => ({
      projection,
      handles: new Set(projection.canHandle),
      position: (await readCheckpoint(db, projection.name)).position,
      batch: [],
    })),
  );
  const earliest = lanes
    .map((lane) => lane.position)
    .reduce((first, position) => (comparePositions(position, first) < 0 ? position : first));
  const from =
    options.readFrom && comparePositions(options.readFrom, earliest) > 0 ? options.readFrom : earliest;
  const types = [...new Set(lanes.flatMap((lane) => [...lane.handles]))];
  let applied = 0;
  let read = 0;

  const commit = async (lane: Lane, events: readonly ProjectedEvent[]) => {
    const { projection } = lane;
    const last = events.at(-1)!;
    await inProjectionSpan(projection.name, events, () =>
      db.transaction().execute(async (trx) => {
        try {
          await projection.handle(trx, events);
        } catch (error) {
          throw new HandlerFailed(error);
        }
        if (!(await advanceCheckpoint(trx, projection.name, lane.position, last.position, events.length))) {
          throw new CheckpointMoved(projection.name);
        }
      }),
    );
    lane.position = last.position;
    applied += events.length;
    options.onBatchCommitted?.(projection.name, last.position, events.length);
  };

  // A batch the handler refuses is applied again one event at a time: the events before the faulty one are kept,
  // and the error names the event the projection is blocked on. A lost database blocks on no event in particular.
  const apply = async (lane: Lane, events: readonly ProjectedEvent[]): Promise<void> => {
    try {
      await commit(lane, events);
    } catch (error) {
      if (!(error instanceof HandlerFailed)) throw error;
      if (isDatabaseUnavailable(error.cause)) throw error.cause;
      const [only] = events;
      if (only && events.length === 1) {
        throw new ProjectionBlocked(lane.projection.name, { ...only, type: only.event.type }, error.cause);
      }
      for (const event of events) await apply(lane, [event]);
    }
  };

  const flushLane = async (lane: Lane) => {
    const events = lane.batch;
    lane.batch = [];
    if (events.length === 0) return;
    try {
      await apply(lane, events);
    } catch (error) {
      if (!(error instanceof ProjectionBlocked)) throw error;
      lane.blocked = error;
    }
  };

  // The projections write their batches side by side, each on a connection of its own; a failure is raised once
  // every batch has settled, so none is left running behind it.
  const flush = async (flushed: readonly Lane[]) => {
    const settled = await Promise.allSettled(flushed.map(flushLane));
    const failed = settled.find((outcome) => outcome.status === 'rejected');
    if (failed) throw failed.reason;
  };

  for await (const recorded of store.readAll(from, { batchSize, types })) {
    if (options.shouldStop?.()) return applied;
    const takers = lanes.filter(
      (lane) =>
        !lane.blocked &&
        lane.handles.has(recorded.type) &&
        comparePositions(recorded.position, lane.position) > 0,
    );
    if (takers.length === 0) {
      if (lanes.every((lane) => lane.blocked)) break;
      continue;
    }
    if (read === 0) options.onBatchStart?.(recorded);
    let projected: ProjectedEvent;
    try {
      projected = toProjected(recorded);
    } catch (error) {
      await flush(takers);
      for (const lane of takers)
        lane.blocked ??= new ProjectionBlocked(lane.projection.name, recorded, error);
      continue;
    }
    for (const lane of takers) lane.batch.push(projected);
    read += 1;
    if (read >= batchSize) {
      read = 0;
      await flush(lanes);
    }
  }
  await flush(lanes);
  const blocked = lanes.find((lane) => lane.blocked)?.blocked;
  if (blocked) throw blocked;
  return applied;
}
