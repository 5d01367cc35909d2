import { isIP } from 'node:net';
import { LANGUAGES, type Language } from '@afrimedia/i18n';
import { z } from 'zod';

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const postgresUrl = z
  .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' })
  .optional();

/** A comma-separated list of at least one of `values`, any case, blanks around each ignored. */
const commaSeparated = <const T extends readonly [string, ...string[]]>(values: T, each: string) =>
  z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((part) => part.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(values, { error: `each ${each} must be one of ${values.join(', ')}` })).min(1));

const languageList = commaSeparated(LANGUAGES, 'language');

/**
 * What one process runs: `api` (the HTTP API with the web apps it renders), `projectors` (the read models), `jobs`
 * (what must run once per platform: the Kafka relays, the scheduler, the e-mail outbox and the retention job) and
 * `encoder` (media encoding). `npm start` runs them all in one process; production runs them as separate processes
 * on one database.
 */
export const PLATFORM_PARTS = ['api', 'projectors', 'jobs', 'encoder'] as const;
export type PlatformPart = (typeof PLATFORM_PARTS)[number];

const partList = commaSeparated(PLATFORM_PARTS, 'part');

const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** An address, a subnet (`10.0.0.0/8`, `10.0.0.0/255.0.0.0`) or one of express's names for a range. */
function isProxyEntry(entry: string): boolean {
  if (PROXY_NAMES.includes(entry)) return true;
  const [address = '', range, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (range === undefined) return true;
  if (/^\d+$/.test(range)) return Number(range) <= (version === 4 ? 32 : 128);
  return isIP(range) === version;
}

/**
 * express's `trust proxy`: a hop count, or the proxies whose X-Forwarded-* headers are believed. Trusting every
 * sender (`true`) is refused: any client could then choose the address its failed logins count against.
 */
const trustedProxies = z
  .string()
  .trim()
  .transform((value, ctx) => {
    if (value === '') return false as const;
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    const wrong = entries.filter((entry) => !isProxyEntry(entry));
    if (wrong.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `must be a hop count or a comma-separated list of addresses, subnets or ${PROXY_NAMES.join('/')}; not ${wrong.join(', ')}`,
      });
      return z.NEVER;
    }
    return entries;
  })
  .optional();

