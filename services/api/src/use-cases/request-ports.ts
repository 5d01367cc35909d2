import { randomUUID } from 'node:crypto';
import type { Command, Event } from '@afrimedia/domain';
import type { EventStore } from '@afrimedia/event-store';
import type { Request } from 'express';
import { newStreamId, type DispatchCommand } from '../commands/dispatch.ts';
import { commandKey } from '../commands/dispatch.ts';
import { checkStep } from './dry-run.ts';
import type { CommandPorts, CommandStep } from './ports.ts';

/** The request's `Idempotency-Key` as sent; the dispatcher refuses a malformed one when the first command runs. */
function callKeyOf(request: Request): string | undefined {
  const header = request.headers['idempotency-key'];
  return Array.isArray(header) ? header[0] : header;
}

/**
 * A use case's ports for an HTTP request: commands go through the request dispatcher, so they keep its clock,
 * correlation, `If-Match`, `Idempotency-Key` and read-your-writes wait; new streams get the dispatcher's ids.
 */
export function requestPorts(
  deps: { readonly store: EventStore; readonly dispatch: DispatchCommand },
  request: Request,
): CommandPorts {
  return {
    store: deps.store,
    commands: {
      async run<S, C extends Command, E extends Event>(step: CommandStep<S, C, E>) {
        const { events } = await deps.dispatch(request, {
          stream: step.stream,
          decider: step.decider,
          command: step.command,
          actorId: step.actorId,
          ...(step.reservations ? { reservations: step.reservations } : {}),
          ...(step.releases ? { releases: step.releases } : {}),
          ...(step.onLoadedVersion ? { ifMatch: true } : {}),
        });
        return events;
      },
      check(step) {
        const callKey = callKeyOf(request);
        return checkStep(deps.store, step, {
          now: request.ctx.now,
          idempotencyKey: callKey === undefined ? undefined : commandKey(callKey, step.command.type),
        });
      },
    },
    ids: {
      streamId: (purpose) => newStreamId(request, purpose),
      unique: () => randomUUID(),
    },
  };
}
