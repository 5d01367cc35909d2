import { createHash } from 'node:crypto';
import {
  ANY,
  BACKWARDS,
  END,
  EventStoreDBClient,
  FORWARDS,
  NO_STREAM,
  START as ESDB_START,
  STREAM_EXISTS,
  StreamNotFoundError,
  WrongExpectedVersionError,
  eventTypeFilter,
  excludeSystemEvents,
  jsonEvent,
  type AppendExpectedRevision,
  type JSONType,
  type Position,
  type ResolvedEvent,
} from '@eventstore/db-client';
import {
  checkDistinctIds,
  comparePositions,
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

const RESERVATION_TYPE = 'KeyReserved';
const RELEASE_TYPE = 'KeyReleased';

/**
 * The port on EventStoreDB through the customer's client package, kept thin so the package can be swapped for
 * its renamed successor. Positions are $all's (commit, prepare). Reservations are streams of their own
 * (`reservation-<scope>-<sha256(key)>`) written just before the append: EventStoreDB has no transaction across
 * streams, so unlike PostgreSQL a crash between the two writes can leave a key reserved by a stream with no
 * events; the owner check treats such a key as taken, which fails safe (the e-mail or slug stays unusable
 * until released by hand) rather than letting two streams own it. When the main append fails (wrong expected
 * version), the keys this call took are released again. Releases are written after the main append.
 */
export class EventStoreDbStore implements EventStore {
  private readonly subscriptions = new TrackedSubscriptions();

  constructor(private readonly client: EventStoreDBClient) {}

  async append(
    stream: string,
    events: readonly NewEvent[],
    expected: ExpectedVersion,
    options: AppendOptions = {},
  ): Promise<AppendResult> {
    checkDistinctIds(stream, events);
    const taken: Reservation[] = [];
    try {
      for (const reservation of options.reservations ?? []) {
        if (await this.reserve(stream, reservation)) taken.push(reservation);
      }
      const result = await this.client.appendToStream(
        stream,
        events.map((event) =>
          jsonEvent({
            id: event.id,
            type: event.type,
            data: event.data as JSONType,
            metadata: event.metadata as unknown as JSONType,
          }),
        ),
        { expectedRevision: toExpectedRevision(expected) },
      );
      for (const release of options.releases ?? []) await this.release(stream, release);
      const positions = await this.positionsOf(stream, result.nextExpectedRevision, events.length);
      return {
        nextVersion: result.nextExpectedRevision,
        position: positions.at(-1) ?? (result.position ? fromPosition(result.position) : START),
        positions,
      };
    } catch (error) {
      // Not atomic here: give back the keys this call took before the append failed (best effort — a crash
      // in between leaves them taken, see the class comment).
      for (const reservation of taken) await this.release(stream, reservation).catch(() => {});
      if (error instanceof WrongExpectedVersionError) {
        throw new WrongExpectedVersion(stream, expected, actualRevision(error.actualVersion));
      }
      throw error;
    }
  }

  /** The positions of the `count` events ending at `last`, as readStream shows them: an append answers only the last one's. */
  private async positionsOf(stream: string, last: bigint, count: number): Promise<GlobalPosition[]> {
    if (count === 0) return [];
    const positions: GlobalPosition[] = [];
    for await (const event of this.readStream(stream, last - BigInt(count) + 1n)) {
      if (event.version > last) break;
      positions.push(event.position);
    }
    return positions;
  }

  private reservationStream({ scope, key }: Reservation): string {
    return `reservation-${scope}-${createHash('sha256').update(key).digest('hex')}`;
  }

  /** Takes the key for `stream`; false when the stream owned it already. */
  private async reserve(stream: string, reservation: Reservation): Promise<boolean> {
    const owner = await this.reservationOwner(reservation);
    if (owner === stream) return false;
    if (owner !== undefined) throw new ReservationConflict(reservation.scope, reservation.key);
    const reservationStream = this.reservationStream(reservation);
    let last: bigint | undefined;
    for await (const resolved of this.readRaw(reservationStream)) last = resolved.revision;
    try {
      await this.client.appendToStream(
        reservationStream,
        jsonEvent({ type: RESERVATION_TYPE, data: { ...reservation, stream } }),
        { expectedRevision: last === undefined ? NO_STREAM : last },
      );
      return true;
    } catch (error) {
      if (error instanceof WrongExpectedVersionError)
        throw new ReservationConflict(reservation.scope, reservation.key);
      throw error;
    }
  }

  private async release(stream: string, reservation: Reservation): Promise<void> {
    if ((await this.reservationOwner(reservation)) !== stream) return;
    await this.client.appendToStream(
      this.reservationStream(reservation),
      jsonEvent({ type: RELEASE_TYPE, data: { ...reservation, stream } }),
      { expectedRevision: STREAM_EXISTS },
    );
  }

  async reservationOwner(reservation: Reservation): Promise<string | undefined> {
    let owner: string | undefined;
    for await (const event of this.readRaw(this.reservationStream(reservation))) {
      const data = event.data as { stream: string };
      owner = event.type === RESERVATION_TYPE ? data.stream : undefined;
    }
    return owner;
  }

  private async *readRaw(stream: string) {
    try {
      for await (const resolved of this.client.readStream(stream, {
        direction: FORWARDS,
        fromRevision: ESDB_START,
      })) {
        if (resolved.event) yield resolved.event;
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return;
      throw error;
    }
  }

  async *readStream(stream: string, fromVersion = 0n): AsyncIterable<RecordedEvent> {
    try {
      for await (const resolved of this.client.readStream(stream, {
        direction: FORWARDS,
        fromRevision: fromVersion,
      })) {
        const recorded = toRecorded(resolved);
        if (recorded) yield recorded;
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return;
      throw error;
    }
  }

  async *readAll(from: GlobalPosition, options: ReadAllOptions = {}): AsyncIterable<RecordedEvent> {
    const types = options.types;
    // $all reads include the event at `fromPosition`; the port's feed starts strictly after it.
    for await (const resolved of this.client.readAll({
      direction: FORWARDS,
      fromPosition: isStart(from) ? ESDB_START : toPosition(from),
    })) {
      const recorded = toRecorded(resolved);
      if (!recorded || comparePositions(recorded.position, from) <= 0) continue;
      if (types && !types.includes(recorded.type)) continue;
      yield recorded;
    }
  }

  subscribeAll(from: GlobalPosition, handler: EventHandler, options: SubscribeOptions = {}): Subscription {
    const subscription = this.client.subscribeToAll({
      fromPosition: isStart(from) ? ESDB_START : toPosition(from),
      filter: options.types ? eventTypeFilter({ prefixes: [...options.types] }) : excludeSystemEvents(),
    });
    const types = options.types;
    let stopped = false;
    const run = (async () => {
      try {
        for await (const resolved of subscription) {
          if (stopped) break;
          const recorded = toRecorded(resolved);
          if (!recorded || comparePositions(recorded.position, from) <= 0) continue;
          // Prefix filters match longer names too (`Liked` matches `LikedTwice`): keep exact types only.
          if (types && !types.includes(recorded.type)) continue;
          await handler(recorded);
        }
      } catch (error) {
        if (stopped) return;
        await subscription.unsubscribe().catch(() => {});
        if (options.onError) options.onError(error);
        else console.error('event store subscription stopped by an error', error);
      }
    })();
    return this.subscriptions.track({
      async stop() {
        stopped = true;
        await subscription.unsubscribe();
        await run;
      },
    });
  }

  /** $all orders events by commit: one that commits later always comes after the head. */
  settledPosition(): Promise<GlobalPosition> {
    return this.headPosition();
  }

  async headPosition(): Promise<GlobalPosition> {
    for await (const resolved of this.client.readAll({
      direction: BACKWARDS,
      fromPosition: END,
      maxCount: 50,
    })) {
      const recorded = toRecorded(resolved);
      if (recorded) return recorded.position;
    }
    return START;
  }

  async ping(): Promise<void> {
    for await (const _ of this.client.readAll({ maxCount: 1, direction: FORWARDS, fromPosition: ESDB_START }))
      break;
  }

  async close(): Promise<void> {
    await this.subscriptions.stopAll();
    await this.client.dispose();
  }
}

function toExpectedRevision(expected: ExpectedVersion): AppendExpectedRevision {
  if (expected === 'any') return ANY;
  if (expected === 'no_stream') return NO_STREAM;
  if (expected === 'stream_exists') return STREAM_EXISTS;
  return expected;
}

function actualRevision(actual: unknown): bigint | 'no_stream' {
  return typeof actual === 'bigint' ? actual : 'no_stream';
}

function isStart(position: GlobalPosition): boolean {
  return position.commit === 0n && position.prepare === 0n;
}

function toPosition(position: GlobalPosition): Position {
  return { commit: position.commit, prepare: position.prepare };
}

function fromPosition(position: Position): GlobalPosition {
  return { commit: position.commit, prepare: position.prepare };
}

function toRecorded(resolved: ResolvedEvent): RecordedEvent | undefined {
  const event = resolved.event;
  if (!event || event.type.startsWith('$') || !event.isJson) return undefined;
  if (event.streamId.startsWith('reservation-')) return undefined;
  const position = event.position ?? resolved.commitPosition;
  return {
    id: event.id,
    stream: event.streamId,
    version: event.revision,
    position:
      typeof position === 'bigint'
        ? { commit: position, prepare: position }
        : position
          ? fromPosition(position)
          : START,
    type: event.type,
    data: event.data,
    metadata: event.metadata as unknown as EventMetadata,
    recordedAt: event.created,
  };
}

export function createEventStoreDbStore(connectionString: string): EventStoreDbStore {
  return new EventStoreDbStore(EventStoreDBClient.connectionString(connectionString));
}
