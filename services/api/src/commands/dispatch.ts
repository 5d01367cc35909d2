import { randomUUID } from 'node:crypto';
import { DomainError, type Command, type Decider, type Event } from '@afrimedia/domain';
import {
  handleCommand,
  type EventStore,
  type GuardedReservation,
  type Handled,
  type Reservation,
} from '@afrimedia/event-store';
import type { Request } from 'express';
import { warnLateReadModels, type Appended, type ReadYourWrites } from './read-your-writes.ts';

export interface Dispatch<S, C extends Command, E extends Event> {
  readonly stream: string;
  readonly decider: Decider<S, C, E>;
  readonly command: Omit<C, 'metadata'>;
  readonly reservations?: readonly GuardedReservation[];
  readonly releases?: readonly Reservation[];
  /** The actor when nobody is signed in yet (registration acts as the new user). */
  readonly actorId?: string;
}

/**
 * Runs a command for a request: clock, actor and correlation come from the request; a refusal is thrown as the
 * DomainError the error middleware answers with; the read models have caught up when it returns.
 */
export function commandDispatcher(store: EventStore, caughtUp: ReadYourWrites) {
  return async function dispatch<S, C extends Command, E extends Event>(
    request: Request,
    options: Dispatch<S, C, E>,
  ): Promise<Handled<E>> {
    const { ctx } = request;
    const actorId = options.actorId ?? ctx.user?.user_id ?? `device:${ctx.deviceId ?? 'unknown'}`;
    const correlationId = String(request.id ?? randomUUID());
    const result = await handleCommand(store, {
      stream: options.stream,
      decider: options.decider,
      command: { ...options.command, metadata: { now: ctx.now.toISOString(), actorId } } as C,
      eventMeta: { correlationId, causationId: correlationId },
      ...(options.reservations ? { reservations: options.reservations } : {}),
      ...(options.releases ? { releases: options.releases } : {}),
    });
    if (result instanceof DomainError) throw result;
    if (result.events.length > 0) {
      const appended = await appendedBy(store, options.stream, result);
      await caughtUp(appended, warnLateReadModels(request.log, options.stream));
    }
    return result;
  };
}

/** The events an append stored, with their feed positions (the append result names only the last one's). */
export async function appendedBy(
  store: EventStore,
  stream: string,
  result: { nextVersion: bigint; events: readonly unknown[] },
): Promise<Appended[]> {
  const appended: Appended[] = [];
  const first = result.nextVersion - BigInt(result.events.length) + 1n;
  for await (const event of store.readStream(stream, first)) {
    appended.push({ type: event.type, position: event.position });
  }
  return appended;
}

export type DispatchCommand = ReturnType<typeof commandDispatcher>;
