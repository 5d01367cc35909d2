import { describe, expect, it } from 'vitest';
import { CHUNK_RELOAD_GUARD_MS, isChunkLoadFailure, reloadOnce } from './chunk-reload.ts';

const memory = () => {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  } as unknown as Storage;
};

describe('reloading on a chunk that failed to load', () => {
  it('recognises the browsers’ messages for a failed dynamic import', () => {
    expect(
      isChunkLoadFailure(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')),
    ).toBe(true);
    expect(isChunkLoadFailure(new Error('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadFailure(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('reloads at most once a minute', () => {
    const storage = memory();
    let reloads = 0;
    const location = { reload: () => void reloads++ };
    expect(reloadOnce(location, storage, 1_000_000)).toBe(true);
    expect(reloadOnce(location, storage, 1_000_000 + CHUNK_RELOAD_GUARD_MS - 1)).toBe(false);
    expect(reloadOnce(location, storage, 1_000_000 + CHUNK_RELOAD_GUARD_MS)).toBe(true);
    expect(reloads).toBe(2);
  });
});
