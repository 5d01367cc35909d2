import { comparePositions, isInFeed, type EventStore, type GlobalPosition } from '@afrimedia/event-store';
import { isDatabaseUnavailable } from '@afrimedia/postgres/unavailable';
import type { ReadModels } from '@afrimedia/read-models';
import type { Kysely } from 'kysely';
import { readCheckpoint, recordProjectionError } from './checkpoints.ts';
import { CheckpointMoved, runFeedPass } from './feed-pass.ts';
import { ProjectionBlocked, type BlockingEvent } from './projection-blocked.ts';
import type { Projection } from './projection.ts';

export interface ProjectorStatus {
  readonly name: string;
  readonly position: GlobalPosition;
  readonly eventsHandled: bigint;
  readonly caughtUp: boolean;
  /** How long the oldest event not yet applied has waited; 0 when caught up. */
  readonly lagMs: number;
  /** How many events of its feed it has not applied yet, where the feed can tell (a Kafka partition can). */
  readonly lagEvents?: number;
  readonly lastError: string | null;
  /** The event the projection failed to apply, while it fails on it. */
  readonly blockedOn: BlockingEvent | null;
}

export interface RunningProjector {
  status(): ProjectorStatus;
  /** Resolves once the projector has applied every event committed before the call. */
  caughtUp(): Promise<void>;
  /**
   * Events it handles were just appended by this process: look at the feed now rather than after the idle pause,
   * and look again soon after if they are not in the feed yet (older transactions can hold it back a moment).
   */
  nudge(): void;
  /** Finishes the batch under way (or abandons it uncommitted) and stops. */
  stop(): Promise<void>;
}

export interface ProjectorOptions {
  readonly store: EventStore;
  readonly db: Kysely<ReadModels>;
  readonly projection: Projection;
  readonly batchSize?: number;
  /** Pause between two looks at the feed once caught up. */
  readonly idleMs?: number;
  /** The pause instead, for `idleMs` after a nudge: a nudged event the feed did not deliver yet comes soon. */
  readonly nudgedIdleMs?: number;
  /**
   * Pause before retrying after a failed batch; doubles up to a minute, or up to a few seconds while the database
   * is unreachable, so the projector resumes soon after it comes back.
   */
  readonly retryMs?: number;
  readonly clock?: () => number;
  readonly onError?: (error: unknown) => void;
  /** Called once a batch and its checkpoint have committed: a reader waiting for them may look now. */
  readonly onBatchCommitted?: (projection: string, position: GlobalPosition) => void;
}

const MAX_RETRY_MS = 60_000;
const MAX_UNAVAILABLE_RETRY_MS = 2_000;

/**
 * Applies the feed to one projection in batches; each batch's rows and the checkpoint commit in one transaction,
 * so a crash at any point neither loses nor repeats an event.
 */
