import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('falls back to the embedded defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      http: { host: '127.0.0.1', port: 3000 },
      trustProxy: false,
      dataDir: '.data',
      databaseUrl: undefined,
      eventStoreUrl: undefined,
      kafkaBrokers: undefined,
      stripe: undefined,
      smtpUrl: undefined,
      s3: undefined,
      languages: { supported: ['en', 'fr', 'ar', 'es'], default: 'en' },
      contactEmail: 'team@afrimedia.test',
    });
  });

  it("sends the contact form to the team's inbox, which must be an address", () => {
    expect(loadConfig({ CONTACT_EMAIL: 'hello@afrimedia.africa' }).contactEmail).toBe(
      'hello@afrimedia.africa',
    );
    expect(() => loadConfig({ CONTACT_EMAIL: 'team' })).toThrow(/CONTACT_EMAIL: must be an e-mail address/);
  });

  it('reads the given services', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
      EVENTSTORE_URL: 'esdb://127.0.0.1:2113?tls=false',
      KAFKA_BROKERS: '127.0.0.1:9092, 127.0.0.1:9094',
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
      SUPPORTED_LANGS: 'fr,ar',
      DEFAULT_LANG: 'fr',
    });
    expect(config.http.port).toBe(8080);
    expect(config.databaseUrl).toBe('postgres://postgres@127.0.0.1:5432/test');
    expect(config.kafkaBrokers).toEqual(['127.0.0.1:9092', '127.0.0.1:9094']);
    expect(config.projectorSource).toBe('store');
    expect(loadConfig({ KAFKA_BROKERS: '127.0.0.1:9092', PROJECTOR_SOURCE: 'kafka' }).projectorSource).toBe(
      'kafka',
    );
    expect(config.stripe).toEqual({
      secretKey: 'sk_test_x',
      webhookSecret: 'whsec_x',
      publishableKey: 'pk_test_x',
    });
    expect(config.languages).toEqual({ supported: ['fr', 'ar'], default: 'fr' });
  });

  it.each([
    ['2', 2],
    ['loopback', ['loopback']],
    [
      ' 10.0.0.0/8, fd00::/8 ,192.168.1.7, 172.16.0.0/255.240.0.0',
      ['10.0.0.0/8', 'fd00::/8', '192.168.1.7', '172.16.0.0/255.240.0.0'],
    ],
    ['', false],
  ])('reads TRUST_PROXY %j as express trust-proxy value %j', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it.each(['true', 'proxy.internal', '10.0.0.0/33', 'loopback,', '10.0.0.1/fd00::'])(
    'refuses TRUST_PROXY %j',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: must be a hop count/);
    },
  );

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [
      { DATABASE_URL: 'mysql://root@localhost/db' },
      'DATABASE_URL: must be a postgres:// or postgresql:// URL',
    ],
    [{ SUPPORTED_LANGS: 'en,de' }, 'SUPPORTED_LANGS'],
    [{ DEFAULT_LANG: 'es', SUPPORTED_LANGS: 'en,fr' }, 'DEFAULT_LANG: must be one of SUPPORTED_LANGS'],
    [{ NODE_ENV: 'production' }, 'SESSION_SECRET: is required in production'],
    [{ NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(32) }, 'SMTP_URL: is required in production'],
    [
      { NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(32) },
      'PERSONAL_DATA_KEY: is required in production',
    ],
    [
      { PERSONAL_DATA_KEY: Buffer.alloc(16).toString('base64') },
      'PERSONAL_DATA_KEY: must be 32 bytes in base64',
    ],
    [{ STRIPE_SECRET_KEY: 'sk_test_x' }, 'STRIPE_WEBHOOK_SECRET: is required with STRIPE_SECRET_KEY'],
    [
      { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' },
      'STRIPE_PUBLISHABLE_KEY: is required with STRIPE_SECRET_KEY',
    ],
    [{ STRIPE_PUBLISHABLE_KEY: 'pk_test_x' }, 'STRIPE_PUBLISHABLE_KEY: goes with STRIPE_SECRET_KEY'],
    [
      {
        STRIPE_SECRET_KEY: 'sk_test_x',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
        STRIPE_PUBLISHABLE_KEY: 'sk_test_y',
      },
      'STRIPE_PUBLISHABLE_KEY: must be a Stripe publishable key',
    ],
    [
      {
        STRIPE_SECRET_KEY: 'sk_live_x',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_y',
      },
      'STRIPE_PUBLISHABLE_KEY: is a test key but STRIPE_SECRET_KEY is a live key',
    ],
    [{ S3_BUCKET: 'media' }, 'S3_BUCKET: S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together'],
    [
      { PLATFORM_PARTS: 'api,web' },
      'PLATFORM_PARTS.1: each part must be one of api, projectors, jobs, encoder',
    ],
    [{ PLATFORM_PARTS: ' , ' }, 'PLATFORM_PARTS'],
    [{ PROJECTOR_SOURCE: 'kafka' }, 'PROJECTOR_SOURCE: kafka needs KAFKA_BROKERS'],
    [{ PROJECTOR_SOURCE: 'broker' }, 'PROJECTOR_SOURCE'],
    [
      { KAFKA_TOPIC_PREFIX: 'a/b' },
      'KAFKA_TOPIC_PREFIX: must be letters, digits, dots, dashes or underscores',
    ],
    [{ PLATFORM_PARTS: 'encoder' }, 'DATABASE_URL: is required when PLATFORM_PARTS names only some parts'],
    [
      { PLATFORM_PARTS: 'jobs', DATABASE_URL: 'postgres://postgres@db:5432/afrimedia' },
      'PUBLIC_URL: is required when the jobs run without the api',
    ],
  ])('names the variable when a value is wrong: %o', (environment, expected) => {
    expect(() => loadConfig(environment)).toThrow(ConfigError);
    expect(() => loadConfig(environment)).toThrow(expected);
  });

  it('runs every part in one process unless told which', () => {
    expect(loadConfig({}).parts).toEqual(['api', 'projectors', 'jobs', 'encoder']);
    const projectors = loadConfig({
      PLATFORM_PARTS: ' Projectors ,jobs,encoder',
      DATABASE_URL: 'postgres://postgres@db:5432/afrimedia',
      PUBLIC_URL: 'https://afrimedia.africa',
    });
    expect(projectors.parts).toEqual(['projectors', 'jobs', 'encoder']);
    expect(
      loadConfig({ PLATFORM_PARTS: 'projectors', DATABASE_URL: 'postgres://postgres@db:5432/afrimedia' })
        .parts,
    ).toEqual(['projectors']);
  });

  it('lists every wrong variable at once', () => {
    try {
      loadConfig({ PORT: '-1', LOG_LEVEL: 'loud' });
      expect.unreachable();
    } catch (error) {
      expect((error as ConfigError).problems.map((problem) => problem.split(':')[0])).toEqual([
        'PORT',
        'LOG_LEVEL',
      ]);
    }
  });
});
