import { data } from 'react-router';
import { ApiError } from './api.server.ts';

/**
 * The page's own subject, read from the API: one it does not know (404), or an address it cannot name (a
 * malformed slug or id, 400), is the reader's 404 page rather than an error.
 */
export async function orNotFound<T>(read: Promise<T>): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400))
      throw data(null, { status: 404 });
    throw error;
  }
}
