import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { catchUpSubscription, type CatchUpSource } from './catch-up-subscription.ts';
import {
  comparePositions,
  START,
  type GlobalPosition,
  type RecordedEvent,
  type Subscription,
} from './event-store.ts';

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

/**
 * Fake time: a subscription that lost a wake-up, or never retried, waits for good, so each test lets the clock run
 * for a bounded time and then asserts what must have happened by then, instead of waiting for it to happen.
 */
beforeEach(() => {
  vi.useFakeTimers();
});

const running: Subscription[] = [];

afterEach(async () => {
  await Promise.all(running.splice(0).map((subscription) => subscription.stop()));
  vi.useRealTimers();
});

function subscribe(...args: Parameters<typeof catchUpSubscription>): Subscription {
  const subscription = catchUpSubscription(...args);
  running.push(subscription);
  return subscription;
}

/** Runs the timers due within `ms` of fake time, letting every promise they resolve settle after each. */
const elapse = (ms: number) => vi.advanceTimersByTimeAsync(ms);

describe('catchUpSubscription', () => {
  it('retries failed reads with a backoff and carries on from where it was', async () => {
    const feed = Object.assign(new ArrayFeed(), { readRetries: 3 });
    feed.log.push(recorded(1));
    feed.failuresLeft = 2;
    const seen: string[] = [];
    const errors: unknown[] = [];
    subscribe(feed, START, (event) => void seen.push(event.id), { onError: (error) => errors.push(error) });
    await elapse(100 + 200 - 1);
    expect(seen).toEqual([]);
    await elapse(1);
    expect(seen).toEqual(['event-1']);
    feed.append(recorded(2));
    await elapse(0);
    expect(seen).toEqual(['event-1', 'event-2']);
    expect(errors).toEqual([]);
  });

  it('gives up after the allowed read retries and reports the error', async () => {
    const feed = Object.assign(new ArrayFeed(), { readRetries: 1 });
    feed.failuresLeft = 5;
    const errors: unknown[] = [];
    subscribe(feed, START, () => {}, { onError: (error) => errors.push(error) });
    await elapse(100);
    expect(errors).toHaveLength(1);
    expect((errors[0] as Error).message).toBe('connection lost');
    expect(feed.reads).toBe(2);
  });

  it('never loses a wake-up that comes between an empty read and the wait', async () => {
    // No polling at all: only wake-ups make it read again, so a lost one leaves the event undelivered.
    const feed = new ArrayFeed(undefined);
    let appended = false;
    feed.afterRead = () => {
      if (appended) return;
      appended = true;
      feed.append(recorded(1));
    };
    const seen: string[] = [];
    subscribe(feed, START, (event) => void seen.push(event.id));
    await elapse(60_000);
    expect(seen).toEqual(['event-1']);
  });

  it('looks again soon after going idle, then less and less often', async () => {
    const feed = new ArrayFeed(200);
    subscribe(feed, START, () => {});
    await elapse(300);
    // Reads at 0, 10, 30, 70 and 150 ms, the next at 310: not 31 (a fixed 10 ms) nor 2 (a fixed 200 ms).
    expect(feed.reads).toBe(5);
  });

  it('logs an error nobody listens for instead of swallowing it', async () => {
    const feed = new ArrayFeed();
    feed.log.push(recorded(1));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      subscribe(feed, START, () => {
        throw new Error('bug');
      });
      await elapse(0);
      expect(logged).toHaveBeenCalledOnce();
      expect(logged.mock.calls[0]![1]).toEqual(new Error('bug'));
    } finally {
      logged.mockRestore();
    }
  });
});
