import { createHash } from 'node:crypto';
import { reject } from '@afrimedia/domain';
import type { Response } from 'express';
import { CompiledQuery } from 'kysely';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { ApiDb } from '../storage/api-db.ts';

export const ATTEMPT_WINDOW_MS = 15 * 60_000;
/** Wrong passwords one account takes per window, whatever addresses they come from. */
export const FAILED_LOGINS_PER_ACCOUNT = 10;
/** Wrong passwords one client address sends per window, across every account it tries. */
export const FAILED_LOGINS_PER_ADDRESS = 30;

export interface AttemptLimiter {
  /**
   * Counts one attempt under `key`. Past the limit of its window the attempt is refused: TOO_MANY_ATTEMPTS, with
   * `Retry-After` set on `response`.
   */
  hit(key: string, response: Response): Promise<void>;
  /** Takes one counted attempt back. */
  forgive(key: string): Promise<void>;
}

/**
 * A fixed-window attempt counter kept in PostgreSQL, so every API process behind a load balancer counts against
 * the same limit. Should the database fail, the process counts alone in memory for as long as it lasts, rather
 * than refusing every attempt or failing the request.
 */
export function attemptLimiter(
  db: ApiDb,
  options: { name: string; max: number; windowMs: number },
): AttemptLimiter {
  const window = { keyPrefix: options.name, points: options.max, duration: options.windowMs / 1000 };
  const limiter = new RateLimiterPostgres({
    ...window,
    storeClient: poolFacade(db),
    storeType: 'pool',
    schemaName: 'api',
    tableName: 'attempt_counts',
    tableCreated: true,
    insuranceLimiter: new RateLimiterMemory(window),
  });
  return {
    async hit(key, response) {
      const refused = await limiter.consume(counterKey(key)).then(
        () => undefined,
        (error: unknown) => refusal(error),
      );
      if (refused) throw tooManyAttempts(response, refused.msBeforeNext);
    },
    async forgive(key) {
      await limiter.reward(counterKey(key));
    },
  };
}

export interface FailedLoginLimits {
  /**
   * Counts a sign-in attempt against its account and its client before the password is checked, so parallel
   * guesses cannot slip past the limit; the returned function takes it back once the password proves right.
   */
  attempt(account: string, client: string, response: Response): Promise<() => Promise<void>>;
}

/** Wrong passwords limited per account (guessing one account from many addresses) and per client address. */
export function failedLoginLimits(db: ApiDb): FailedLoginLimits {
  const perAccount = attemptLimiter(db, {
    name: 'login-account',
    max: FAILED_LOGINS_PER_ACCOUNT,
    windowMs: ATTEMPT_WINDOW_MS,
  });
  const perClient = attemptLimiter(db, {
    name: 'login-client',
    max: FAILED_LOGINS_PER_ADDRESS,
    windowMs: ATTEMPT_WINDOW_MS,
  });
  return {
    async attempt(account, client, response) {
      const accountKey = account.trim().toLowerCase();
      const outcomes = await Promise.allSettled([
        perAccount.hit(accountKey, response),
        perClient.hit(client, response),
      ]);
      const refused = outcomes.find((outcome) => outcome.status === 'rejected');
      if (refused) throw refused.reason;
      return async () => {
        await Promise.all([perAccount.forgive(accountKey), perClient.forgive(client)]);
      };
    },
  };
}

/** Keys are hashed: a fixed length fits the key column, and no e-mail address or IP is kept in clear. */
const counterKey = (key: string) => createHash('sha256').update(key).digest('hex');

function refusal(error: unknown): RateLimiterRes {
  if (error instanceof RateLimiterRes) return error;
  throw error;
}

function tooManyAttempts(response: Response, msBeforeNext: number) {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  const current = Number(response.getHeader('Retry-After') ?? 0);
  response.setHeader('Retry-After', String(Math.max(seconds, current)));
  return reject('TOO_MANY_ATTEMPTS');
}

/**
 * The library speaks to a `pg` Pool; the API's pool is behind kysely, so its queries go through kysely's
 * connection handling instead of a second pool.
 */
function poolFacade(db: ApiDb) {
  return {
    async query(query: { text: string; values?: readonly unknown[] }) {
      const result = await db.executeQuery(CompiledQuery.raw(query.text, [...(query.values ?? [])]));
      return {
        rows: result.rows,
        rowCount: result.numAffectedRows === undefined ? result.rows.length : Number(result.numAffectedRows),
      };
    },
  };
}
