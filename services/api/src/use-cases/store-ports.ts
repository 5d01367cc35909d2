import { randomUUID } from 'node:crypto';
import { DomainError, type Command, type Event } from '@afrimedia/domain';
import { runCommand, type EventStore, type Handled } from '@afrimedia/event-store';
import { commandKey } from '../commands/dispatch.ts';
import { checkStep } from './dry-run.ts';
import type { CommandPorts, CommandStep } from './ports.ts';

export interface StorePortsOptions {
  /** The time each command is decided at, asked once per command. */
  readonly clock: () => Date;
  /** Correlation (and causation) of every event appended through these ports. */
  readonly correlationId: string;
  /** A key for the whole series of calls: run again with it, they append nothing twice. */
  readonly idempotencyKey?: string;
  /** Told what each command appended, e.g. to wait for the read models. */
  readonly appended?: (result: Handled<Event>) => Promise<void>;
}

/** A use case's ports over an event store alone (the demo seeding, test fixtures): no request, no read-model wait. */
export function storePorts(store: EventStore, options: StorePortsOptions): CommandPorts {
  const { clock, correlationId, idempotencyKey: callKey } = options;
  const keyOf = (commandType: string) =>
    callKey === undefined ? undefined : commandKey(callKey, commandType);
  return {
    store,
    commands: {
      async run<S, C extends Command, E extends Event>(step: CommandStep<S, C, E>) {
        const key = keyOf(step.command.type);
        const result = await runCommand(store, {
          stream: step.stream,
          decider: step.decider,
          command: step.command,
          actorId: step.actorId,
          now: clock(),
          eventMeta: { correlationId, causationId: correlationId },
          ...(step.reservations ? { reservations: step.reservations } : {}),
          ...(step.releases ? { releases: step.releases } : {}),
          ...(key === undefined ? {} : { idempotencyKey: key }),
        });
        if (result instanceof DomainError) throw result;
        if (options.appended && result.events.length > 0) await options.appended(result);
        return result.events;
      },
      check(step) {
        return checkStep(store, step, { now: clock(), idempotencyKey: keyOf(step.command.type) });
      },
    },
    ids: { streamId: () => randomUUID(), unique: () => randomUUID() },
  };
}
