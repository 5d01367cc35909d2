import { createHash } from 'node:crypto';
import { reject, type ErrorCode } from '@afrimedia/domain';
import type { Response } from 'express';
import { CompiledQuery } from 'kysely';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { ApiDb } from '../storage/api-db.ts';

export const ATTEMPT_WINDOW_MS = 15 * 60_000;
/**
 * Wrong passwords one account takes per window, whatever addresses they come from, from browsers that never
 * signed in to it (a browser that did counts against its device cookie instead).
 */
export const FAILED_LOGINS_PER_ACCOUNT = 10;
/**
 * Wrong passwords one client address sends per window, across every account it tries, from browsers without a
 * device cookie of the account: one carrier-grade NAT address can hide thousands of readers.
 */
export const FAILED_LOGINS_PER_ADDRESS = 30;
/** Wrong passwords or codes sent with one device cookie per window, after which it is trusted no more. */
export const FAILED_LOGINS_PER_DEVICE = 10;
/** Wrong codes one account takes per window from browsers without a device cookie of it. */
export const WRONG_CODES_PER_ACCOUNT = 5;
/** Code requests (sign-in link, pin code, reset) and code checks one client address sends per window. */
export const CODE_CALLS_PER_ADDRESS = 30;
/** E-mails with a code one address is sent per hour, whether or not it has an account. */
export const MAILS_PER_ADDRESS = 5;
export const MAIL_WINDOW_MS = 60 * 60_000;
/** Registrations sent per window from one client address, and from one device (its `device-id` header). */
export const REGISTRATIONS_PER_ADDRESS = 30;
export const REGISTRATIONS_PER_DEVICE = 5;

export interface AttemptLimiter {
  /**
   * Counts one attempt under `key`. Past the limit of its window the attempt is refused (TOO_MANY_ATTEMPTS, or
   * the limiter's own refusal), with `Retry-After` set on `response`.
   */
  hit(key: string, response: Response): Promise<void>;
  /** Counts one attempt under `key`: whether it was within the limit, leaving the response alone. */
  allows(key: string): Promise<boolean>;
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
  options: { name: string; max: number; windowMs: number; refusal?: ErrorCode },
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
  const consume = (key: string) =>
    limiter.consume(counterKey(key)).then(
      () => undefined,
      (error: unknown) => refusal(error),
    );
  return {
    async hit(key, response) {
      const refused = await consume(key);
      if (refused) throw tooMany(response, refused.msBeforeNext, options.refusal ?? 'TOO_MANY_ATTEMPTS');
    },
    async allows(key) {
      return (await consume(key)) === undefined;
    },
    async forgive(key) {
      await limiter.reward(counterKey(key));
    },
  };
}

/** Who makes an attempt: the account it is about, the client address it comes from, and its trusted device. */
export interface Attempter {
  /** The account's e-mail address as typed, or the key of what is guessed at; absent where only clients count. */
  readonly account?: string;
  /** `clientKey` of the request. */
  readonly client: string;
  /** The nonce of a valid device cookie of that account, when the browser sent one. */
  readonly device: string | undefined;
}

export interface GuardedLimits {
  /**
   * Counts an attempt before it is checked, so parallel guesses cannot slip past the limit. A trusted device's
   * attempt counts against its cookie alone while the cookie is within its limit; any other counts against the
   * account and the client address. The returned function takes the attempt back once it proves right.
   */
  attempt(attempter: Attempter, response: Response): Promise<() => Promise<void>>;
}

/**
 * OWASP's device cookies: a browser that signed in to an account before is neither locked out by others' wrong
 * guesses at that account nor by the guesses of everyone behind its network address, while its own wrong guesses
 * are limited per cookie; past that limit the cookie is trusted no more and the browser is counted like any other.
 */
function guardedLimits(
  db: ApiDb,
  options: { name: string; perAccount?: number; perClient: number; perDevice: number; windowMs: number },
): GuardedLimits {
  const limiter = (scope: string, max: number) =>
    attemptLimiter(db, { name: `${options.name}-${scope}`, max, windowMs: options.windowMs });
  const perAccount = options.perAccount === undefined ? undefined : limiter('account', options.perAccount);
  const perClient = limiter('client', options.perClient);
  const perDevice = limiter('device', options.perDevice);
  return {
    async attempt({ account, client, device }, response) {
      if (device !== undefined && (await perDevice.allows(device))) return () => perDevice.forgive(device);
      const counted: [AttemptLimiter, string][] = [[perClient, client]];
      if (perAccount && account !== undefined) counted.push([perAccount, account.trim().toLowerCase()]);
      await hitAll(counted.map(([limiter, key]) => limiter.hit(key, response)));
      return async () => {
        await Promise.all(counted.map(([limiter, key]) => limiter.forgive(key)));
      };
    },
  };
}

