import pg from 'pg';
import {
  checkDistinctIds,
  checkExpectedVersion,
  EventIdConflict,
  ReservationConflict,
  START,
  type AppendOptions,
  type AppendResult,
  type EventHandler,
  type EventMetadata,
  type EventStore,
  type ExpectedVersion,
  type GlobalPosition,
  type NewEvent,
  type ReadAllOptions,
  type RecordedEvent,
  type Reservation,
  type SubscribeOptions,
  type Subscription,
} from '../event-store.ts';
import { TrackedSubscriptions } from '../tracked-subscriptions.ts';
import { catchUpSubscription } from '../catch-up-subscription.ts';
import { FeedListener } from './feed-listener.ts';

const NOTIFY_CHANNEL = 'event_store_appended';
const UNIQUE_VIOLATION = '23505';
/** Retries of an append whose stream moved under it while expecting `any`, or raced on its own event ids. */
const MAX_APPEND_ATTEMPTS = 5;
const DEFAULT_BATCH = 500;
/** First key of the per-stream advisory locks (the second is the stream name's hash). */
const STREAM_LOCK_CLASS = 7_244_772;

interface EventRow {
  position: string;
  transaction_text: string;
  event_id: string;
  stream: string;
  version: string;
  type: string;
  data: unknown;
  metadata: EventMetadata;
  recorded_at: Date;
}

// The text form of the transaction id gets its own name: `order by transaction_id` must sort the xid8 column,
// not this text (where '999' > '1000').
const COLUMNS = `position, transaction_id::text as transaction_text, event_id, stream, version, type, data, metadata,
  recorded_at`;

export interface FeedHorizon {
  /** Committed events the feed does not deliver yet. */
  readonly heldBackEvents: number;
  /** How long the oldest of them has waited, since its transaction started; 0 when none waits. */
  readonly heldBackMs: number;
  /** The oldest open transaction holding them back, when the server shows it. */
  readonly holder: {
    readonly pid: number;
    readonly database: string | null;
    readonly applicationName: string | null;
    readonly state: string | null;
    readonly transactionAgeMs: number | null;
  } | null;
}

export interface PostgresEventStoreOptions {
  readonly pool: pg.Pool;
  /** Whether close() ends the pool (true when the store made it). */
  readonly ownsPool?: boolean;
  /** How often a caught-up subscription looks at the feed when no notification wakes it. */
  readonly pollMs?: number;
}

export class PostgresEventStore implements EventStore {
  private readonly pool: pg.Pool;
  private readonly listener: FeedListener;
  private readonly pollMs: number;
  private readonly ownsPool: boolean;
  private readonly subscriptions = new TrackedSubscriptions();

  constructor(options: PostgresEventStoreOptions) {
    this.pool = options.pool;
    this.ownsPool = options.ownsPool ?? false;
    this.pollMs = options.pollMs ?? 250;
    this.listener = new FeedListener(() => new pg.Client(this.pool.options), NOTIFY_CHANNEL);
  }

