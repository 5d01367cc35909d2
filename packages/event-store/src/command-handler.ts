import { randomUUID } from 'node:crypto';
import {
  isRejection,
  reject,
  eventDefinition,
  upcastEvent,
  type Command,
  type Decider,
  type DomainError,
  type ErrorCode,
  type Event,
} from '@afrimedia/domain';
import {
  ReservationConflict,
  WrongExpectedVersion,
  type AppendResult,
  type EventStore,
  type RecordedEvent,
  type Reservation,
} from './event-store.ts';

export interface GuardedReservation extends Reservation {
  /** The refusal to give when another stream owns the key (e.g. EMAIL_ALREADY_USED). */
  readonly conflict: ErrorCode;
}

export interface HandleCommandOptions<S, C extends Command, E extends Event> {
  readonly stream: string;
  readonly decider: Decider<S, C, E>;
  readonly command: C;
  /** The request or message this command belongs to; a new one when absent. */
  readonly correlationId?: string;
  /** The event or request that caused it; the correlation id when absent. */
  readonly causationId?: string;
  readonly reservations?: readonly GuardedReservation[];
  readonly releases?: readonly Reservation[];
  readonly maxAttempts?: number;
}

export interface Handled<E extends Event> extends AppendResult {
  readonly events: readonly E[];
}

/**
 * load → decide → append with the expected version. When another writer moved the stream in between, the
 * decision is taken again on the new state (a bounded number of times): the rules always see the latest facts.
 */
export async function handleCommand<S, C extends Command, E extends Event>(
  store: EventStore,
  options: HandleCommandOptions<S, C, E>,
): Promise<Handled<E> | DomainError> {
  const { stream, decider, command } = options;
  const correlationId = options.correlationId ?? randomUUID();
  const causationId = options.causationId ?? correlationId;
  const maxAttempts = options.maxAttempts ?? 3;

  for (let attempt = 1; ; attempt += 1) {
    let state = decider.initialState();
    let version: bigint | undefined;
    for await (const recorded of store.readStream(stream)) {
      state = decider.evolve(state, toDomainEvent<E>(recorded));
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
    try {
      const appended = await store.append(
        stream,
        decision.map((event) => {
          // A decider bug must not become a stored event no reader can parse: check it against its schema first.
          const definition = eventDefinition(event.type);
          return {
            id: randomUUID(),
            type: event.type,
            data: definition.schema.parse(event.data),
            metadata: { ...metadata, schemaVersion: definition.schemaVersion },
          };
        }),
        version ?? 'no_stream',
        { reservations: options.reservations, releases: options.releases },
      );
      return { ...appended, events: decision };
    } catch (error) {
      if (error instanceof ReservationConflict) {
        const guarded = options.reservations?.find((r) => r.scope === error.scope && r.key === error.key);
        return reject(guarded?.conflict ?? 'ALREADY_EXISTS');
      }
      if (error instanceof WrongExpectedVersion && attempt < maxAttempts) continue;
      if (error instanceof WrongExpectedVersion) return reject('CONCURRENCY_CONFLICT');
      throw error;
    }
  }
}

function toDomainEvent<E extends Event>(recorded: RecordedEvent): E {
  return upcastEvent(recorded.type, recorded.metadata.schemaVersion, recorded.data) as unknown as E;
}
