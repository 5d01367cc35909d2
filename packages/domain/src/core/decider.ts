import type { DomainError } from './domain-error.ts';

/** What every command carries besides its payload: the clock and the actor come from outside the decider. */
export interface CommandMetadata {
  /** ISO-8601 instant at which the command is decided. */
  readonly now: string;
  /** The user (or system process) asking; `system` for reactors and demo seeding. */
  readonly actorId: string;
}

/** The actor of commands the platform issues itself (reactors, bootstrap, demo content). */
export const SYSTEM_ACTOR = 'system';

export interface Command<Type extends string = string, Data = unknown> {
  readonly type: Type;
  readonly data: Data;
  readonly metadata: CommandMetadata;
}

export interface Event<Type extends string = string, Data = unknown> {
  readonly type: Type;
  readonly data: Data;
}

/** A decision is the events to append (possibly none), or the rule that refused the command. */
export type Decision<E extends Event> = readonly E[] | DomainError;

export interface Decider<State, C extends Command, E extends Event> {
  readonly initialState: () => State;
  readonly evolve: (state: State, event: E) => State;
  readonly decide: (command: C, state: State) => Decision<E>;
}

export function isRejection<E extends Event>(decision: Decision<E>): decision is DomainError {
  return !Array.isArray(decision);
}

export function fold<State, E extends Event>(
  decider: Pick<Decider<State, never, E>, 'initialState' | 'evolve'>,
  events: Iterable<E>,
): State {
  let state = decider.initialState();
  for (const event of events) state = decider.evolve(state, event);
  return state;
}

/** One handler a command type; the mapped type makes the compiler require a handler for every type of C. */
export type CommandHandlers<C extends Command, State, E extends Event> = {
  readonly [T in C['type']]: (command: Extract<C, { type: T }>, state: State) => Decision<E>;
};

/** A decide function that hands each command to the handler named by its type. */
export function decideByType<C extends Command, State, E extends Event>(
  handlers: CommandHandlers<C, State, E>,
): (command: C, state: State) => Decision<E> {
  return (command, state) => {
    const handle = handlers[command.type as C['type']] as (command: C, state: State) => Decision<E>;
    return handle(command, state);
  };
}
