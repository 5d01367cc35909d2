import pg from 'pg';

export interface PoolOptions {
  readonly connectionString: string;
  readonly max?: number;
  /** Longest wait for a connection: a new one's handshake, or a free one of a busy pool. */
  readonly connectTimeoutMs: number;
  /** Longest statement the server runs (lock waits included); none when unset. */
  readonly statementTimeoutMs?: number;
  /** The server ends a session left idle inside a transaction for longer than this. */
  readonly idleInTransactionTimeoutMs: number;
  readonly applicationName?: string;
  /** A connection died (server stopped, restarted, unreachable); the pool replaces it at the next checkout. */
  readonly onConnectionLost: (error: Error) => void;
}

/**
 * Past the server's statement timeout, the time a silent server (frozen, cut off by the network) is given to
 * answer before the query fails on the client's side.
 */
const READ_TIMEOUT_MARGIN_MS = 300;
const READ_TIMEOUT = 'Query read timeout';

/**
 * A pool that survives its server: no connection error can end the process, a dead server is reported within
 * the timeouts instead of hanging its callers, and connections lost on the way are replaced once it is back.
 */
export function createPool(options: PoolOptions): pg.Pool {
  const statementTimeoutMs = options.statementTimeoutMs;
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.max ?? 10,
    connectionTimeoutMillis: options.connectTimeoutMs,
    idle_in_transaction_session_timeout: options.idleInTransactionTimeoutMs,
    ...(statementTimeoutMs
      ? { statement_timeout: statementTimeoutMs, query_timeout: statementTimeoutMs + READ_TIMEOUT_MARGIN_MS }
      : {}),
    ...(options.applicationName ? { application_name: options.applicationName } : {}),
  });
  // The pool only listens to its idle connections; every connection reports its own loss below.
  pool.on('error', () => {});
  pool.on('connect', (client) => {
    // A borrowed connection (a transaction, an append) has no listener of the pool's: a server going away under it
    // would raise an 'error' event nobody handles, which ends the process.
    client.on('error', options.onConnectionLost);
    dropOnReadTimeout(client);
  });
  return pool;
}

/**
 * A query past its read timeout may still run on the server, and its connection would hand the next borrower a
 * session stuck behind it (possibly inside a transaction whose rollback never reached the server). Cutting the
 * socket ends that session on the server, rolling back what it held, and makes the pool discard the connection.
 */
function dropOnReadTimeout(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const guarded = (...args: unknown[]) => {
    const result = query(...args);
    if (result instanceof Promise) {
      result.catch((error: unknown) => {
        if (error instanceof Error && error.message === READ_TIMEOUT) {
          // Ending marks it for the pool before its borrower releases it; the socket is cut rather than closed
          // politely, as the server does not answer.
          client.end().catch(() => {});
          (client as unknown as pg.Client).connection.stream.destroy();
        }
      });
    }
    return result;
  };
  Object.assign(client, { query: guarded });
}