/** Every environment variable the platform reads; unset ones fall back to the embedded defaults (ARCHITECTURE §8). */
const environmentSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    HOST: z.string().default('127.0.0.1'),
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    PUBLIC_URL: z.url().optional(),
    TRUST_PROXY: trustedProxies,
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    DATA_DIR: z.string().default('.data'),
    DATABASE_URL: postgresUrl,
    DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().positive().default(1_000),
    DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().positive().default(1_500),
    DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
    EVENTSTORE_URL: z
      .url({ protocol: /^(esdb|esdb\+discover|kurrentdb)$/, error: 'must be an esdb:// URL' })
      .optional(),
    KAFKA_BROKERS: optionalString.transform((value) => value?.split(',').map((broker) => broker.trim())),
    SESSION_SECRET: z.string().min(32, 'must hold at least 32 characters').optional(),
    PERSONAL_DATA_KEY: z
      .string()
      .refine((value) => Buffer.from(value, 'base64').length === 32, 'must be 32 bytes in base64')
      .optional(),
    STRIPE_SECRET_KEY: optionalString,
    STRIPE_WEBHOOK_SECRET: optionalString,
    STRIPE_PUBLISHABLE_KEY: optionalString,
    SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
    S3_ENDPOINT: z.url().optional(),
    S3_BUCKET: optionalString,
    S3_REGION: optionalString,
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    SUPPORTED_LANGS: languageList.default([...LANGUAGES]),
    DEFAULT_LANG: z.enum(LANGUAGES).default('en'),
    SITE_PASSWORD: optionalString,
    METRICS_TOKEN: optionalString,
    PLATFORM_PARTS: partList.default([...PLATFORM_PARTS]),
    PROJECTOR_SOURCE: z.enum(['store', 'kafka']).default('store'),
    KAFKA_TOPIC_PREFIX: z
      .string()
      .regex(/^[a-zA-Z0-9._-]{1,100}$/, 'must be letters, digits, dots, dashes or underscores')
      .default('afrimedia'),
    READER_BUILD_DIR: z.string().default('web-reader/build'),
    ADMIN_BUILD_DIR: z.string().default('web-admin/dist'),
    CONTACT_EMAIL: z.email('must be an e-mail address').default('team@afrimedia.test'),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.SESSION_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['SESSION_SECRET'], message: 'is required in production' });
    }
    // A key file beside the database would be copied with it by any backup, defeating the key table's wrapping.
    if (env.NODE_ENV === 'production' && !env.PERSONAL_DATA_KEY) {
      ctx.addIssue({ code: 'custom', path: ['PERSONAL_DATA_KEY'], message: 'is required in production' });
    }
    // Without SMTP, e-mail (sign-in links included) lands in the dev outbox, which production never serves.
    if (env.NODE_ENV === 'production' && !env.SMTP_URL) {
      ctx.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'is required in production' });
    }
    // Processes of one platform meet in its database: an embedded one would be each process's own.
    const split = PLATFORM_PARTS.some((part) => !env.PLATFORM_PARTS.includes(part));
    if (split && !env.DATABASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['DATABASE_URL'],
        message: 'is required when PLATFORM_PARTS names only some parts',
      });
    }
    if (env.PROJECTOR_SOURCE === 'kafka' && !env.KAFKA_BROKERS) {
      ctx.addIssue({ code: 'custom', path: ['PROJECTOR_SOURCE'], message: 'kafka needs KAFKA_BROKERS' });
    }
    // The e-mails the jobs' process sends link to the site, which it does not serve itself.
    if (!env.PLATFORM_PARTS.includes('api') && env.PLATFORM_PARTS.includes('jobs') && !env.PUBLIC_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_URL'],
        message: 'is required when the jobs run without the api',
      });
    }
    if (!env.SUPPORTED_LANGS.includes(env.DEFAULT_LANG)) {
      ctx.addIssue({ code: 'custom', path: ['DEFAULT_LANG'], message: 'must be one of SUPPORTED_LANGS' });
    }
    const s3 = [env.S3_BUCKET, env.S3_ACCESS_KEY_ID, env.S3_SECRET_ACCESS_KEY];
    if (s3.some(Boolean) && !s3.every(Boolean)) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_BUCKET'],
        message: 'S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
      });
    }
    if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_WEBHOOK_SECRET'],
        message: 'is required with STRIPE_SECRET_KEY',
      });
    }
    // The browser tokenises cards with Stripe.js under this key, so without it no reader could pay.
    if (env.STRIPE_SECRET_KEY && !env.STRIPE_PUBLISHABLE_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_PUBLISHABLE_KEY'],
        message: 'is required with STRIPE_SECRET_KEY',
      });
    }
    if (env.STRIPE_PUBLISHABLE_KEY && !env.STRIPE_SECRET_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_PUBLISHABLE_KEY'],
        message: 'goes with STRIPE_SECRET_KEY',
      });
    }
    const secretMode = stripeKeyMode(env.STRIPE_SECRET_KEY, 'sk');
    const publishableMode = stripeKeyMode(env.STRIPE_PUBLISHABLE_KEY, 'pk');
    if (env.STRIPE_PUBLISHABLE_KEY && publishableMode === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_PUBLISHABLE_KEY'],
        message: 'must be a Stripe publishable key (pk_test_… or pk_live_…)',
      });
    } else if (secretMode && publishableMode && secretMode !== publishableMode) {
      // A card tokenised in test mode is unknown to the live account, and the other way round.
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_PUBLISHABLE_KEY'],
        message: `is a ${publishableMode} key but STRIPE_SECRET_KEY is a ${secretMode} key`,
      });
    }
  });

/** `test` or `live` as a Stripe key's prefix says (`sk_test_…`, `pk_live_…`); restricted keys (`rk_`) count as secret. */
function stripeKeyMode(key: string | undefined, kind: 'sk' | 'pk'): 'test' | 'live' | undefined {
  const prefixes = kind === 'sk' ? ['sk', 'rk'] : ['pk'];
  const match = key === undefined ? null : /^([a-z]{2})_(test|live)_\S+$/.exec(key);
  return match && prefixes.includes(match[1] ?? '') ? (match[2] as 'test' | 'live') : undefined;
}

type Environment = z.output<typeof environmentSchema>;

export type { Language };

