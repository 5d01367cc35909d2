import { describe, expect, it } from 'vitest';
import { listedInMemory, withIds } from './listed-in-memory.ts';

const rows = [
  { id: 'b', count: 2, at: null },
  { id: 'a', count: 2, at: '2026-11-02' },
  { id: 'c', count: 1, at: '2026-11-01' },
];

describe('lists held whole', () => {
  it('sorts either way, ties in their own order, and slices the page with the total', () => {
    expect(listedInMemory(rows, { sort: { field: 'count', order: 'asc' }, offset: 0, limit: 10 })).toEqual({
      rows: [rows[2], rows[0], rows[1]],
      total: 3,
    });
    expect(listedInMemory(rows, { sort: { field: 'id', order: 'desc' }, offset: 1, limit: 1 })).toEqual({
      rows: [rows[0]],
      total: 3,
    });
  });

  it('orders records without a value as PostgreSQL does: last going up, first going down', () => {
    const ids = (order: 'asc' | 'desc') =>
      listedInMemory(rows, { sort: { field: 'at', order }, offset: 0, limit: 10 }).rows.map((row) => row.id);
    expect(ids('asc')).toEqual(['c', 'a', 'b']);
    expect(ids('desc')).toEqual(['b', 'a', 'c']);
  });

  it('keeps the records getMany names', () => {
    expect(withIds(rows, ['c', 'z']).map((row) => row.id)).toEqual(['c']);
    expect(withIds(rows, undefined)).toBe(rows);
  });
});
