import { redirect } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../server/api.server.ts';
import { searchOrNothing } from './search.server.ts';

const paging = { page: 2, page_size: 12 };

afterEach(() => vi.restoreAllMocks());

describe('a failed search', () => {
  it('is logged and finds nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failed = Promise.reject(new ApiError(500, 'INTERNAL_ERROR', 'Something went wrong.'));
    expect(await searchOrNothing(failed, paging)).toEqual({ rows: [], total: 0, page: 2, page_size: 12 });
    expect(warn).toHaveBeenCalledWith('reader: search failed: INTERNAL_ERROR');
    const unreachable = Promise.reject(new TypeError('fetch failed'));
    expect((await searchOrNothing(unreachable, paging)).total).toBe(0);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('still follows a redirect to sign in', async () => {
    const over = Promise.reject(redirect('/login'));
    await expect(searchOrNothing(over, paging)).rejects.toBeInstanceOf(Response);
  });

  it('passes a found page through', async () => {
    const found = { rows: ['a'], total: 1, page: 1, page_size: 12 };
    expect(await searchOrNothing(Promise.resolve(found), paging)).toBe(found);
  });
});
