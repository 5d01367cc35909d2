import { comparePositions, type GlobalPosition } from '@afrimedia/event-store';
import type { Projection } from '@afrimedia/projections';
import type { Logger } from '../logger.ts';
import type { ApiDb } from '../storage/api-db.ts';
import type { ProjectorBatches } from './projector-batches.ts';

/** How often the checkpoints are read when nothing tells of a projector's batch. */
const POLL_MS = 15;
/**
 * The poll left when this process's projectors tell of each batch: only projectors running elsewhere (another
 * process, a rebuild) move a checkpoint unannounced, and those are rare enough to wait this long for.
 */
const ANNOUNCED_POLL_MS = 200;

export interface ReadYourWritesOptions {
  /** How long a command waits for the read models before answering anyway. Default 5 s. */
  readonly timeoutMs?: number;
  /** The batches of the projectors this process runs: a wait looks again as soon as one of its own commits. */
  readonly batches?: ProjectorBatches;
  /** How often the checkpoints are read besides. Default 15 ms, or 200 ms when `batches` tells of each batch. */
  readonly pollMs?: number;
  /** Tells this process's projectors that events they handle were appended, so they need not wait for their poll. */
  readonly nudge?: (projections: Iterable<string>) => void;
}

export interface Appended {
  readonly type: string;
  readonly position: GlobalPosition;
}

/** A projection that had not applied the appended events it handles when the wait ended. */
export interface LateProjection {
  readonly projection: string;
  /** Where its checkpoint stood (`commit/prepare`; none: it never committed a batch). */
  readonly checkpoint: string | null;
  /** The position it had to reach. */
  readonly awaited: string;
}

export interface ReadYourWritesTimeout {
  readonly late: readonly LateProjection[];
  readonly waitedMs: number;
}

export interface ReadYourWrites {
  /**
   * Waits until each projection has applied the last of `appended` that it handles, so the answer to a command and
   * the next query agree (a reader who registers can sign in at once). A projection is never awaited past its own
   * events: its checkpoint only moves on the events it handles. Past `timeoutMs` it gives up and tells `onTimeout`
   * which projections were late: the events are stored and the read models will follow; only freshness is lost,
   * never data. False when it gave up.
   */
  (appended: readonly Appended[], onTimeout?: (timeout: ReadYourWritesTimeout) => void): Promise<boolean>;
  /** Wakes the projectors that handle `appended` and returns at once: for answers that need no read model. */
  readonly nudge: (appended: readonly Appended[]) => void;
}

export function readYourWrites(
  db: ApiDb,
  projections: readonly Projection[],
  options: ReadYourWritesOptions = {},
): ReadYourWrites {
  const { timeoutMs = 5_000, batches } = options;
  const pollMs = options.pollMs ?? (batches ? ANNOUNCED_POLL_MS : POLL_MS);
  /** Per projection that handles some of `appended`, the position of the last of them. */
  const targetsOf = (appended: readonly Appended[]) => {
    const targets = new Map<string, GlobalPosition>();
    for (const projection of projections) {
      const handled = appended.filter((event) => projection.canHandle.includes(event.type));
      const last = handled.at(-1);
      if (last) targets.set(projection.name, last.position);
    }
    return targets;
  };
  const nudge = (appended: readonly Appended[]) => {
    const targets = targetsOf(appended);
    if (targets.size > 0) options.nudge?.(targets.keys());
  };
  const wait = async (
    appended: readonly Appended[],
    onTimeout?: (timeout: ReadYourWritesTimeout) => void,
  ): Promise<boolean> => {
    const targets = targetsOf(appended);
    if (targets.size === 0) return true;
    options.nudge?.(targets.keys());
    const started = Date.now();
    for (const deadline = started + timeoutMs; ;) {
      const seen = batches?.count() ?? 0;
      const rows = await db
        .selectFrom('projections.checkpoints')
        .select(['name', 'commit_position', 'prepare_position'])
        .where('name', 'in', [...targets.keys()])
        .execute();
      const checkpoints = new Map(
        rows.map((row) => [
          row.name,
          { commit: BigInt(row.commit_position), prepare: BigInt(row.prepare_position) },
        ]),
      );
      const late = [...targets].filter(([name, target]) => {
        const checkpoint = checkpoints.get(name);
        return checkpoint === undefined || comparePositions(checkpoint, target) < 0;
      });
      if (late.length === 0) return true;
      if (Date.now() > deadline) {
        onTimeout?.({
          late: late.map(([name, target]) => {
            const checkpoint = checkpoints.get(name);
            return {
              projection: name,
              checkpoint: checkpoint ? positionText(checkpoint) : null,
              awaited: positionText(target),
            };
          }),
          waitedMs: Date.now() - started,
        });
        return false;
      }
      const pause = Math.max(0, Math.min(pollMs, deadline + 1 - Date.now()));
      await (batches
        ? batches.reached(seen, new Map(late), pause)
        : new Promise((resolve) => setTimeout(resolve, pause)));
    }
  };
  return Object.assign(wait, { nudge });
}

/** A timed-out wait, logged as a warning that names the projections the answer did not wait for. */
export function warnLateReadModels(log: Pick<Logger, 'warn'> | undefined, stream: string) {
  return ({ late, waitedMs }: ReadYourWritesTimeout): void => {
    const names = late.map((lag) => lag.projection).join(', ');
    log?.warn(
      { stream, late, waitedMs },
      `read-your-writes wait timed out after ${waitedMs} ms (${names} not caught up); answered anyway`,
    );
  };
}

function positionText(position: GlobalPosition): string {
  return `${position.commit}/${position.prepare}`;
}
