import { createHash, randomUUID } from 'node:crypto';
import {
  DomainError,
  eventDefinitions,
  isRejection,
  reject,
  upcast,
  type Command,
  type Decider,
  type ErrorCode,
  type Event,
  type EventDefinition,
} from '@afrimedia/domain';
import {
  ReservationConflict,
  START,
  WrongExpectedVersion,
  type AppendResult,
  type EventMetadata,
  type EventStore,
  type NewEvent,
  type RecordedEvent,
  type Reservation,
} from './event-store.ts';
import type { StreamStates } from './stream-states.ts';

export interface GuardedReservation extends Reservation {
  /** The refusal to give when another stream owns the key (e.g. EMAIL_ALREADY_USED). */
  readonly conflict: ErrorCode;
}

/** The request or message a command belongs to, carried into the metadata of every event it produces. */
export interface EventMeta {
  readonly correlationId: string;
  readonly causationId: string;
  /** The W3C trace context the events are appended in, if any. */
  readonly traceparent?: string;
}

export interface HandleCommandOptions<S, C extends Command, E extends Event> {
  readonly stream: string;
  readonly decider: Decider<S, C, E>;
  readonly command: C;
  /** Correlation and causation of the events; a new correlation id (also the causation) when absent. */
  readonly eventMeta?: EventMeta;
  readonly reservations?: readonly GuardedReservation[];
  readonly releases?: readonly Reservation[];
  /**
   * The schema version each event type is written with. Default: the domain catalogue's for the types it
   * defines, 1 for any other type.
   */
  readonly schemaVersion?: (type: string) => number;
  /**
   * Turns a decided event into the event to append. Default: a fresh random id, the payload checked against
   * the catalogue's schema when the type is catalogued. Give one to choose ids yourself (e.g. derived from the
   * message a reactor handles, so a redelivered message appends nothing twice).
   */
  readonly toNewEvent?: (event: E, metadata: EventMetadata) => NewEvent;
  /** Turns a stored event back into a domain event. Default: the catalogue's upcasters for catalogued types. */
  readonly fromRecorded?: (recorded: RecordedEvent) => E;
  /** How many times the decision is taken again after another writer moved the stream. Default 3. */
  readonly maxRetries?: number;
  /**
   * The stream version the caller last saw (an HTTP `If-Match`). When the stream has moved past it, the command
   * is refused with PRECONDITION_FAILED instead of being decided on facts the caller never saw.
   */
  readonly expectedVersion?: bigint;
  /**
   * A key the caller chose for this command (an HTTP `Idempotency-Key`): the events' ids derive from it, and a
   * stream that already holds the first of them answers what was appended then, deciding nothing again.
   */
  readonly idempotencyKey?: string;
  /**
   * States kept between commands: the stream is read only after the version its kept state was folded up to.
   * Left out when the command has an idempotency key, whose earlier events may lie anywhere in the stream.
   */
  readonly states?: StreamStates;
}

export interface Handled<E extends Event> extends AppendResult {
  readonly events: readonly E[];
}

/**
 * The stream kept moving under the command: it was decided again `maxRetries` times and another writer was
 * always first. A DomainError (CONCURRENCY_CONFLICT, kind `conflict`), so the API answers it with a 409.
 */
export class ConcurrencyConflict extends DomainError {
  constructor(
    readonly stream: string,
    readonly attempts: number,
  ) {
    super('CONCURRENCY_CONFLICT');
    this.name = 'ConcurrencyConflict';
  }
}

const catalogue = new Map<string, EventDefinition>(
  eventDefinitions.map((definition) => [definition.type, definition]),
);

/**
 * load → fold → decide → append with the expected version. When another writer moved the stream in between,
 * the decision is taken again on the new state (a bounded number of times): the rules always see the latest
 * facts. A rule's refusal (or a taken reservation) is returned as a DomainError and nothing is appended;
 * exhausted retries throw ConcurrencyConflict.
 */
