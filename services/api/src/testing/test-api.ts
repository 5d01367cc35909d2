import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { setTimeout } from 'node:timers/promises';
import { join } from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import {
  authorProfileDecider,
  authorStream,
  DomainError,
  reservations,
  SYSTEM_ACTOR,
  userDecider,
  userStream,
  type Command,
  type Decider,
  type Event,
} from '@afrimedia/domain';
import {
  comparePositions,
  createPostgresEventStore,
  runCommand,
  type CommandInput,
  migrateEventStore,
  START,
  type EventStore,
  type GuardedReservation,
  type RecordedEvent,
} from '@afrimedia/event-store';
import { projections, startProjectorGroup } from '@afrimedia/projections';
import { createTestDatabase, type TestDatabase } from '@afrimedia/postgres/testing';
import { createReadModelsDb, migrateReadModels } from '@afrimedia/read-models';
import type { LocalGateway } from '@afrimedia/payments/local-gateway';
import pg from 'pg';
import { createApp } from '../app.ts';
import type { WebApp } from '../http/web-apps.ts';
import { appendedEvents } from '../commands/dispatch.ts';
import { projectorBatches } from '../commands/projector-batches.ts';
import { readYourWrites } from '../commands/read-your-writes.ts';
import { createLogger, type Logger } from '../logger.ts';
import { devOutboxMailer, latestDevMail } from '../mail/dev-outbox-mailer.ts';
import { createLocalMediaStorage } from '../media/local-media-storage.ts';
import { startPaymentProvider, type LocalCardEntry } from '../payments/payment-provider.ts';
import { buildRouteDeps } from '../platform/route-deps-factory.ts';
import type { RouteDeps } from '../routes/route-deps.ts';
import { createApiDb, type ApiDb } from '../storage/api-db.ts';
import { migrateApiTables } from '../storage/migrate-api.ts';
import { openSealedStore } from '../personal-data/open-sealed-store.ts';

export interface NewUserOptions {
  readonly role?: 'reader' | 'owner' | 'admin';
  readonly verified?: boolean;
  readonly country?: string;
  readonly language?: string;
}

export interface TestUser {
  readonly userId: string;
  readonly email: string;
  readonly token: string;
  /** `{ authorization: 'Bearer …' }`, to spread into fetch headers. */
  readonly auth: Record<string, string>;
}

export interface TestApi {
  readonly url: string;
  readonly db: ApiDb;
  readonly store: EventStore;
  readonly deps: RouteDeps;
  /** The folder local media storage keeps its files in (under `media/`). */
  readonly mediaDir: string;
  /** The local payment gateway standing in for Stripe, on the API's clock, its webhooks posted to the API. */
  readonly paymentGateway: LocalGateway;
  /** Moves the API's clock (token expiry, codes, schedules); `undefined` goes back to real time. */
  setNow(now: Date | undefined): void;
  /** An HTTP call to `/api{path}` as `user` (anonymous without), with `body` sent as JSON. */
  call(method: string, path: string, user?: TestUser, body?: unknown): Promise<Response>;
  /**
   * Every stored event, oldest first, once the work routes do after answering has ended and the feed shows every
   * event committed so far.
   */
  events(): Promise<RecordedEvent[]>;
  /** Once the work routes do after answering has ended, every projection has applied every event stored. */
  caughtUp(): Promise<void>;
  /** Runs a command as the platform would (demo seeding, admin acts) and waits for the read models. */
  run<S, C extends Command, E extends Event>(
    stream: string,
    decider: Decider<S, C, E>,
    actorId: string,
    command: CommandInput<C>,
    reservations?: readonly GuardedReservation[],
  ): Promise<void>;
  /**
   * A registered user with a session: a reader, an author (validated by the platform team unless `verified` is
   * false, which leaves the application pending) or an admin. `token` is a bearer access token.
   */
  newUser(options?: NewUserOptions): Promise<TestUser>;
  /** A new session of an existing user: `{ authorization: 'Bearer …' }`. */
  signIn(userId: string): Promise<Record<string, string>>;
  /** The dev outbox, newest first, once the work routes do after answering (e-mailing codes) has ended. */
  mail(): ReturnType<typeof latestDevMail>;
  close(): Promise<void>;
}

export interface TestApiOptions {
  /** Web apps served beside the API, e.g. the reader for tests of its pages; none by default. */
  readonly webApps?: readonly WebApp[];
  /** The environment's site wall password (SITE_PASSWORD); none by default. */
  readonly sitePassword?: string;
  /** Where the API logs, e.g. to read its lines back; silent by default. */
  readonly logger?: Logger;
  /** How the local gateway takes cards: the reader's own fields by default, or as real Stripe (Stripe.js). */
  readonly cardEntry?: LocalCardEntry;
}

/**
 * The real API on a database of its own: PostgreSQL event store, every projection running, the dev outbox and
 * local media storage. Route tests talk to it over HTTP like a client would.
 */
