import type { Request } from 'express';
import type { Consistency } from '../commands/dispatch.ts';

/** The preference (RFC 7240 `Prefer`) a client sends when the next screen it shows reads what the call writes. */
export const READ_YOUR_WRITES_PREFERENCE = 'read-your-writes';

/**
 * A call that answers from what it decided may still be asked to wait for the read models: a page that posts a
 * plain form and is sent back to itself (no script, data saver) reads the write at once.
 */
export function preferredConsistency(request: Request, otherwise: Consistency): Consistency {
  const header = request.headers.prefer;
  const preferences = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(/[,;]/)
    .map((preference) => preference.trim().toLowerCase());
  return preferences.includes(READ_YOUR_WRITES_PREFERENCE) ? 'read-your-writes' : otherwise;
}