export function startProjector(options: ProjectorOptions): RunningProjector {
  const { store, db, projection } = options;
  const batchSize = options.batchSize ?? 500;
  const idleMs = options.idleMs ?? 100;
  const nudgedIdleMs = options.nudgedIdleMs ?? 5;
  const clock = options.clock ?? Date.now;
  let stopped = false;
  let wake: (() => void) | undefined;
  // A nudge that comes while a pass runs is kept, so the pass after it starts at once: that pass may have read the
  // feed before the nudged events were in it.
  let nudged = false;
  let lastNudge = Number.NEGATIVE_INFINITY;
  let passesStarted = 0;
  let waiters: Array<{ afterPass: number; resolve: () => void }> = [];
  // The feed holds none of the projection's events between `checkpoint` and `to`: the last pass read that far. An
  // idle projection whose last event is far back would otherwise read the whole feed after it on every look, and
  // the feed never changes below its settled position, so this stays true for as long as the checkpoint does.
  let scanned: { checkpoint: GlobalPosition; to: GlobalPosition } | undefined;
  let state: ProjectorStatus = {
    name: projection.name,
    position: { commit: 0n, prepare: 0n },
    eventsHandled: 0n,
    caughtUp: false,
    lagMs: 0,
    lastError: null,
    blockedOn: null,
  };

  /** A nudge ends an idle pause, never a pause before retrying a failed batch. */
  let pausedIdle = false;
  const pause = (ms: number, idle: boolean) =>
    new Promise<void>((resolve) => {
      if (idle && nudged) return resolve();
      pausedIdle = idle;
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  /** One pass over the feed from the checkpoint; true when it found nothing left to apply. */
  async function catchUp(): Promise<boolean> {
    const checkpoint = await readCheckpoint(db, projection.name);
    state = { ...state, position: checkpoint.position, eventsHandled: checkpoint.eventsHandled };
    const settled = await store.settledPosition();
    const readFrom =
      scanned && comparePositions(scanned.checkpoint, checkpoint.position) === 0 ? scanned.to : undefined;
    const applied = await runFeedPass({
      store,
      db,
      projections: [projection],
      batchSize,
      ...(readFrom ? { readFrom } : {}),
      shouldStop: () => stopped,
      onBatchStart: (oldest) => {
        state = { ...state, caughtUp: false, lagMs: Math.max(0, clock() - oldest.recordedAt.getTime()) };
      },
      onBatchCommitted: (_projection, position, size) => {
        state = { ...state, position, eventsHandled: state.eventsHandled + BigInt(size) };
        options.onBatchCommitted?.(projection.name, position);
      },
    });
    if (!stopped) scanned = { checkpoint: state.position, to: settled };
    return applied === 0 && !stopped;
  }

  const loop = (async () => {
    let retryMs = options.retryMs ?? 500;
    while (!stopped) {
      try {
        const pass = ++passesStarted;
        nudged = false;
        const idle = await catchUp();
        retryMs = options.retryMs ?? 500;
        if (idle) {
          state = { ...state, caughtUp: true, lagMs: 0, lastError: null, blockedOn: null };
          const done = waiters.filter((waiter) => pass > waiter.afterPass);
          waiters = waiters.filter((waiter) => pass <= waiter.afterPass);
          for (const waiter of done) waiter.resolve();
          await pause(Date.now() - lastNudge < idleMs ? nudgedIdleMs : idleMs, true);
        }
      } catch (error) {
        // Another runner of this projection (a rebuild) moved its checkpoint: this runner's batch was rolled back
        // and nothing failed; it reads the checkpoint again and carries on.
        if (error instanceof CheckpointMoved) continue;
        const message = error instanceof Error ? error.message : String(error);
        const blockedOn = error instanceof ProjectionBlocked ? error.event : null;
        state = { ...state, caughtUp: false, lastError: message, blockedOn };
        options.onError?.(error);
        await recordProjectionError(db, projection.name, message, blockedOn?.position ?? null).catch(
          () => {},
        );
        await pause(retryMs, false);
        retryMs = Math.min(
          retryMs * 2,
          isDatabaseUnavailable(error) ? MAX_UNAVAILABLE_RETRY_MS : MAX_RETRY_MS,
        );
      }
    }
  })();

  return {
    status: () => state,
    async caughtUp() {
      // Every event committed before this call is at or before the head. Once the feed delivers the head, a pass
      // that starts afterwards applies everything up to it. (The feed can lag the head while older transactions,
      // such as other projectors' batches, are still open.)
      const head = await store.headPosition();
      while (!stopped && !(await isInFeed(store, head)))
        await new Promise((resolve) => setTimeout(resolve, 10));
      await new Promise<void>((resolve) => {
        if (stopped) return resolve();
        waiters.push({ afterPass: passesStarted, resolve });
        wake?.();
      });
    },
    nudge() {
      nudged = true;
      lastNudge = Date.now();
      if (pausedIdle) wake?.();
    },
    async stop() {
      stopped = true;
      wake?.();
      for (const waiter of waiters.splice(0)) waiter.resolve();
      await loop;
    },
  };
}
