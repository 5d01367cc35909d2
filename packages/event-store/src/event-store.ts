/**
 * The event store port (ARCHITECTURE §3). The system of record: streams of events appended with optimistic
 * concurrency, and one global, commit-ordered feed that projections and reactors follow.
 */

/**
 * A place in the global feed, ordered by `commit` then `prepare`. PostgreSQL: the writing transaction's id and
 * the event's sequence number; EventStoreDB: its own $all commit/prepare positions.
 */
export interface GlobalPosition {
  readonly commit: bigint;
  readonly prepare: bigint;
}

export const START: GlobalPosition = Object.freeze({ commit: 0n, prepare: 0n });

export function comparePositions(a: GlobalPosition, b: GlobalPosition): number {
  if (a.commit !== b.commit) return a.commit < b.commit ? -1 : 1;
  if (a.prepare !== b.prepare) return a.prepare < b.prepare ? -1 : 1;
  return 0;
}

export interface EventMetadata {
  readonly correlationId: string;
  readonly causationId: string;
  readonly actorId: string;
  /** When the decision was taken (the command's clock), ISO-8601. */
  readonly occurredAt: string;
  /** Version of the payload's schema at writing time; readers upcast older ones. */
  readonly schemaVersion: number;
  /**
   * The W3C trace context (`traceparent`) of the work that appended it, when there was one: a request's span, so
   * whatever later works on the event (a projector, a Kafka consumer) can link its own spans to that trace.
   */
  readonly traceparent?: string;
}

export interface NewEvent {
  /** Chosen by the writer (UUID): appending an id the stream already holds is a no-op. */
  readonly id: string;
  readonly type: string;
  readonly data: unknown;
  readonly metadata: EventMetadata;
}

export interface RecordedEvent {
  readonly id: string;
  readonly stream: string;
  /** 0-based position of the event in its stream. */
  readonly version: bigint;
  readonly position: GlobalPosition;
  readonly type: string;
  readonly data: unknown;
  readonly metadata: EventMetadata;
  readonly recordedAt: Date;
}

/** A version number (of the stream's last event), or a condition on the stream's existence. */
export type ExpectedVersion = bigint | 'no_stream' | 'stream_exists' | 'any';

/**
 * A unique key (an e-mail, a slug, a publication url) owned by one stream. It is taken in the same transaction as
 * the append on PostgreSQL, so two concurrent writers can never both own it.
 */
export interface Reservation {
  readonly scope: string;
  readonly key: string;
}

export interface AppendOptions {
  readonly reservations?: readonly Reservation[];
  /** Keys this stream gives up (e.g. the old e-mail after a change). */
  readonly releases?: readonly Reservation[];
}

export interface AppendResult {
  /** Version of the stream's last event after the append. */
  readonly nextVersion: bigint;
  /** The feed position of the last appended event (START when nothing was appended). */
  readonly position: GlobalPosition;
  /**
   * The feed position of each appended event, in the order given (empty when nothing was appended): what
   * readStream and readAll show for them, so a caller waiting for the feed to pass them need not read them back.
   */
  readonly positions: readonly GlobalPosition[];
}

export interface ReadAllOptions {
  readonly batchSize?: number;
  /** Only these event types; the others are skipped by the store. */
  readonly types?: readonly string[];
}

export type EventHandler = (event: RecordedEvent) => Promise<void> | void;

export interface SubscribeOptions extends ReadAllOptions {
  /**
   * Called once when the subscription fails for good — the handler threw, or the store stayed unreachable
   * past the adapter's retries — after which the subscription is stopped. Without it the error is logged
   * with console.error, never swallowed.
   */
  readonly onError?: (error: unknown) => void;
}

export interface Subscription {
  /** Resolves when the handler has returned for the last time. */
  stop(): Promise<void>;
}

