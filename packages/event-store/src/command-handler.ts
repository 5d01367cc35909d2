import { randomUUID } from 'node:crypto';
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
  WrongExpectedVersion,
  type AppendResult,
  type EventMetadata,
  type EventStore,
  type NewEvent,
  type RecordedEvent,
  type Reservation,
} from './event-store.ts';

export interface GuardedReservation extends Reservation {
  /** The refusal to give when another stream owns the key (e.g. EMAIL_ALREADY_USED). */
  readonly conflict: ErrorCode;
}

/** The request or message a command belongs to, carried into the metadata of every event it produces. */
export interface EventMeta {
  readonly correlationId: string;
  readonly causationId: string;
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

  for (let attempt = 1; ; attempt += 1) {
    let state = decider.initialState();
    let version: bigint | undefined;
    for await (const recorded of store.readStream(stream)) {
      state = decider.evolve(state, fromRecorded(recorded));
      version = recorded.version;
    }
    const decision = decider.decide(command, state);
    if (isRejection(decision)) return decision;
    if (decision.length === 0)
      return { events: [], nextVersion: version ?? -1n, position: { commit: 0n, prepare: 0n } };

    const metadata = {
      correlationId,
      causationId,
      actorId: command.metadata.actorId,
      occurredAt: command.metadata.now,
    };
    const events = decision.map((event) =>
      toNewEvent(event, { ...metadata, schemaVersion: schemaVersion(event.type) }),
    );
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
      if (attempt > maxRetries) throw new ConcurrencyConflict(stream, attempt);
    }
  }
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
