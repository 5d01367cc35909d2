import { comparePositions, type GlobalPosition } from '@afrimedia/event-store';

/**
 * Tells requests waiting for the read models that a projector of this process committed a batch, so they look
 * at the checkpoints at once instead of at their next poll. The platform gives the same one to its projectors
 * (`committed`) and to read-your-writes (`reached`).
 */
export interface ProjectorBatches {
  /** A batch of `projection` and its checkpoint, now at `position`, have committed. */
  readonly committed: (projection: string, position: GlobalPosition) => void;
  /** How many batches have committed so far: the `seen` of `reached`. */
  readonly count: () => number;
  /**
   * Resolves once a batch committed after the `seen`-th one brings one of `targets`' projections to its position
   * (at once if one already has), or after `ms`. Waiters are woken by their own projections only, so a busy
   * projector elsewhere does not make every waiting request read the checkpoints again.
   */
  readonly reached: (seen: number, targets: ReadonlyMap<string, GlobalPosition>, ms: number) => Promise<void>;
}

interface Waiter {
  readonly targets: ReadonlyMap<string, GlobalPosition>;
  readonly wake: () => void;
}

export function projectorBatches(): ProjectorBatches {
  let count = 0;
  const latest = new Map<string, { position: GlobalPosition; batch: number }>();
  const waiters = new Set<Waiter>();
  const reaches = (
    targets: ReadonlyMap<string, GlobalPosition>,
    projection: string,
    position: GlobalPosition,
  ) => {
    const target = targets.get(projection);
    return target !== undefined && comparePositions(position, target) >= 0;
  };
  return {
    committed(projection, position) {
      count += 1;
      latest.set(projection, { position, batch: count });
      for (const waiter of waiters) if (reaches(waiter.targets, projection, position)) waiter.wake();
    },
    count: () => count,
    reached(seen, targets, ms) {
      const already = [...targets.keys()].some((projection) => {
        const last = latest.get(projection);
        return last !== undefined && last.batch > seen && reaches(targets, projection, last.position);
      });
      if (already) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const waiter: Waiter = {
          targets,
          wake: () => {
            clearTimeout(timer);
            waiters.delete(waiter);
            resolve();
          },
        };
        const timer = setTimeout(waiter.wake, ms);
        waiters.add(waiter);
      });
    },
  };
}