export interface EventStore {
  /**
   * Appends `events` to `stream` in one atomic step, if the stream is at `expected`; takes `reservations` and
   * gives up `releases` in the same step (see the adapters for how atomic that is on each store).
   *
   * Idempotent by event id: when every id of `events` is already stored in `stream`, nothing is written and the
   * result of the first append is returned, whatever `expected` says (a retried request). A partial overlap
   * (some ids stored and others not, or stored in another stream) is refused and nothing is written:
   * PostgreSQL and in-memory throw EventIdConflict; EventStoreDB follows its own idempotency rules (it refuses
   * with WrongExpectedVersion when `expected` is the version the first append was made at).
   *
   * Throws WrongExpectedVersion, ReservationConflict or EventIdConflict; an empty `events` only checks
   * `expected` and applies reservations/releases.
   */
  append(
    stream: string,
    events: readonly NewEvent[],
    expected: ExpectedVersion,
    options?: AppendOptions,
  ): Promise<AppendResult>;
  readStream(stream: string, fromVersion?: bigint): AsyncIterable<RecordedEvent>;
  /** Events strictly after `from`, in feed order; never skips one that commits later with a lower position. */
  readAll(from: GlobalPosition, options?: ReadAllOptions): AsyncIterable<RecordedEvent>;
  /** Catches up from `from`, then delivers new events as they commit; the handler is awaited, in order. */
  subscribeAll(from: GlobalPosition, handler: EventHandler, options?: SubscribeOptions): Subscription;
  /**
   * The position of the last event committed so far (START when empty): every event committed before the call
   * is at or before it in the feed, though the feed may deliver it a moment later (it waits for older
   * transactions still running).
   */
  headPosition(): Promise<GlobalPosition>;
  /**
   * A position the feed has settled up to: every event at or before it can be read now, and no event that commits
   * later will come before it. A reader that has read the feed up to it need not read that part again.
   */
  settledPosition(): Promise<GlobalPosition>;
  /** Who owns a reservation (the stream), if anyone: how a login finds the user stream of an e-mail. */
  reservationOwner(reservation: Reservation): Promise<string | undefined>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export class WrongExpectedVersion extends Error {
  constructor(
    readonly stream: string,
    readonly expected: ExpectedVersion,
    readonly actual: bigint | 'no_stream',
  ) {
    super(`stream ${stream}: expected version ${String(expected)}, actual ${String(actual)}`);
    this.name = 'WrongExpectedVersion';
  }
}

export class ReservationConflict extends Error {
  constructor(
    readonly scope: string,
    readonly key: string,
  ) {
    super(`${scope} "${key}" is already reserved by another stream`);
    this.name = 'ReservationConflict';
  }
}

/** Some, not all, of the event ids of an append are stored already, or stored in another stream. */
export class EventIdConflict extends Error {
  constructor(
    readonly stream: string,
    readonly storedIds: readonly string[],
  ) {
    super(
      `stream ${stream}: event ids ${storedIds.join(', ')} are stored already, but not as this very append`,
    );
    this.name = 'EventIdConflict';
  }
}

/** Refuses a batch that carries the same event id twice (it could never be stored as it is). */
export function checkDistinctIds(stream: string, events: readonly NewEvent[]): void {
  const seen = new Set<string>();
  const repeated = events.filter((event) => seen.size === seen.add(event.id).size).map((event) => event.id);
  if (repeated.length > 0) throw new EventIdConflict(stream, repeated);
}

/** The version a stream must be at for `expected` to hold; throws WrongExpectedVersion otherwise. */
export function checkExpectedVersion(
  stream: string,
  expected: ExpectedVersion,
  current: bigint | undefined,
): void {
  const actual = current ?? 'no_stream';
  const holds =
    expected === 'any' ||
    (expected === 'no_stream' && current === undefined) ||
    (expected === 'stream_exists' && current !== undefined) ||
    (typeof expected === 'bigint' && current === expected);
  if (!holds) throw new WrongExpectedVersion(stream, expected, actual);
}

/**
 * Whether the feed already delivers the event at `position` (and so everything before it): a read from the
 * position just before it returns it. Positions are distinct, so nothing lies between the two.
 */
export async function isInFeed(
  store: Pick<EventStore, 'readAll'>,
  position: GlobalPosition,
): Promise<boolean> {
  if (comparePositions(position, START) === 0) return true;
  const before = { commit: position.commit, prepare: position.prepare - 1n };
  for await (const event of store.readAll(before, { batchSize: 1 }))
    return comparePositions(event.position, position) >= 0;
  return false;
}
