import {
  checkDistinctIds,
  checkExpectedVersion,
  EventIdConflict,
  comparePositions,
  ReservationConflict,
  START,
  type AppendOptions,
  type AppendResult,
  type EventHandler,
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

/** The port in memory, for unit tests of handlers; it passes the same contract suite as the real adapters. */
export class InMemoryEventStore implements EventStore {
  private readonly events: RecordedEvent[] = [];
  private readonly reservations = new Map<string, string>();
  private readonly listeners = new Set<() => void>();
  private readonly subscriptions = new TrackedSubscriptions();

  constructor(private readonly clock: () => Date = () => new Date()) {}

  async append(
    stream: string,
    events: readonly NewEvent[],
    expected: ExpectedVersion,
    options: AppendOptions = {},
  ): Promise<AppendResult> {
    checkDistinctIds(stream, events);
    const existing = this.events.filter((event) => events.some((candidate) => candidate.id === event.id));
    if (existing.length > 0) {
      if (existing.length !== events.length || existing.some((event) => event.stream !== stream)) {
        throw new EventIdConflict(
          stream,
          existing.map((event) => event.id),
        );
      }
      const last = existing.at(-1)!;
      return {
        nextVersion: last.version,
        position: last.position,
        positions: existing.map((event) => event.position),
      };
    }
    const current = this.events.filter((event) => event.stream === stream).at(-1)?.version;
    checkExpectedVersion(stream, expected, current);
    for (const { scope, key } of options.reservations ?? []) {
      const owner = this.reservations.get(reservationKey(scope, key));
      if (owner !== undefined && owner !== stream) throw new ReservationConflict(scope, key);
    }
    for (const { scope, key } of options.reservations ?? [])
      this.reservations.set(reservationKey(scope, key), stream);
    for (const { scope, key } of options.releases ?? []) {
      if (this.reservations.get(reservationKey(scope, key)) === stream)
        this.reservations.delete(reservationKey(scope, key));
    }
    let version = current ?? -1n;
    const positions: GlobalPosition[] = [];
    for (const event of events) {
      version += 1n;
      const sequence = BigInt(this.events.length + 1);
      const position = { commit: sequence, prepare: sequence };
      positions.push(position);
      // Stored as a copy in JSON form, as the real stores do: later changes to the caller's objects do not leak in.
      this.events.push({
        id: event.id,
        type: event.type,
        data: asJson(event.data),
        metadata: asJson(event.metadata),
        stream,
        version,
        position,
        recordedAt: this.clock(),
      });
    }
    for (const listener of this.listeners) listener();
    return { nextVersion: version, position: positions.at(-1) ?? START, positions };
  }

  async *readStream(stream: string, fromVersion = 0n): AsyncIterable<RecordedEvent> {
    for (const event of this.events) if (event.stream === stream && event.version >= fromVersion) yield event;
  }

  async *readAll(from: GlobalPosition, options: ReadAllOptions = {}): AsyncIterable<RecordedEvent> {
    for (const event of [...this.events]) {
      if (comparePositions(event.position, from) <= 0) continue;
      if (options.types && !options.types.includes(event.type)) continue;
      yield event;
    }
  }

  subscribeAll(from: GlobalPosition, handler: EventHandler, options: SubscribeOptions = {}): Subscription {
    const source = {
      readAll: this.readAll.bind(this),
      listen: (wake: () => void) => {
        this.listeners.add(wake);
        return () => void this.listeners.delete(wake);
      },
    };
    return this.subscriptions.track(catchUpSubscription(source, from, handler, options));
  }

  async headPosition(): Promise<GlobalPosition> {
    return this.events.at(-1)?.position ?? START;
  }

  /** An event is in the feed as soon as it is appended. */
  settledPosition(): Promise<GlobalPosition> {
    return this.headPosition();
  }

  async reservationOwner({ scope, key }: Reservation): Promise<string | undefined> {
    return this.reservations.get(reservationKey(scope, key));
  }

  async ping(): Promise<void> {}

  async close(): Promise<void> {
    await this.subscriptions.stopAll();
  }
}

function reservationKey(scope: string, key: string): string {
  return `${scope}\u0000${key}`;
}

function asJson<T>(value: T): T {
  return JSON.parse(JSON.stringify(value ?? null)) as T;
}
