import { randomUUID } from 'node:crypto';
import { DomainError, reject, type Command, type Decider, type Event } from '@afrimedia/domain';
import {
  runCommand,
  StreamStates,
  uuidFromName,
  type CommandInput,
  type EventStore,
  type GlobalPosition,
  type GuardedReservation,
  type Handled,
  type Reservation,
} from '@afrimedia/event-store';
import type { Request } from 'express';
import { warnLateReadModels, type Appended, type ReadYourWrites } from './read-your-writes.ts';
import { traceparentOf } from '../http/trace-context.ts';

/**
 * What the answer to a command relies on. `read-your-writes` (the default): every read model that handles its
 * events has applied them when dispatch returns (up to 5 s), for an answer or a next screen that reads them.
 * `decided`: dispatch returns once the events are stored; the answer is made of what the command decided, and the
 * projectors are woken to follow on their own.
 */
export type Consistency = 'decided' | 'read-your-writes';

export interface Dispatch<S, C extends Command, E extends Event> {
  readonly stream: string;
  readonly decider: Decider<S, C, E>;
  readonly command: CommandInput<C>;
  readonly reservations?: readonly GuardedReservation[];
  readonly releases?: readonly Reservation[];
  /** The actor when nobody is signed in yet (registration acts as the new user). */
  readonly actorId?: string;
  /** An edit: the request's `If-Match` (the version the editor loaded) must still be the stream's. */
  readonly ifMatch?: boolean;
  /** Whether the answer waits for the read models; `read-your-writes` when not said. */
  readonly consistency?: Consistency;
}

/** A header sent once; sent twice, the first (proxies may repeat a header). */
function headerOf(request: Request, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** `If-Match: "7"` (an ETag the API gave) or `7`; anything else is refused rather than ignored. */
export function ifMatchVersion(request: Request): bigint | undefined {
  const header = headerOf(request, 'if-match');
  if (header === undefined) return undefined;
  const match = /^\s*(?:W\/)?"?(-1|\d{1,18})"?\s*$/.exec(header);
  if (!match) throw reject('PRECONDITION_FAILED');
  return BigInt(match[1]!);
}

/** What an `ETag` says of a stream at `version`, for the client to send back in `If-Match`. */
export const versionTag = (version: bigint): string => `"${version}"`;

/**
 * The id of a stream a request creates (a publication, a content). With an `Idempotency-Key` it derives from the
 * key and the client, so a resent creation lands on the stream the first one made and is answered from it.
 */
export function newStreamId(request: Request, purpose: string): string {
  const key = idempotencyKey(request);
  if (key === undefined) return randomUUID();
  const client = request.ctx.user?.user_id ?? `device:${request.ctx.deviceId ?? 'unknown'}`;
  return uuidFromName(`${client}\u0000${purpose}\u0000${key}`);
}

/**
 * The key one command of a keyed call appends with: the call's key and the command's type, so a call that runs
 * several commands gives each ids of its own, and a check before the run names the same events.
 */
export const commandKey = (callKey: string, commandType: string): string => `${callKey}:${commandType}`;

/** A client's retry key: printable, bounded, so it can be hashed into event ids as it is. */
function idempotencyKey(request: Request): string | undefined {
  const key = headerOf(request, 'idempotency-key');
  if (key === undefined) return undefined;
  if (!/^[\x21-\x7e]{8,200}$/.test(key)) throw reject('FIELDS_REQUIRED', 'Idempotency-Key');
  return key;
}

/**
 * Runs a command for a request: clock, actor and correlation come from the request; a refusal is thrown as the
 * DomainError the error middleware answers with; the read models have caught up when it returns, unless the call
 * asked only for the `decided` events.
 */
export function commandDispatcher(store: EventStore, caughtUp: ReadYourWrites) {
  // A reader's or a content's stream grows with every command; commands after the first read only what is new.
  const states = new StreamStates();
  return async function dispatch<S, C extends Command, E extends Event>(
    request: Request,
    options: Dispatch<S, C, E>,
  ): Promise<Handled<E>> {
    const { ctx } = request;
    const actorId = options.actorId ?? ctx.user?.user_id ?? `device:${ctx.deviceId ?? 'unknown'}`;
    const correlationId = String(request.id ?? randomUUID());
    const expectedVersion = options.ifMatch ? ifMatchVersion(request) : undefined;
    const key = idempotencyKey(request);
    const result = await runCommand(store, {
      stream: options.stream,
      decider: options.decider,
      command: options.command,
      actorId,
      now: ctx.now,
      eventMeta: { correlationId, causationId: correlationId, ...traced(request) },
      states,
      ...(options.reservations ? { reservations: options.reservations } : {}),
      ...(options.releases ? { releases: options.releases } : {}),
      ...(expectedVersion === undefined ? {} : { expectedVersion }),
      // One request may run several commands (create, then submit): each gets ids of its own from the key.
      ...(key === undefined ? {} : { idempotencyKey: commandKey(key, options.command.type) }),
    });
    if (result instanceof DomainError) throw result;
    if (result.events.length === 0) return result;
    const appended = appendedEvents(result);
    if (options.consistency === 'decided') caughtUp.nudge(appended);
    else await caughtUp(appended, warnLateReadModels(request.log, options.stream));
    return result;
  };
}

/** The events a command appended, each with the feed position its append answered. */
export function appendedEvents(result: {
  readonly events: readonly { readonly type: string }[];
  readonly positions: readonly GlobalPosition[];
}): Appended[] {
  return result.events.map((event, index) => ({ type: event.type, position: result.positions[index]! }));
}

export type DispatchCommand = ReturnType<typeof commandDispatcher>;

function traced(request: Request): { traceparent?: string } {
  const traceparent = traceparentOf(request);
  return traceparent ? { traceparent } : {};
}
