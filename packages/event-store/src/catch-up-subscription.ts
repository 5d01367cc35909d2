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
  /** Longest wait between two looks at the feed when nothing wakes the subscription (undefined: wait for a wake). */
  readonly pollMs?: number;
}

/**
 * A subscription over a feed the store can read from a position: read everything after the last delivered
 * event, then wait until woken (or the poll interval passes) and read again. The handler is awaited, in order.
 */
export function catchUpSubscription(
  source: CatchUpSource,
  from: GlobalPosition,
  handler: EventHandler,
  options: SubscribeOptions = {},
): Subscription {
  let stopped = false;
  let wakeUp: (() => void) | undefined;
  const wake = () => wakeUp?.();
  const unlisten = source.listen(wake);
  const idle = () =>
    new Promise<void>((resolve) => {
      const timer = source.pollMs === undefined ? undefined : setTimeout(resolve, source.pollMs);
      wakeUp = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  const run = (async () => {
    let position = from;
    try {
      while (!stopped) {
        let delivered = 0;
        for await (const event of source.readAll(position, options)) {
          if (stopped) return;
          await handler(event);
          position = event.position;
          delivered += 1;
        }
        if (delivered === 0 && !stopped) await idle();
      }
    } catch (error) {
      if (!stopped) options.onError?.(error);
    } finally {
      unlisten();
    }
  })();

  return {
    async stop() {
      stopped = true;
      wake();
      await run;
    },
  };
}