export async function handleCommand<S, C extends Command, E extends Event>(
  store: EventStore,
  options: HandleCommandOptions<S, C, E>,
): Promise<Handled<E> | DomainError> {
  const { stream, decider, command } = options;
  const correlationId = options.eventMeta?.correlationId ?? randomUUID();
  const causationId = options.eventMeta?.causationId ?? correlationId;
  const maxRetries = options.maxRetries ?? 3;
  const schemaVersion = options.schemaVersion ?? defaultSchemaVersion;
  const toNewEvent = options.toNewEvent ?? defaultNewEvent;
  const fromRecorded = options.fromRecorded ?? (defaultDomainEvent as (recorded: RecordedEvent) => E);

  const idempotentIds = options.idempotencyKey
    ? (index: number) => idempotentEventId(options.idempotencyKey!, stream, index)
    : undefined;

  const folder = { decider, fromRecorded };
  const states = idempotentIds ? undefined : options.states;

  for (let attempt = 1; ; attempt += 1) {
    const kept = states?.get<S>(stream, folder);
    let state = kept ? kept.state : decider.initialState();
    let version = kept?.version;
    const repeated: Array<{ event: E; version: bigint; position: RecordedEvent['position'] }> = [];
    for await (const recorded of store.readStream(stream, version === undefined ? 0n : version + 1n)) {
      const event = fromRecorded(recorded);
      state = decider.evolve(state, event);
      version = recorded.version;
      if (idempotentIds && (repeated.length > 0 || recorded.id === idempotentIds(0))) {
        if (recorded.id === idempotentIds(repeated.length))
          repeated.push({ event, version: recorded.version, position: recorded.position });
      }
    }
    if (version !== undefined) states?.keep(stream, folder, state, version);
    const last = repeated.at(-1);
    if (last)
      return {
        events: repeated.map(({ event }) => event),
        nextVersion: last.version,
        position: last.position,
        positions: repeated.map(({ position }) => position),
      };
    if (options.expectedVersion !== undefined && (version ?? -1n) !== options.expectedVersion)
      return reject('PRECONDITION_FAILED');
    const decision = decider.decide(command, state);
    if (isRejection(decision)) return decision;
    if (decision.length === 0)
      return { events: [], nextVersion: version ?? -1n, position: START, positions: [] };

    const metadata = {
      correlationId,
      causationId,
      actorId: command.metadata.actorId,
      occurredAt: command.metadata.now,
      ...(options.eventMeta?.traceparent ? { traceparent: options.eventMeta.traceparent } : {}),
    };
    const events = decision.map((event, index) => {
      const newEvent = toNewEvent(event, { ...metadata, schemaVersion: schemaVersion(event.type) });
      return idempotentIds ? { ...newEvent, id: idempotentIds(index) } : newEvent;
    });
    try {
      const appended = await store.append(stream, events, version ?? 'no_stream', {
        reservations: options.reservations,
        releases: options.releases,
      });
      return { ...appended, events: decision };
    } catch (error) {
      if (error instanceof ReservationConflict) {
        const guarded = options.reservations?.find((r) => r.scope === error.scope && r.key === error.key);
        return reject(guarded?.conflict ?? 'ALREADY_EXISTS');
      }
      if (!(error instanceof WrongExpectedVersion)) throw error;
      states?.forget(stream);
      if (attempt > maxRetries) throw new ConcurrencyConflict(stream, attempt);
    }
  }
}

/** The command as its callers write it: everything but the metadata the runner adds; a union stays a union. */
export type CommandInput<C extends Command> = C extends Command ? Omit<C, 'metadata'> : never;

export interface RunCommandOptions<S, C extends Command, E extends Event> extends Omit<
  HandleCommandOptions<S, C, E>,
  'command'
> {
  readonly command: CommandInput<C>;
  /** Who asks: a user id, or SYSTEM_ACTOR for reactors and demo seeding. */
  readonly actorId: string;
  readonly now: Date;
}

/**
 * The one way the platform runs a command: requests, reactors, demo seeding and tests give the command without
 * its metadata, and the clock and actor they act with.
 */
export function runCommand<S, C extends Command, E extends Event>(
  store: EventStore,
  options: RunCommandOptions<S, C, E>,
): Promise<Handled<E> | DomainError> {
  const { command, actorId, now, ...handling } = options;
  // A distributed Omit plus the metadata is the command again; TypeScript cannot see that through a generic.
  const full = { ...command, metadata: { now: now.toISOString(), actorId } } as unknown as C;
  return handleCommand(store, { ...handling, command: full });
}

/**
 * The id of the `index`-th event a command with this idempotency key appends to `stream`: the same request
 * resent appends the same ids, whatever process receives it.
 */
const idempotentEventId = (key: string, stream: string, index: number): string =>
  uuidFromName(`${key}\u0000${stream}\u0000${index}`);

/** A UUID in the version-5 layout, derived from `name` alone (SHA-1): equal names, equal ids. */
export function uuidFromName(name: string): string {
  const hash = createHash('sha1').update(name).digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function defaultSchemaVersion(type: string): number {
  return catalogue.get(type)?.schemaVersion ?? 1;
}

function defaultNewEvent(event: Event, metadata: EventMetadata): NewEvent {
  // A decider bug must not become a stored event no reader can parse: check it against its schema first.
  const definition = catalogue.get(event.type);
  return {
    id: randomUUID(),
    type: event.type,
    data: definition ? definition.schema.parse(event.data) : event.data,
    metadata,
  };
}

function defaultDomainEvent(recorded: RecordedEvent): Event {
  const definition = catalogue.get(recorded.type);
  const data = definition
    ? upcast(definition, recorded.metadata.schemaVersion, recorded.data)
    : recorded.data;
  return { type: recorded.type, data };
}
