import type { Command, Decider, Event } from '@afrimedia/domain';
import type { CommandInput, EventStore, GuardedReservation, Reservation } from '@afrimedia/event-store';

/** One decider command on one stream, acted by `actorId`. */
export interface CommandStep<S, C extends Command, E extends Event> {
  readonly stream: string;
  readonly decider: Decider<S, C, E>;
  readonly command: CommandInput<C>;
  readonly actorId: string;
  readonly reservations?: readonly GuardedReservation[];
  readonly releases?: readonly Reservation[];
  /** An edit: decided only if the stream is still at the version the caller loaded, when the caller gave one. */
  readonly onLoadedVersion?: boolean;
}

/**
 * How a use case runs commands. The adapter brings what belongs to the caller rather than to the workflow: the
 * clock each command is decided at, the correlation of its events, the caller's idempotency key (each command of
 * a use case derives its event ids from it, so a retry of a half-done call replays what was written and writes
 * what was not) and any wait for the read models.
 */
export interface CommandPort {
  /**
   * Appends what the command decides and answers it (none when there was nothing to record); a refusal is thrown
   * as its DomainError.
   */
  run<S, C extends Command, E extends Event>(step: CommandStep<S, C, E>): Promise<readonly E[]>;
  /**
   * Throws the refusal `run` would meet now, appending nothing: how a use case refuses a whole call before its
   * first write. A command this same call (same idempotency key) already ran passes, so a retry goes on.
   */
  check<S, C extends Command, E extends Event>(step: CommandStep<S, C, E>): Promise<void>;
}

export interface IdPort {
  /** The id of a stream the call creates (a publication, a content); a retried call gets the same one. */
  streamId(purpose: 'publication' | 'content'): string;
  /** An id of its own for anything else (a media, a user). */
  unique(): string;
}

/** Who acts: their user id, and whether the platform team is acting. */
export interface Actor {
  readonly userId: string;
  readonly isAdmin: boolean;
}

/** The ports every use case that writes takes; `store` is read for the facts a decision needs. */
export interface CommandPorts {
  readonly commands: CommandPort;
  readonly ids: IdPort;
  readonly store: EventStore;
}

/** A step typed by its decider, for a use case that checks a command before running it. */
export const commandStep = <S, C extends Command, E extends Event>(
  step: CommandStep<S, C, E>,
): CommandStep<S, C, E> => step;
