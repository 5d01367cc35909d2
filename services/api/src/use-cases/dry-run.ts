import { DomainError, type Command, type Event } from '@afrimedia/domain';
import { runCommand, type EventStore } from '@afrimedia/event-store';
import type { CommandStep } from './ports.ts';

/** Where a dry run stops: the command was accepted and was about to be appended. */
class WouldAppend extends Error {}

/** The store as a command handler sees it, except that nothing is ever appended. */
function withoutAppending(store: EventStore): EventStore {
  return new Proxy(store, {
    get(target, key) {
      if (key === 'append')
        return () => {
          throw new WouldAppend();
        };
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * Throws the refusal `step` would meet now, appending nothing. It goes through the command handler itself, so a
 * command the same key already appended is answered as a replay (it passes) exactly as a run would answer it.
 */
export async function checkStep<S, C extends Command, E extends Event>(
  store: EventStore,
  step: CommandStep<S, C, E>,
  context: { readonly now: Date; readonly idempotencyKey: string | undefined },
): Promise<void> {
  try {
    const result = await runCommand(withoutAppending(store), {
      stream: step.stream,
      decider: step.decider,
      command: step.command,
      actorId: step.actorId,
      now: context.now,
      ...(context.idempotencyKey === undefined ? {} : { idempotencyKey: context.idempotencyKey }),
    });
    if (result instanceof DomainError) throw result;
  } catch (error) {
    if (!(error instanceof WouldAppend)) throw error;
  }
}