/** Wrong passwords, at sign-in and wherever the current password is asked for. */
export const failedLoginLimits = (db: ApiDb): GuardedLimits =>
  guardedLimits(db, {
    name: 'login',
    perAccount: FAILED_LOGINS_PER_ACCOUNT,
    perClient: FAILED_LOGINS_PER_ADDRESS,
    perDevice: FAILED_LOGINS_PER_DEVICE,
    windowMs: ATTEMPT_WINDOW_MS,
  });

/** Wrong e-mailed codes: per account (a 6-digit pin falls to a million guesses) and per client address. */
export const codeCheckLimits = (db: ApiDb): GuardedLimits =>
  guardedLimits(db, {
    name: 'code-check',
    perAccount: WRONG_CODES_PER_ACCOUNT,
    perClient: CODE_CALLS_PER_ADDRESS,
    perDevice: FAILED_LOGINS_PER_DEVICE,
    windowMs: ATTEMPT_WINDOW_MS,
  });

export interface CodeRequestLimits {
  /**
   * Counts a request for an e-mailed code: against the client address (or the trusted device), then against the
   * recipient's mail allowance, refused with TOO_MANY_EMAILS. Both count whether or not the address has an
   * account, so their answers tell nothing of it.
   */
  request(attempter: Attempter, recipient: string, response: Response): Promise<void>;
}

export function codeRequestLimits(db: ApiDb): CodeRequestLimits {
  const requests = guardedLimits(db, {
    name: 'code-request',
    perClient: CODE_CALLS_PER_ADDRESS,
    perDevice: CODE_CALLS_PER_ADDRESS,
    windowMs: ATTEMPT_WINDOW_MS,
  });
  const mails = mailAllowance(db);
  return {
    async request(attempter, recipient, response) {
      await requests.attempt(attempter, response);
      await mails.spend(recipient, response);
    },
  };
}

export interface MailAllowance {
  /** Counts one e-mail with a code to `recipient`; past the hour's allowance, refused with TOO_MANY_EMAILS. */
  spend(recipient: string, response: Response): Promise<void>;
}

/** Nobody can flood an inbox with codes, whether they ask for them or someone else does. */
export function mailAllowance(db: ApiDb): MailAllowance {
  const perRecipient = attemptLimiter(db, {
    name: 'mail-recipient',
    max: MAILS_PER_ADDRESS,
    windowMs: MAIL_WINDOW_MS,
    refusal: 'TOO_MANY_EMAILS',
  });
  return {
    async spend(recipient, response) {
      await perRecipient.hit(recipient.trim().toLowerCase(), response);
    },
  };
}

export interface RegistrationLimits {
  /** Counts a registration against its client address and, when it names one, its device. */
  register(client: string, deviceId: string | undefined, response: Response): Promise<void>;
}

export function registrationLimits(db: ApiDb): RegistrationLimits {
  const perClient = attemptLimiter(db, {
    name: 'register-client',
    max: REGISTRATIONS_PER_ADDRESS,
    windowMs: ATTEMPT_WINDOW_MS,
  });
  const perDevice = attemptLimiter(db, {
    name: 'register-device',
    max: REGISTRATIONS_PER_DEVICE,
    windowMs: ATTEMPT_WINDOW_MS,
  });
  return {
    async register(client, deviceId, response) {
      await hitAll([
        perClient.hit(client, response),
        ...(deviceId === undefined ? [] : [perDevice.hit(deviceId, response)]),
      ]);
    },
  };
}

/** Every limit counts the attempt, even when another refuses it; the first refusal is thrown. */
async function hitAll(hits: readonly Promise<void>[]): Promise<void> {
  const outcomes = await Promise.allSettled(hits);
  const refused = outcomes.find((outcome) => outcome.status === 'rejected');
  if (refused) throw refused.reason;
}

/** Keys are hashed: a fixed length fits the key column, and no e-mail address or IP is kept in clear. */
const counterKey = (key: string) => createHash('sha256').update(key).digest('hex');

function refusal(error: unknown): RateLimiterRes {
  if (error instanceof RateLimiterRes) return error;
  throw error;
}

function tooMany(response: Response, msBeforeNext: number, code: ErrorCode) {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  const current = Number(response.getHeader('Retry-After') ?? 0);
  response.setHeader('Retry-After', String(Math.max(seconds, current)));
  return reject(code);
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
