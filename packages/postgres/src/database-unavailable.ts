/** Socket errors of a server that is down, restarting or unreachable. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

/**
 * SQLSTATEs of a server that cannot serve right now, as opposed to a query it refuses: admin_shutdown,
 * crash_shutdown, cannot_connect_now (starting or stopping), too_many_connections, query_canceled (a statement
 * timeout), and the whole connection_exception class (08xxx).
 */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300', '57014']);

/** node-postgres reports a lost connection or an expired wait with these messages and no code. */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'Client has encountered a connection error and is not queryable',
];

/**
 * Whether `error` says the database is unreachable or not answering in time, rather than refusing what it was
 * asked: such a failure is temporary, and the same request can succeed once the server is back.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (isUnavailableItself(current)) return true;
    const { errors, cause } = current as { errors?: unknown; cause?: unknown };
    if (Array.isArray(errors) && errors.some(isUnavailableItself)) return true;
    current = cause;
  }
  return false;
}

function isUnavailableItself(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
  }
  return typeof message === 'string' && UNAVAILABLE_MESSAGES.some((known) => message.startsWith(known));
}
