import { createServer, type Server } from 'node:http';
import { once } from 'node:events';
import type { Config } from '@afrimedia/config';
import {
  projectionFeed,
  projections,
  startKafkaProjectors,
  startProjectionFeedRelay,
  startProjectorGroup,
  startScheduler,
  type ProjectorStatus,
} from '@afrimedia/projections';
import { createReadModelsDb } from '@afrimedia/read-models';
import { seedDemoContent } from '../demo/seed-demo.ts';
import { join } from 'node:path';
import { createApp } from '../app.ts';
import { hashPassword } from '../auth/passwords.ts';
import { devOutboxMailer } from '../mail/dev-outbox-mailer.ts';
import { startOutboxDispatcher } from '../mail/outbox-dispatcher.ts';
import { smtpMailer } from '../mail/smtp-mailer.ts';
import { startEncoder } from '../media/encoder/encoder-worker.ts';
import { createLocalMediaStorage } from '../media/local-media-storage.ts';
import { createS3MediaStorage } from '../media/s3-media-storage.ts';
import { createApiDb } from '../storage/api-db.ts';
import { projectorBatches } from '../commands/projector-batches.ts';
import { buildRouteDeps, type RouteDepsParts } from './route-deps-factory.ts';
import { createOpsApp } from '../http/ops-app.ts';
import { unsubscribeLinks } from '../mail/unsubscribe-links.ts';
import type { LocalGateway } from '@afrimedia/payments/local-gateway';
import { startPaymentProvider, type LocalCardEntry } from '../payments/payment-provider.ts';
import { databaseCheck, eventStoreCheck, feedHorizonCheck, projectionsCheck } from '../health/checks.ts';
import type { WebApp } from '../http/web-apps.ts';
import type { Logger } from '../logger.ts';
import { closedByShutdown, openPlatformDatabase, openPlatformPool } from './database.ts';
import { platformDemoMedia } from './demo-media.ts';
import { migratePlatformDatabase } from './migrate-platform.ts';
import { sessionSecretOf } from './session-secret.ts';
import { openPlatformEventStore } from './platform-event-store.ts';
import { startEventRelay, type RelayStatus } from '@afrimedia/event-relay';
import { personalDataOpener } from '../personal-data/sealed-event-store.ts';
import { startRetention } from '../personal-data/retention-schedule.ts';
import { meterAppends } from '../metrics/metered-event-store.ts';
import {
  createPlatformMetrics,
  watchEncoderQueue,
  watchProjections,
  watchRelays,
} from '../metrics/platform-metrics.ts';
import { tasksWaiting } from '../media/encoder/encoder-tasks.ts';

/** How long after the database announced its shutdown failures are taken for that shutdown. */
const SHUTDOWN_SETTLING_MS = 5_000;

export interface RunningPlatform {
  /** The address users reach: PUBLIC_URL, else where this process listens. */
  readonly url: string;
  /** Where this process listens, as it reaches itself. */
  readonly listening: string;
  readonly databaseUrl: string;
  /** The local gateway standing in for Stripe's API, when no Stripe key is configured. */
  readonly paymentGateway: LocalGateway['connection'] | undefined;
  stop(): Promise<void>;
}

/**
 * The platform's parts that `config.parts` names, in this process: all of them for a newcomer and for end-to-end
 * tests, with PostgreSQL given or embedded, migrations, event store, API and the built web apps; in production one
 * part or a few per process, every process on the same database.
 */