export interface Config {
  readonly env: Environment['NODE_ENV'];
  readonly http: { readonly host: string; readonly port: number; readonly publicUrl: string | undefined };
  /** Unset: no proxy is trusted, so X-Forwarded-For is ignored and a request's address is its peer's. */
  readonly trustProxy: false | number | readonly string[];
  readonly logLevel: Environment['LOG_LEVEL'];
  readonly dataDir: string;
  /** Unset: an embedded PostgreSQL is started under `dataDir`. */
  readonly databaseUrl: string | undefined;
  /**
   * Limits on the platform's own connections, so a lost or frozen server costs a request a quick 503 rather than a
   * hang, and no session of ours can hold the event feed back for long (docs/feed-horizon.md).
   */
  readonly database: {
    readonly connectTimeoutMs: number;
    readonly statementTimeoutMs: number;
    readonly idleInTransactionTimeoutMs: number;
  };
  /** Unset: the Postgres event store in the same database. */
  readonly eventStoreUrl: string | undefined;
  /** Unset: no Kafka relay; projectors read the event store directly. */
  readonly kafkaBrokers: readonly string[] | undefined;
  /**
   * Where the projectors read the events: the store's feed, or (`kafka`) the projections' topic the relay fills,
   * as a consumer group whose workers share the projections out.
   */
  readonly projectorSource: 'store' | 'kafka';
  /** The start of every topic and consumer group name of this platform: `<prefix>.user`, `<prefix>.projectors`. */
  readonly kafkaTopicPrefix: string;
  readonly sessionSecret: string | undefined;
  /**
   * The master key that wraps every person's data key (32 bytes, base64). Unset: one made on the first start and
   * kept in the data folder.
   */
  readonly personalDataKey: string | undefined;
  /** Unset: the local test gateway that answers like Stripe test mode. */
  readonly stripe:
    | { readonly secretKey: string; readonly webhookSecret: string; readonly publishableKey: string }
    | undefined;
  /** Unset: the dev outbox at /dev/mail. */
  readonly smtpUrl: string | undefined;
  /** Unset: media under `dataDir/media`. */
  readonly s3:
    | {
        readonly endpoint: string | undefined;
        readonly bucket: string;
        readonly region: string;
        readonly accessKeyId: string;
        readonly secretAccessKey: string;
      }
    | undefined;
  readonly languages: { readonly supported: readonly Language[]; readonly default: Language };
  readonly sitePassword: string | undefined;
  /** The bearer token a scraper shows for /metrics; unset, only this machine's own requests get them. */
  readonly metricsToken: string | undefined;
  /** Where the contact form's messages go: the platform team's inbox. */
  readonly contactEmail: string;
  /** The parts of the platform this process runs; all of them unless PLATFORM_PARTS says otherwise. */
  readonly parts: readonly PlatformPart[];
  /** The web apps' builds the api part serves, relative to the repository unless absolute. */
  readonly webBuilds: { readonly reader: string; readonly admin: string };
}

export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads and checks the environment once; a wrong value fails with a message naming its variable. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = environmentSchema.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || '(environment)'}: ${issue.message}`),
    );
  }
  const env = parsed.data;
  return {
    env: env.NODE_ENV,
    http: { host: env.HOST, port: env.PORT, publicUrl: env.PUBLIC_URL },
    trustProxy: env.TRUST_PROXY ?? false,
    logLevel: env.LOG_LEVEL,
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    database: {
      connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
      statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
      idleInTransactionTimeoutMs: env.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    },
    eventStoreUrl: env.EVENTSTORE_URL,
    kafkaBrokers: env.KAFKA_BROKERS,
    projectorSource: env.PROJECTOR_SOURCE,
    kafkaTopicPrefix: env.KAFKA_TOPIC_PREFIX,
    sessionSecret: env.SESSION_SECRET,
    personalDataKey: env.PERSONAL_DATA_KEY,
    stripe:
      env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET && env.STRIPE_PUBLISHABLE_KEY
        ? {
            secretKey: env.STRIPE_SECRET_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
            publishableKey: env.STRIPE_PUBLISHABLE_KEY,
          }
        : undefined,
    smtpUrl: env.SMTP_URL,
    s3:
      env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: env.S3_ENDPOINT,
            bucket: env.S3_BUCKET,
            region: env.S3_REGION ?? 'us-east-1',
            accessKeyId: env.S3_ACCESS_KEY_ID,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          }
        : undefined,
    languages: { supported: env.SUPPORTED_LANGS, default: env.DEFAULT_LANG },
    sitePassword: env.SITE_PASSWORD,
    metricsToken: env.METRICS_TOKEN,
    contactEmail: env.CONTACT_EMAIL,
    parts: env.PLATFORM_PARTS,
    webBuilds: { reader: env.READER_BUILD_DIR, admin: env.ADMIN_BUILD_DIR },
  };
}