export async function startTestApi(label = 'api', options: TestApiOptions = {}): Promise<TestApi> {
  const database: TestDatabase = await createTestDatabase(label);
  const pool = new pg.Pool({ connectionString: database.url, max: 12 });
  const db = createApiDb(pool);
  await migrateEventStore(pool);
  await migrateReadModels(db);
  await migrateApiTables(db);
  const storedEvents = createPostgresEventStore({ pool });
  const { store, personalKeys } = await openSealedStore({
    db,
    stored: storedEvents,
    masterKey: randomBytes(32),
  });
  const readModels = createReadModelsDb(pool);
  const batches = projectorBatches();
  const projectors = startProjectorGroup({
    store,
    db: readModels,
    projections,
    onError: (name, error) => console.error(`projection ${name} failed`, error),
    onBatchCommitted: batches.committed,
  });
  const mediaDir = mkdtempSync(join(tmpdir(), 'afrimedia-media-'));
  let fixedNow: Date | undefined;
  const clock = () => fixedNow ?? new Date();
  // Listening first: the local payment gateway posts its webhooks to this server's address.
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  if (!address || typeof address !== 'object') throw new Error('the test API is not listening');
  const url = `http://127.0.0.1:${address.port}`;
  const provider = await startPaymentProvider({
    stripe: undefined,
    webhookUrl: `${url}/api/payments/stripe/webhook`,
    clock,
    ...(options.cardEntry ? { localCardEntry: options.cardEntry } : {}),
  });
  const gateway = provider.gateway;
  if (!gateway) throw new Error('the test API pays through the local gateway');
  const deps = buildRouteDeps({
    db,
    store,
    personalKeys,
    mailer: devOutboxMailer(db),
    media: createLocalMediaStorage({ dataDir: mediaDir }),
    payments: provider.payments,
    sessionSecret: 'test-secret-test-secret-test-secret!',
    publicUrl: 'http://afrimedia.test',
    languages: { supported: ['en', 'fr', 'ar', 'es'], default: 'en' },
    sitePassword: options.sitePassword,
    clock,
    projectorBatches: batches,
    nudgeProjectors: projectors.nudge,
  });
  const app = createApp({
    logger: options.logger ?? createLogger({ level: 'silent', pretty: false }),
    healthChecks: [],
    webApps: options.webApps ?? [],
    api: deps,
    devMail: true,
  });
  server.on('request', app);
  const caughtUp = readYourWrites(db, projections, { batches });

  const api: TestApi = {
    url,
    paymentGateway: gateway,
    db,
    store,
    deps,
    mediaDir,
    setNow(now) {
      fixedNow = now;
    },
    call(method, path, user, body) {
      return fetch(`${api.url}/api${path}`, {
        method,
        headers: {
          ...(user?.auth ?? {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    },
    async events() {
      await deps.afterResponse.settled();
      // The feed shows an event once every older transaction in the cluster has ended, and other test files'
      // databases share the cluster: a count taken before that would miss events already committed.
      const head = await store.headPosition();
      while (comparePositions(await store.settledPosition(), head) < 0) await setTimeout(5);
      const all: RecordedEvent[] = [];
      for await (const event of store.readAll(START)) all.push(event);
      return all;
    },
    async run(stream, decider, actorId, command, reservations) {
      const result = await runCommand(store, {
        stream,
        decider,
        command,
        actorId,
        now: clock(),
        ...(reservations ? { reservations } : {}),
      });
      if (result instanceof DomainError) throw result;
      // A fixture waits for the read models however long a loaded machine takes: one seen half-written would fail
      // the test for the machine's sake, not the code's.
      if (result.events.length > 0 && !(await caughtUp(appendedEvents(result)))) await projectors.caughtUp();
    },
    async caughtUp() {
      await deps.afterResponse.settled();
      await projectors.caughtUp();
    },
    async newUser(options = {}) {
      const role = options.role ?? 'reader';
      const userId = randomUUID();
      const email = `${role}-${userId.slice(0, 8)}@example.org`;
      await api.run(
        userStream(userId),
        userDecider,
        role === 'admin' ? SYSTEM_ACTOR : userId,
        {
          type: 'RegisterUser',
          data: {
            userId,
            role,
            passwordHash: 'not-a-real-hash',
            language: options.language ?? 'en',
            acceptedTerms: true,
            personal: {
              email,
              firstName: 'Test',
              lastName: role,
              ...(options.country ? { country: options.country } : {}),
            },
          },
        },
        [{ ...reservations.email(email), conflict: 'EMAIL_ALREADY_USED' }],
      );
      if (role === 'owner') {
        await api.run(authorStream(userId), authorProfileDecider, userId, {
          type: 'SubmitAuthorApplication',
          data: {
            authorId: userId,
            expertiseTitle: 'Culture journalist',
            aboutMe: 'I write about music, arts and the cities of West Africa for readers everywhere.',
          },
        });
        if (options.verified !== false) {
          await api.run(authorStream(userId), authorProfileDecider, 'test-admin', {
            type: 'ValidateAuthor',
            data: { authorId: userId, actorIsAdmin: true },
          });
        }
      }
      const auth = await api.signIn(userId);
      return { userId, email, token: auth.authorization?.slice('Bearer '.length) ?? '', auth };
    },
    async signIn(userId) {
      const session = await deps.sessions.start(userId, {}, clock());
      const token = await deps.tokens.issue({ userId, sessionId: session.sessionId }, clock());
      return { authorization: `Bearer ${token}` };
    },
    async mail() {
      await deps.afterResponse.settled();
      return latestDevMail(db);
    },
    async close() {
      await provider.stop();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await projectors.stop();
      await store.close();
      await db.destroy();
      await readModels.destroy().catch(() => undefined);
      rmSync(mediaDir, { recursive: true, force: true });
      await database.drop();
    },
  };
  return api;
}