export async function startPlatform(
  config: Config,
  options: {
    logger: Logger;
    webApps: readonly WebApp[];
    /** Fill an empty event store with the demo platform (npm start). */
    seedDemo?: boolean;
    /** Tests only: how the local gateway takes cards (see `LocalCardEntry`); `fields` by default. */
    localCardEntry?: LocalCardEntry;
  },
): Promise<RunningPlatform> {
  const { logger } = options;
  const database = await openPlatformDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    logger,
  });
  let stopping = false;
  let serverStoppedAt = Number.NEGATIVE_INFINITY;
  /**
   * What fails for want of the database while the platform stops, or just after the database said it is shutting
   * down (a terminal's Ctrl-C reaches the embedded PostgreSQL a moment before this process hears it), is that stop
   * at work, not a fault worth a warning.
   */
  const stopAtWork = (error: unknown) => {
    if (closedByShutdown(error)) serverStoppedAt = Date.now();
    return stopping || Date.now() - serverStoppedAt < SHUTDOWN_SETTLING_MS;
  };
  const fault = (level: 'warn' | 'error', details: { err: unknown; projection?: string }, message: string) =>
    logger[stopAtWork(details.err) ? 'debug' : level](details, message);
  const pool = openPlatformPool(database.url, config.database, logger, stopAtWork);

  const stoppers: Array<() => Promise<void>> = [() => pool.end(), () => database.stop()];
  const stopAll = async () => {
    stopping = true;
    for (const stop of stoppers.splice(0))
      await stop().catch((error) => logger.warn({ err: error }, 'stop failed'));
  };
  try {
    await migratePlatformDatabase(database.url, config.database);
    const parts = new Set(config.parts);
    const readModels = createReadModelsDb(pool);
    const apiDb = createApiDb(pool);
    const metrics = createPlatformMetrics();
    const opened = await openPlatformEventStore(config, pool, apiDb);
    const { stored, personalKeys, liveKeys } = opened;
    const eventStore = meterAppends(opened.store, metrics);
    stoppers.unshift(() => eventStore.close());
    logger.info({ liveKeys, parts: [...parts] }, 'personal-data keys opened');
    const relays = new Map<string, () => RelayStatus>();
    watchRelays(metrics, relays);
    const feed =
      config.projectorSource === 'kafka' && config.kafkaBrokers
        ? { brokers: config.kafkaBrokers, ...projectionFeed(projections, config.kafkaTopicPrefix) }
        : undefined;
    if (config.kafkaBrokers && parts.has('jobs')) {
      // Personal fields leave sealed: the relays read the store below the sealing.
      const relay = startEventRelay({
        store: stored,
        pool,
        brokers: config.kafkaBrokers,
        topicPrefix: config.kafkaTopicPrefix,
        onError: (error) => fault('warn', { err: error }, 'event relay to Kafka failed; retrying'),
      });
      stoppers.unshift(() => relay.stop());
      relays.set('categories', relay.status);
      if (feed) {
        const feedRelay = await startProjectionFeedRelay({
          store: stored,
          pool,
          brokers: feed.brokers,
          feed,
          onError: (error) =>
            fault('warn', { err: error }, 'projection feed relay to Kafka failed; retrying'),
        });
        stoppers.unshift(() => feedRelay.stop());
        relays.set('projections', feedRelay.status);
      }
    }
    const media = config.s3
      ? createS3MediaStorage({ ...config.s3, spoolDir: join(config.dataDir, 'spool') })
      : createLocalMediaStorage({ dataDir: config.dataDir });
    if (options.seedDemo && parts.has('api')) {
      const seeded = await seedDemoContent(eventStore, {
        hashPassword,
        media: platformDemoMedia({ storage: media, db: apiDb }),
      });
      if (seeded.seeded)
        logger.info(seeded, 'demo content created (password of every demo account: see README)');
    }
    const healthChecks = [databaseCheck(pool), eventStoreCheck(eventStore), feedHorizonCheck(eventStore)];
    // Requests wait for the read models of their own writes: told by projectors in this process, else by polling.
    let sameProcess: Pick<RouteDepsParts, 'projectorBatches' | 'nudgeProjectors'> = {};
    if (parts.has('projectors')) {
      const batches = projectorBatches();
      const onBatchCommitted = batches.committed;
      const onProjectionError = (projection: string, error: unknown) =>
        fault('error', { err: error, projection }, 'projection failed; retrying');
      let statuses: () => ProjectorStatus[];
      if (feed) {
        // Personal fields travel sealed, as on the categories' topics; the workers open them as the store does.
        const workers = await startKafkaProjectors({
          brokers: feed.brokers,
          groupId: `${config.kafkaTopicPrefix}.projectors`,
          feed,
          db: readModels,
          open: personalDataOpener(personalKeys),
          onError: (error) => onProjectionError('kafka', error),
          onBatchCommitted,
        });
        stoppers.unshift(() => workers.stop());
        statuses = workers.statuses;
      } else {
        const projectors = startProjectorGroup({
          store: eventStore,
          db: readModels,
          projections,
          onError: onProjectionError,
          onBatchCommitted,
        });
        stoppers.unshift(() => projectors.stop());
        sameProcess = { nudgeProjectors: projectors.nudge };
        statuses = projectors.statuses;
      }
      sameProcess = { ...sameProcess, projectorBatches: batches };
      healthChecks.splice(2, 0, projectionsCheck(statuses));
      watchProjections(metrics, statuses);
    }
    if (parts.has('jobs')) {
      const scheduler = startScheduler({
        db: readModels,
        store: eventStore,
        onError: (error) =>
          fault('error', { err: error }, 'scheduled commands failed; retrying at the next tick'),
      });
      stoppers.unshift(() => scheduler.stop());
    }

    const smtp = config.smtpUrl
      ? smtpMailer(config.smtpUrl, 'Afrimedia <no-reply@afrimedia.africa>')
      : undefined;
    if (smtp) stoppers.unshift(async () => smtp.close());
    const mailer = smtp ?? devOutboxMailer(apiDb);
    // Listen first: e-mailed links need the address users reach, and an ephemeral port is known only now.
    const server = createServer();
    server.listen(config.http.port, config.http.host);
    await once(server, 'listening');
    stoppers.unshift(() => closeServer(server));
    const url = config.http.publicUrl ?? `http://${config.http.host}:${listeningPort(server)}`;
    const sessionSecret = await sessionSecretOf(config.sessionSecret, config.dataDir);
    let paymentGateway: RunningPlatform['paymentGateway'];
    if (parts.has('api')) {
      const provider = await startPaymentProvider({
        stripe: config.stripe,
        webhookUrl: `${ownAddress(server)}/api/payments/stripe/webhook`,
        clock: () => new Date(),
        ...(options.localCardEntry ? { localCardEntry: options.localCardEntry } : {}),
      });
      stoppers.unshift(() => provider.stop());
      paymentGateway = provider.gateway?.connection;
      const api = buildRouteDeps({
        db: apiDb,
        store: eventStore,
        personalKeys,
        mailer,
        media,
        payments: provider.payments,
        sessionSecret,
        publicUrl: url,
        languages: config.languages,
        sitePassword: config.sitePassword,
        ...sameProcess,
      });
      server.on(
        'request',
        createApp({
          logger,
          healthChecks,
          webApps: options.webApps,
          api,
          devMail: smtp === undefined,
          trustProxy: config.trustProxy,
          metrics: { platform: metrics, token: config.metricsToken },
        }),
      );
    } else {
      server.on(
        'request',
        createOpsApp({
          healthChecks,
          trustProxy: config.trustProxy,
          metrics: { platform: metrics, token: config.metricsToken },
        }),
      );
    }
    if (parts.has('jobs')) {
      const outbox = startOutboxDispatcher({
        db: apiDb,
        store: eventStore,
        mailer,
        publicUrl: url,
        team: { address: config.contactEmail, language: config.languages.default },
        unsubscribe: unsubscribeLinks(sessionSecret, url),
        onError: (error) => fault('error', { err: error }, 'sending e-mail failed; retrying'),
      });
      stoppers.unshift(() => outbox.stop());
      const retention = startRetention({
        db: apiDb,
        store: eventStore,
        personalKeys,
        media,
        clock: () => new Date(),
        // Counts only: the log keeps nothing of the people erased.
        onPass: (report) => logger.info(report, 'retention pass'),
        onError: (error) => fault('error', { err: error }, 'retention pass failed; retrying tomorrow'),
      });
      stoppers.unshift(() => retention.stop());
    }
    if (parts.has('encoder')) {
      watchEncoderQueue(metrics, () => tasksWaiting(apiDb));
      const encoder = startEncoder({
        db: apiDb,
        store: eventStore,
        storage: media,
        onError: (error) => fault('error', { err: error }, 'media encoding pass failed; retrying'),
      });
      stoppers.unshift(() => encoder.stop());
    }
    return {
      url,
      listening: ownAddress(server),
      databaseUrl: database.url,
      paymentGateway,
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

function listeningPort(server: Server): number {
  const address = server.address();
  if (address && typeof address === 'object') return address.port;
  throw new Error('the HTTP server is not listening on a TCP port');
}

/** Where this process reaches its own server: the loopback when it listens on every address. */
function ownAddress(server: Server): string {
  const address = server.address();
  if (!address || typeof address !== 'object')
    throw new Error('the HTTP server is not listening on a TCP port');
  const everywhere = address.address === '0.0.0.0' || address.address === '::';
  const host = everywhere
    ? '127.0.0.1'
    : address.family === 'IPv6'
      ? `[${address.address}]`
      : address.address;
  return `http://${host}:${address.port}`;
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
    server.closeIdleConnections();
  });
}
