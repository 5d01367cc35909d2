import { describe, expect, it } from 'vitest';
import { AppendBatcher, type Outcome } from './append-batcher.ts';

/** A commit the test ends by hand, recording the batches it was given. */
function heldCommits() {
  const batches: number[][] = [];
  const pending: (() => void)[] = [];
  const commit = (appends: readonly number[]) => {
    batches.push([...appends]);
    return new Promise<Outcome<string>[]>((resolve) => {
      pending.push(() =>
        resolve(
          appends.map((n) =>
            n < 0 ? { ok: false, error: new Error(`refused ${n}`) } : { ok: true, result: `done ${n}` },
          ),
        ),
      );
    });
  };
  const release = async () => {
    pending.shift()?.();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { batches, commit, release };
}

describe('group commit of appends', () => {
  it('sends an append at once when nothing is in flight', async () => {
    const held = heldCommits();
    const batcher = new AppendBatcher({ maxInFlight: 1, maxBatch: 32, commit: held.commit });
    const result = batcher.submit(1);
    expect(held.batches).toEqual([[1]]);
    await held.release();
    await expect(result).resolves.toBe('done 1');
  });

  it('combines the appends that arrive while a commit is in flight into the next one', async () => {
    const held = heldCommits();
    const batcher = new AppendBatcher({ maxInFlight: 1, maxBatch: 32, commit: held.commit });
    const results = [1, 2, 3, 4].map((n) => batcher.submit(n));
    expect(held.batches).toEqual([[1]]);
    await held.release();
    expect(held.batches).toEqual([[1], [2, 3, 4]]);
    await held.release();
    await expect(Promise.all(results)).resolves.toEqual(['done 1', 'done 2', 'done 3', 'done 4']);
  });

  it('keeps up to maxInFlight commits going and batches of at most maxBatch', async () => {
    const held = heldCommits();
    const batcher = new AppendBatcher({ maxInFlight: 2, maxBatch: 2, commit: held.commit });
    const results = [1, 2, 3, 4, 5, 6, 7].map((n) => batcher.submit(n));
    expect(held.batches).toEqual([[1], [2]]);
    await held.release();
    expect(held.batches).toEqual([[1], [2], [3, 4]]);
    await held.release();
    await held.release();
    await held.release();
    expect(held.batches).toEqual([[1], [2], [3, 4], [5, 6], [7]]);
    await held.release();
    await expect(Promise.all(results)).resolves.toHaveLength(7);
  });

  it('fails a refused append alone', async () => {
    const held = heldCommits();
    const batcher = new AppendBatcher({ maxInFlight: 1, maxBatch: 32, commit: held.commit });
    const first = batcher.submit(1);
    const results = [2, -3, 4].map((n) => batcher.submit(n).catch((error: Error) => error.message));
    await held.release();
    await held.release();
    await first;
    await expect(Promise.all(results)).resolves.toEqual(['done 2', 'refused -3', 'done 4']);
  });

  it('fails every append of a commit that failed as a whole, and goes on with the next', async () => {
    let calls = 0;
    const batcher = new AppendBatcher<number, number>({
      maxInFlight: 1,
      maxBatch: 32,
      commit: async (appends) => {
        calls += 1;
        if (calls === 1) throw new Error('connection lost');
        return appends.map((n) => ({ ok: true, result: n }));
      },
    });
    const lost = [1, 2].map((n) => batcher.submit(n).catch((error: Error) => error.message));
    await expect(Promise.all(lost)).resolves.toEqual(['connection lost', 2]);
    await expect(batcher.submit(3)).resolves.toBe(3);
  });
});
