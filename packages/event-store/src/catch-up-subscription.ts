import type {
  EventHandler,
  GlobalPosition,
  ReadAllOptions,
  RecordedEvent,
  SubscribeOptions,
  Subscription,
} from './event-store.ts';

export interface CatchUpSource {
  readAll(from: GlobalPosition, options?: ReadAllOptions): AsyncIterable<RecordedEvent>;
  /** Calls `wake` when new events may have been appended; returns how to stop listening. */
  listen(wake: () => void): () => void;
  /**
   * Longest wait between two looks at the feed when nothing wakes the subscription (undefined: wait for a wake).
   * An idle subscription looks again after `minPollMs`, then doubles the wait up to this.
   */
  readonly pollMs?: number;
  readonly minPollMs?: number;
  /**
   * How many reads in a row may fail (connection lost, server restarting) before the subscription gives up;
   * they are retried after 100 ms, doubling up to 5 s. 0: the first failure is final.
   */
  readonly readRetries?: number;
}

const FIRST_RETRY_MS = 100;
const LAST_RETRY_MS = 5_000;

class HandlerFailed {
  constructor(readonly error: unknown) {}
}

/**
 * A subscription over a feed the store can read from a position: read everything after the last delivered
 * event, then wait until woken (or the poll interval passes) and read again. The handler is awaited, in order,
 * so a slow handler slows the reads (backpressure) instead of piling events up in memory.
 */
export function catchUpSubscription(
  source: CatchUpSource,
  from: GlobalPosition,
  handler: EventHandler,
  options: SubscribeOptions = {},
): Subscription {
  let stopped = false;
  // A wake that comes while the loop reads or runs the handler must not be lost: the next wait returns at once.
  let woken = false;
  let wakeUp: (() => void) | undefined;
  const wake = () => {
    woken = true;
    wakeUp?.();
  };
  const unlisten = source.listen(wake);
  const sleep = (ms: number | undefined) =>
    new Promise<void>((resolve) => {
      if (woken || stopped) return resolve();
      const timer = ms === undefined ? undefined : setTimeout(resolve, ms);
      wakeUp = () => {
        clearTimeout(timer);
        resolve();
      };
    }).finally(() => {
      wakeUp = undefined;
    });

  const minPollMs = Math.min(source.minPollMs ?? 10, source.pollMs ?? Infinity);
  const readRetries = source.readRetries ?? 0;

  const run = (async () => {
    let position = from;
    let idleMs = minPollMs;
    let failures = 0;
    try {
      while (!stopped) {
        woken = false;
        let delivered = 0;
        try {
          for await (const event of source.readAll(position, options)) {
            if (stopped) return;
            try {
              await handler(event);
            } catch (error) {
              throw new HandlerFailed(error);
            }
            position = event.position;
            delivered += 1;
          }
          failures = 0;
        } catch (error) {
          if (error instanceof HandlerFailed || stopped || failures >= readRetries) throw error;
          failures += 1;
          await sleepFor(Math.min(FIRST_RETRY_MS * 2 ** (failures - 1), LAST_RETRY_MS));
          continue;
        }
        if (delivered > 0) {
          idleMs = minPollMs;
          continue;
        }
        if (stopped) return;
        await sleep(source.pollMs === undefined ? undefined : idleMs);
        idleMs = Math.min(idleMs * 2, source.pollMs ?? idleMs);
      }
    } catch (failure) {
      if (stopped) return;
      const error = failure instanceof HandlerFailed ? failure.error : failure;
      if (options.onError) options.onError(error);
      else console.error('event store subscription stopped by an error', error);
    } finally {
      stopped = true;
      unlisten();
    }
  })();

  // A retry wait that stop() can cut short; unlike `sleep` it ignores wake-ups from new appends.
  function sleepFor(ms: number): Promise<void> {
    return new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wakeUp = () => {
        if (!stopped) return;
        clearTimeout(timer);
        resolve();
      };
    }).finally(() => {
      wakeUp = undefined;
    });
  }

  return {
    async stop() {
      stopped = true;
      wakeUp?.();
      await run;
    },
  };
}
