import pg from 'pg';
import {
  checkDistinctIds,
  checkExpectedVersion,
  EventIdConflict,
  ReservationConflict,
  START,
  WrongExpectedVersion,
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
import { AppendBatcher, type Outcome } from './append-batcher.ts';
import { FeedListener } from './feed-listener.ts';
import { APPEND_REFUSALS, NOTIFY_CHANNEL } from './schema.ts';

/** The largest bigint: a position after every event of its transaction. */
const LAST_POSITION_IN_TRANSACTION = 9_223_372_036_854_775_807n;
const UNIQUE_VIOLATION = '23505';
const DEADLOCK = '40P01';
/** Retries of an append whose stream moved under it while expecting `any`, or raced on its own event ids. */
const MAX_APPEND_ATTEMPTS = 5;
const DEFAULT_BATCH = 500;

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
/** The same columns, read from a subquery that selected them with its `transaction_id` beside. */
const COLUMNS_OF_PAGE = `position, transaction_text, event_id, stream, version, type, data, metadata, recorded_at`;
/** After the position in $1/$2, in transactions that can no longer be followed by an earlier event. */
const AFTER_AND_SETTLED = `(transaction_id, position) > ($1::text::xid8, $2::bigint)
  and transaction_id < pg_snapshot_xmin(pg_current_snapshot())`;
/** Up to this many types, a page of some types is merged from the index by type; more, and the feed is walked. */
const MAX_TYPES_BY_INDEX = 40;

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

interface PendingAppend {
  readonly stream: string;
  readonly events: readonly NewEvent[];
  readonly expected: ExpectedVersion;
  readonly options: AppendOptions;
}

/** How event_store.append_batch says each append ended. */
type BatchOutcome =
  | { nextVersion: string; transactions: string[] | null; positions: number[] | null }
  | { code: string; detail: string | null; constraint: string | null; message: string };

/** How appends of one process share commits (see AppendBatcher); false sends each append on its own. */
export type GroupCommit = false | { readonly maxInFlight: number; readonly maxBatch: number };

/**
 * Two commits in flight keep the server busy while the next batch gathers; a batch stays under 64 appends, the
 * subtransactions PostgreSQL tracks per transaction before other sessions' snapshots must look them up on disk.
 */
export const DEFAULT_GROUP_COMMIT: GroupCommit = { maxInFlight: 2, maxBatch: 32 };

export interface PostgresEventStoreOptions {
  readonly pool: pg.Pool;
  readonly groupCommit?: GroupCommit;
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
  private readonly batcher: AppendBatcher<PendingAppend, AppendResult> | undefined;

  constructor(options: PostgresEventStoreOptions) {
    this.pool = options.pool;
    const groupCommit = options.groupCommit ?? DEFAULT_GROUP_COMMIT;
    this.batcher = groupCommit
      ? new AppendBatcher({ ...groupCommit, commit: (appends) => this.commitTogether(appends) })
      : undefined;
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
        const append = { stream, events, expected, options };
        return await (this.batcher ? this.batcher.submit(append) : this.appendAlone(append));
      } catch (error) {
        // Writers of one stream take turns, so these are the rare races left: the same event ids appended at
        // once to two streams, or a writer that bypassed the stream lock taking the next version. A fresh attempt
        // answers correctly in both cases (EventIdConflict; the append on top, or WrongExpectedVersion). Two
        // batches can also deadlock on each other's uncommitted event ids or reservations; PostgreSQL ends one.
        const racing =
          isUniqueViolation(error, 'events_stream_version_key') &&
          (expected === 'any' || expected === 'stream_exists');
        const duplicated = isUniqueViolation(error, 'events_event_id_key');
        const deadlocked = codeOf(error) === DEADLOCK;
        if ((racing || duplicated || deadlocked) && attempt < MAX_APPEND_ATTEMPTS) continue;
        if (isUniqueViolation(error, 'events_stream_version_key')) {
          const current = await this.currentVersion(stream);
          checkExpectedVersion(stream, expected, current);
        }
        throw refusal(error, stream, expected, options) ?? error;
      }
    }
  }

  /** Appends committed together: alone through event_store.append, several through event_store.append_batch. */
  private async commitTogether(appends: readonly PendingAppend[]): Promise<Outcome<AppendResult>[]> {
    if (appends.length === 1) return [{ ok: true, result: await this.appendAlone(appends[0]!) }];
    const outcomes = await this.withAppendClient(async (client) => {
      const answer = await client.query<{ outcomes: BatchOutcome[] }>({
        name: 'event_store_append_batch',
        text: 'call event_store.append_batch($1::jsonb, null::jsonb)',
        values: [JSON.stringify(appends.map(appendArguments))],
      });
      return answer.rows[0]!.outcomes;
    });
    this.listener.wakeAll();
    return outcomes.map((outcome) =>
      'code' in outcome
        ? { ok: false, error: Object.assign(new Error(outcome.message), outcome) }
        : { ok: true, result: appendResult(outcome.nextVersion, outcome.transactions, outcome.positions) },
    );
  }

  /** One call of the event_store.append procedure, which commits by itself: a failed call leaves nothing open. */
  private async appendAlone(append: PendingAppend): Promise<AppendResult> {
    const { stream, expected, events, reservations, releases } = appendArguments(append);
    const row = await this.withAppendClient(async (client) => {
      const result = await client.query<{
        next_version: string;
        transactions: string[] | null;
        positions: string[] | null;
      }>({
        name: 'event_store_append',
        text: 'call event_store.append($1, $2, $3::jsonb, $4::jsonb, $5::jsonb, null, null::text[], null::bigint[])',
        values: [
          stream,
          expected,
          JSON.stringify(events),
          JSON.stringify(reservations),
          JSON.stringify(releases),
        ],
      });
      return result.rows[0]!;
    });
    const result = appendResult(row.next_version, row.transactions, row.positions);
    // This process's subscriptions need not wait for the notification to come back.
    if (result.positions.length > 0) this.listener.wakeAll();
    return result;
  }

  private async withAppendClient<T>(call: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    // A pool made elsewhere may not listen to the connections it lends: losing the server in the middle of an
    // append must fail this append, not raise an unheard 'error' event that ends the process.
    client.on('error', ignoreLostConnection);
    let failure: unknown;
    try {
      return await call(client);
    } catch (error) {
      failure = error;
      throw error;
    } finally {
      client.removeListener('error', ignoreLostConnection);
      // A statement the server refused leaves its connection as it found it; any other failure (a lost
      // connection, a client-side timeout) may not, so that connection is closed rather than lent again.
      client.release(
        failure !== undefined && !(failure instanceof pg.DatabaseError && failure.severity === 'ERROR'),
      );
    }
  }

  private async currentVersion(stream: string): Promise<bigint | undefined> {
    const result = await this.pool.query<{ version: string | null }>(
      'select max(version)::text as version from event_store.events where stream = $1',
      [stream],
    );
    const version = result.rows[0]?.version;
    return version === null || version === undefined ? undefined : BigInt(version);
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
   *
   * A page of some types is the merge of each type's next events, each read from the index by type: walking the
   * feed and skipping other types reads every event after `after` when those types stopped occurring (a projection
   * of articles, after a million likes: seconds per pass, past the statement timeout, on every restart). The
   * planner cannot see that from its statistics, which say the types are common, so the merge is spelt out. A
   * reader of most types (a replay of every projection) walks the feed: it skips few events, and each type would
   * cost an index descent per page.
   */
  private async readPage(
    after: GlobalPosition,
    limit: number,
    types?: readonly string[],
  ): Promise<EventRow[]> {
    const start = [after.commit.toString(), after.prepare.toString(), limit];
    const wanted = types ? [...new Set(types)] : undefined;
    if (wanted && wanted.length <= MAX_TYPES_BY_INDEX) {
      const perType = wanted.map(
        (_, n) => `(select ${COLUMNS}, transaction_id from event_store.events
          where type = $${n + 4} and ${AFTER_AND_SETTLED}
          order by transaction_id, position
          limit $3)`,
      );
      const result = await this.pool.query<EventRow>(
        `select ${COLUMNS_OF_PAGE} from (${perType.join(' union all ')}) page
          order by transaction_id, position
          limit $3`,
        [...start, ...wanted],
      );
      return result.rows;
    }
    const result = await this.pool.query<EventRow>(
      `select ${COLUMNS} from event_store.events
        where ${AFTER_AND_SETTLED} ${wanted ? 'and type = any($4::text[])' : ''}
        order by transaction_id, position
        limit $3`,
      wanted ? [...start, wanted] : start,
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

  /**
   * Every transaction older than the oldest one still running has ended, and any later one gets a higher id: the
   * feed is settled up to the last position of the transaction just before it.
   */
  async settledPosition(): Promise<GlobalPosition> {
    const result = await this.pool.query<{ xmin: string }>(
      'select pg_snapshot_xmin(pg_current_snapshot())::text as xmin',
    );
    return { commit: BigInt(result.rows[0]!.xmin) - 1n, prepare: LAST_POSITION_IN_TRANSACTION };
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

/** The port's error for a refusal raised by event_store.append_events, if the error is one. */
function refusal(
  error: unknown,
  stream: string,
  expected: ExpectedVersion,
  options: AppendOptions,
): Error | undefined {
  const detail = (error as { detail?: string } | undefined)?.detail ?? '';
  switch (codeOf(error)) {
    case APPEND_REFUSALS.expectedVersion:
      return new WrongExpectedVersion(stream, expected, detail === '' ? 'no_stream' : BigInt(detail));
    case APPEND_REFUSALS.reservation: {
      const taken = options.reservations?.[Number(detail)];
      return taken && new ReservationConflict(taken.scope, taken.key);
    }
    case APPEND_REFUSALS.eventIds:
      return new EventIdConflict(stream, detail.split(','));
    default:
      return undefined;
  }
}

/** An append as the event_store procedures take it. */
function appendArguments({ stream, events, expected, options }: PendingAppend) {
  return {
    stream,
    expected: typeof expected === 'bigint' ? expected.toString() : expected,
    events: events.map(({ id, type, data, metadata }) => ({ id, type, data, metadata })),
    reservations: options.reservations ?? [],
    releases: options.releases ?? [],
  };
}

/** The SQLSTATE of a server error, whether pg raised it or a batch's outcome carried it. */
function codeOf(error: unknown): string | undefined {
  return (error as { code?: string } | undefined)?.code;
}

function appendResult(
  nextVersion: string,
  transactions: readonly string[] | null,
  positions: readonly (string | number)[] | null,
): AppendResult {
  const feedPositions = (positions ?? []).map((position, index) => ({
    commit: BigInt(transactions![index]!),
    prepare: BigInt(position),
  }));
  return {
    nextVersion: BigInt(nextVersion),
    position: feedPositions.at(-1) ?? START,
    positions: feedPositions,
  };
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  const { code, constraint: violated } = (error ?? {}) as { code?: string; constraint?: string };
  return code === UNIQUE_VIOLATION && violated === constraint;
}

export function createPostgresEventStore(
  options: ({ pool: pg.Pool } | { connectionString: string }) & {
    pollMs?: number;
    groupCommit?: GroupCommit;
  },
): PostgresEventStore {
  const { pollMs, groupCommit } = options;
  if ('pool' in options) return new PostgresEventStore({ pool: options.pool, pollMs, groupCommit });
  const pool = new pg.Pool({ connectionString: options.connectionString });
  // A connection losing its server must not crash the process, idle or lent; the next query takes a fresh one.
  pool.on('error', ignoreLostConnection);
  pool.on('connect', (client) => client.on('error', ignoreLostConnection));
  return new PostgresEventStore({ pool, ownsPool: true, pollMs, groupCommit });
}
