import { describe, expect, it } from 'vitest';
import { catchUpSubscription, type CatchUpSource } from './catch-up-subscription.ts';
import { comparePositions, START, type GlobalPosition, type RecordedEvent } from './event-store.ts';

function recorded(n: number): RecordedEvent {
  return {
    id: `event-${n}`,
    stream: 'test-1',
    version: BigInt(n - 1),
    position: { commit: BigInt(n), prepare: BigInt(n) },
    type: 'Happened',
    data: {},
    metadata: { correlationId: 'c', causationId: 'c', actorId: 'a', occurredAt: '', schemaVersion: 1 },
    recordedAt: new Date(0),
  };
}

/** A feed over an array; `afterRead` runs each time a read reaches the end (before the caller sees it end). */
class ArrayFeed implements CatchUpSource {
  readonly log: RecordedEvent[] = [];
  failuresLeft = 0;
  reads = 0;
  afterRead: () => void = () => {};
  private readonly wakers = new Set<() => void>();

  constructor(readonly pollMs?: number) {}

  async *readAll(from: GlobalPosition): AsyncIterable<RecordedEvent> {
    this.reads += 1;
    if (this.failuresLeft > 0) {
      this.failuresLeft -= 1;
      throw new Error('connection lost');
    }
    for (const event of [...this.log]) if (comparePositions(event.position, from) > 0) yield event;
    this.afterRead();
  }

  listen(wake: () => void) {
    this.wakers.add(wake);
    return () => void this.wakers.delete(wake);
  }

  append(event: RecordedEvent) {
    this.log.push(event);
    for (const wake of this.wakers) wake();
  }
}

const waitUntil = async (condition: () => boolean) => {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > 5_000) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
};

describe('catchUpSubscription', () => {
  it('retries failed reads with a backoff and carries on from where it was', async () => {
    const feed = Object.assign(new ArrayFeed(), { readRetries: 3 });
    feed.log.push(recorded(1));
    feed.failuresLeft = 2;
    const seen: string[] = [];
    const errors: unknown[] = [];
    const subscription = catchUpSubscription(feed, START, (event) => void seen.push(event.id), {
      onError: (error) => errors.push(error),
    });
    await waitUntil(() => seen.length === 1);
    feed.append(recorded(2));
    await waitUntil(() => seen.length === 2);
    await subscription.stop();
    expect(seen).toEqual(['event-1', 'event-2']);
    expect(errors).toEqual([]);
  });

  it('gives up after the allowed read retries and reports the error', async () => {
    const feed = Object.assign(new ArrayFeed(), { readRetries: 1 });
    feed.failuresLeft = 5;
    const errors: unknown[] = [];
    const subscription = catchUpSubscription(feed, START, () => {}, {
      onError: (error) => errors.push(error),
    });
    await waitUntil(() => errors.length === 1);
    await subscription.stop();
    expect((errors[0] as Error).message).toBe('connection lost');
    expect(feed.reads).toBe(2);
  });

  it('never loses a wake-up that comes between an empty read and the wait', async () => {
    // No polling at all: only wake-ups make it read again, so a lost one would hang the test.
    const feed = new ArrayFeed(undefined);
    let appended = false;
    feed.afterRead = () => {
      if (appended) return;
      appended = true;
      feed.append(recorded(1));
    };
    const seen: string[] = [];
    const subscription = catchUpSubscription(feed, START, (event) => void seen.push(event.id));
    await waitUntil(() => seen.length === 1);
    await subscription.stop();
  });

  it('looks again soon after going idle, then less and less often', async () => {
    const feed = new ArrayFeed(200);
    const subscription = catchUpSubscription(feed, START, () => {});
    await new Promise((resolve) => setTimeout(resolve, 300));
    await subscription.stop();
    // 10 + 20 + 40 + 80 + 160 ms: about 5 to 6 reads in 300 ms, not 30 (fixed 10 ms) nor 2 (fixed 200 ms).
    expect(feed.reads).toBeGreaterThanOrEqual(4);
    expect(feed.reads).toBeLessThanOrEqual(8);
  });

  it('logs an error nobody listens for instead of swallowing it', async () => {
    const feed = new ArrayFeed();
    feed.log.push(recorded(1));
    const logged: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void logged.push(args);
    try {
      const subscription = catchUpSubscription(feed, START, () => {
        throw new Error('bug');
      });
      await waitUntil(() => logged.length === 1);
      await subscription.stop();
    } finally {
      console.error = original;
    }
  });
});