  async append(
    stream: string,
    events: readonly NewEvent[],
    expected: ExpectedVersion,
    options: AppendOptions = {},
  ): Promise<AppendResult> {
    checkDistinctIds(stream, events);
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.appendOnce(stream, events, expected, options);
      } catch (error) {
        // Writers of one stream take turns, so these are the rare races left: the same event ids appended at
        // once to two streams, or a writer that bypassed the stream lock taking the next version. A fresh attempt
        // answers correctly in both cases (EventIdConflict; the append on top, or WrongExpectedVersion).
        const racing =
          isUniqueViolation(error, 'events_stream_version_key') &&
          (expected === 'any' || expected === 'stream_exists');
        const duplicated = isUniqueViolation(error, 'events_event_id_key');
        if ((racing || duplicated) && attempt < MAX_APPEND_ATTEMPTS) continue;
        if (isUniqueViolation(error, 'events_stream_version_key')) {
          const current = await this.currentVersion(this.pool, stream);
          checkExpectedVersion(stream, expected, current);
        }
        throw error;
      }
    }
  }

  private async appendOnce(
    stream: string,
    events: readonly NewEvent[],
    expected: ExpectedVersion,
    options: AppendOptions,
  ): Promise<AppendResult> {
    const client = await this.pool.connect();
    // A pool made elsewhere may not listen to the connections it lends: losing the server in the middle of an
    // append must fail this append, not raise an unheard 'error' event that ends the process.
    client.on('error', ignoreLostConnection);
    let rolledBack = true;
    try {
      await client.query('begin');
      // Writers of one stream take turns (the lock is released at commit): the version read below is then the
      // stream's last, and `any`/`stream_exists` appends never race each other on the next version.
      await client.query('select pg_advisory_xact_lock($1, hashtext($2))', [STREAM_LOCK_CLASS, stream]);
      const replay = await this.alreadyAppended(client, stream, events);
      if (replay) {
        await client.query('commit');
        return replay;
      }
      const current = await this.currentVersion(client, stream);
      checkExpectedVersion(stream, expected, current);
      await this.reserve(client, stream, options.reservations ?? []);
      await this.release(client, stream, options.releases ?? []);
      if (events.length === 0) {
        await client.query('commit');
        return { nextVersion: current ?? -1n, position: { commit: 0n, prepare: 0n } };
      }
      const first = (current ?? -1n) + 1n;
      const inserted = await client.query<{ position: string; transaction_id: string }>(
        `insert into event_store.events (event_id, stream, version, type, data, metadata)
         select * from unnest($1::uuid[], $2::text[], $3::bigint[], $4::text[], $5::jsonb[], $6::jsonb[])
         returning position, transaction_id::text as transaction_id`,
        [
          events.map((event) => event.id),
          events.map(() => stream),
          events.map((_, index) => (first + BigInt(index)).toString()),
          events.map((event) => event.type),
          events.map((event) => JSON.stringify(event.data)),
          events.map((event) => JSON.stringify(event.metadata)),
        ],
      );
      await client.query('select pg_notify($1, $2)', [NOTIFY_CHANNEL, stream]);
      await client.query('commit');
      const last = inserted.rows.at(-1)!;
      return {
        nextVersion: first + BigInt(events.length) - 1n,
        position: { commit: BigInt(last.transaction_id), prepare: BigInt(last.position) },
      };
    } catch (error) {
      rolledBack = await client.query('rollback').then(
        () => true,
        () => false,
      );
      throw error;
    } finally {
      client.removeListener('error', ignoreLostConnection);
      // A connection whose transaction could not be rolled back is closed rather than lent again mid-transaction.
      client.release(!rolledBack);
    }
  }

  /** An append whose event ids the stream already holds was done before: answer as the first time. */
  private async alreadyAppended(
    client: pg.PoolClient,
    stream: string,
    events: readonly NewEvent[],
  ): Promise<AppendResult | undefined> {
    if (events.length === 0) return undefined;
    const found = await client.query<{
      event_id: string;
      stream: string;
      version: string;
      position: string;
      transaction_id: string;
    }>(
      `select event_id, stream, version, position, transaction_id::text as transaction_id
         from event_store.events where event_id = any($1::uuid[]) order by version`,
      [events.map((event) => event.id)],
    );
    if (found.rowCount === 0) return undefined;
    if (found.rowCount !== events.length || found.rows.some((row) => row.stream !== stream)) {
      throw new EventIdConflict(
        stream,
        found.rows.map((row) => row.event_id),
      );
    }
    const last = found.rows.at(-1)!;
    return {
      nextVersion: BigInt(last.version),
      position: { commit: BigInt(last.transaction_id), prepare: BigInt(last.position) },
    };
  }

  private async currentVersion(client: pg.Pool | pg.PoolClient, stream: string): Promise<bigint | undefined> {
    const result = await client.query<{ version: string | null }>(
      'select max(version)::text as version from event_store.events where stream = $1',
      [stream],
    );
    const version = result.rows[0]?.version;
    return version === null || version === undefined ? undefined : BigInt(version);
  }

  private async reserve(client: pg.PoolClient, stream: string, reservations: readonly Reservation[]) {
    for (const { scope, key } of reservations) {
      // A concurrent reserver of the same key waits here on the primary key until this transaction ends.
      await client.query(
        `insert into event_store.reservations (scope, key, stream) values ($1, $2, $3)
         on conflict (scope, key) do nothing`,
        [scope, key, stream],
      );
      const owner = await client.query<{ stream: string }>(
        'select stream from event_store.reservations where scope = $1 and key = $2',
        [scope, key],
      );
      if (owner.rows[0]?.stream !== stream) throw new ReservationConflict(scope, key);
    }
  }

  private async release(client: pg.PoolClient, stream: string, releases: readonly Reservation[]) {
    for (const { scope, key } of releases) {
      await client.query(
        'delete from event_store.reservations where scope = $1 and key = $2 and stream = $3',
        [scope, key, stream],
      );
    }
  }

  async *readStream(stream: string, fromVersion = 0n): AsyncIterable<RecordedEvent> {
    let next = fromVersion;
    for (;;) {
      const result = await this.pool.query<EventRow>(
        `select ${COLUMNS} from event_store.events where stream = $1 and version >= $2 order by version limit $3`,
        [stream, next.toString(), DEFAULT_BATCH],
      );
      for (const row of result.rows) yield toRecorded(row);
      if (result.rows.length < DEFAULT_BATCH) return;
      next = BigInt(result.rows.at(-1)!.version) + 1n;
    }
  }

  async *readAll(from: GlobalPosition, options: ReadAllOptions = {}): AsyncIterable<RecordedEvent> {
    const batchSize = options.batchSize ?? DEFAULT_BATCH;
    let after = from;
    for (;;) {
      const rows = await this.readPage(after, batchSize, options.types);
      for (const row of rows) yield toRecorded(row);
      if (rows.length < batchSize) return;
      const last = rows.at(-1)!;
      after = { commit: BigInt(last.transaction_text), prepare: BigInt(last.position) };
    }
  }

  /**
   * One page of the feed. Only transactions older than the oldest one still running are read: any event they
   * could still be followed by comes from a transaction with a higher id, so the page is final.
   */
  private async readPage(
    after: GlobalPosition,
    limit: number,
    types?: readonly string[],
  ): Promise<EventRow[]> {
    const result = await this.pool.query<EventRow>(
      `select ${COLUMNS} from event_store.events
        where (transaction_id, position) > ($1::text::xid8, $2::bigint)
          and transaction_id < pg_snapshot_xmin(pg_current_snapshot())
          ${types ? 'and type = any($4::text[])' : ''}
        order by transaction_id, position
        limit $3`,
      types
        ? [after.commit.toString(), after.prepare.toString(), limit, types]
        : [after.commit.toString(), after.prepare.toString(), limit],
    );
    return result.rows;
  }

  subscribeAll(from: GlobalPosition, handler: EventHandler, options: SubscribeOptions = {}): Subscription {
    // Notifications only hint that something was appended; the poll also catches a long transaction that ended
    // without appending, which lets readers past the events committed behind it.
    const source = {
      readAll: this.readAll.bind(this),
      listen: (wake: () => void) => this.listener.add(wake),
      pollMs: this.pollMs,
      // A restarting server or a dropped connection costs a few retries (about 40 s in all), not the subscription.
      readRetries: 12,
    };
    return this.subscriptions.track(catchUpSubscription(source, from, handler, options));
  }

  async headPosition(): Promise<GlobalPosition> {
    const result = await this.pool.query<{ transaction_text: string; position: string }>(
      `select transaction_id::text as transaction_text, position from event_store.events
        order by transaction_id desc, position desc limit 1`,
    );
    const last = result.rows[0];
    return last ? { commit: BigInt(last.transaction_text), prepare: BigInt(last.position) } : START;
  }

  async reservationOwner({ scope, key }: Reservation): Promise<string | undefined> {
    const result = await this.pool.query<{ stream: string }>(
      'select stream from event_store.reservations where scope = $1 and key = $2',
      [scope, key],
    );
    return result.rows[0]?.stream;
  }

  /**
   * How far the feed lags the store: events already committed that readers cannot see yet, because a transaction
   * that started before them (anywhere in the cluster) is still open. See docs/feed-horizon.md.
   */
  async feedHorizon(): Promise<FeedHorizon> {
    const held = await this.pool.query<{ events: string; oldest_ms: number | null }>(
      `select count(*) as events,
              (extract(epoch from clock_timestamp() - min(recorded_at)) * 1000)::float8 as oldest_ms
         from event_store.events
        where transaction_id >= pg_snapshot_xmin(pg_current_snapshot())`,
    );
    const heldBackEvents = Number(held.rows[0]?.events ?? 0);
    if (heldBackEvents === 0) return { heldBackEvents: 0, heldBackMs: 0, holder: null };
    const holder = await this.pool.query<{
      pid: number;
      database: string | null;
      application_name: string | null;
      state: string | null;
      age_ms: number | null;
    }>(
      `select pid, datname as database, application_name, state,
              (extract(epoch from clock_timestamp() - xact_start) * 1000)::float8 as age_ms
         from pg_stat_activity
        where backend_xid is not null
        order by age(backend_xid) desc
        limit 1`,
    );
    const oldest = holder.rows[0];
    return {
      heldBackEvents,
      heldBackMs: Math.max(0, Math.round(held.rows[0]?.oldest_ms ?? 0)),
      holder: oldest
        ? {
            pid: oldest.pid,
            database: oldest.database,
            applicationName: oldest.application_name,
            state: oldest.state,
            transactionAgeMs: oldest.age_ms === null ? null : Math.round(oldest.age_ms),
          }
        : null,
    };
  }

  async ping(): Promise<void> {
    await this.pool.query('select 1 from event_store.events limit 1');
  }

  /** Stops the subscriptions this store started, then closes its connections. */
  async close(): Promise<void> {
    await this.subscriptions.stopAll();
    await this.listener.close();
    if (this.ownsPool) await this.pool.end();
  }
}

function ignoreLostConnection(): void {}

function toRecorded(row: EventRow): RecordedEvent {
  return {
    id: row.event_id,
    stream: row.stream,
    version: BigInt(row.version),
    position: { commit: BigInt(row.transaction_text), prepare: BigInt(row.position) },
    type: row.type,
    data: row.data,
    metadata: row.metadata,
    recordedAt: row.recorded_at,
  };
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  const { code, constraint: violated } = (error ?? {}) as { code?: string; constraint?: string };
  return code === UNIQUE_VIOLATION && violated === constraint;
}

export function createPostgresEventStore(
  options: ({ pool: pg.Pool } | { connectionString: string }) & { pollMs?: number },
): PostgresEventStore {
  if ('pool' in options) return new PostgresEventStore({ pool: options.pool, pollMs: options.pollMs });
  const pool = new pg.Pool({ connectionString: options.connectionString });
  // A connection losing its server must not crash the process, idle or lent; the next query takes a fresh one.
  pool.on('error', ignoreLostConnection);
  pool.on('connect', (client) => client.on('error', ignoreLostConnection));
  return new PostgresEventStore({ pool, ownsPool: true, pollMs: options.pollMs });
}
