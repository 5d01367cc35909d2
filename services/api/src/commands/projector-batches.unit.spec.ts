import { afterEach, describe, expect, it, vi } from 'vitest';
import { projectorBatches } from './projector-batches.ts';

const at = (n: number) => ({ commit: BigInt(n), prepare: BigInt(n) });
const LONG_MS = 2_000;

async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 5));
  return done;
}

describe('projector batches', () => {
  afterEach(() => vi.useRealTimers());

  it("wakes a waiter once its own projection's batch reaches the position it waits for", async () => {
    const batches = projectorBatches();
    const waiting = batches.reached(batches.count(), new Map([['pages', at(5)]]), LONG_MS);
    batches.committed('pages', at(4));
    batches.committed('search', at(9));
    expect(await settled(waiting)).toBe(false);
    batches.committed('pages', at(5));
    expect(await settled(waiting)).toBe(true);
  });

  it('answers at once for a batch committed since the count the waiter read, never for one before', async () => {
    const batches = projectorBatches();
    batches.committed('pages', at(7));
    const seen = batches.count();
    expect(await settled(batches.reached(seen, new Map([['pages', at(7)]]), LONG_MS))).toBe(false);
    batches.committed('pages', at(8));
    expect(await settled(batches.reached(seen, new Map([['pages', at(8)]]), LONG_MS))).toBe(true);
  });

  it('gives up after the time it is given, not before', async () => {
    vi.useFakeTimers();
    const batches = projectorBatches();
    let done = false;
    void batches.reached(batches.count(), new Map([['pages', at(1)]]), 1_000).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });
});
