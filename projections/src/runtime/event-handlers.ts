import type { DomainEvent, DomainEventType } from '@afrimedia/domain';
import type { ReadModels } from '@afrimedia/read-models';
import type { Transaction } from 'kysely';
import type { ProjectedEvent } from './projected-event.ts';

type Trx = Transaction<ReadModels>;

/** The catalogue's event of this type (or of any of these types), its data typed. */
export type EventOfType<Type extends DomainEventType> = Extract<DomainEvent, { type: Type }>;

export type ProjectedEventOf<Type extends DomainEventType> = ProjectedEvent<EventOfType<Type>>;

/** Applies one event on its own. */
export type ApplyEvent<Event extends DomainEvent> = (
  trx: Trx,
  projected: ProjectedEvent<Event>,
) => Promise<unknown>;

/**
 * Applies a run of consecutive events at once (with a statement per table rather than per event), leaving the
 * rows the events would leave one after the other. Every maximal run of a batch's events whose types share one
 * RunHandler is handed to it whole, in feed order.
 */
export interface RunHandler<Event extends DomainEvent> {
  readonly applyRun: (trx: Trx, run: readonly ProjectedEvent<Event>[]) => Promise<unknown>;
}

/** What a projection does with each event type it handles; the keys are what it subscribes to. */
export type EventHandlers = {
  readonly [Type in DomainEventType]?: ApplyEvent<EventOfType<Type>> | RunHandler<EventOfType<Type>>;
};

export function inRuns<Event extends DomainEvent>(
  applyRun: (trx: Trx, run: readonly ProjectedEvent<Event>[]) => Promise<unknown>,
): RunHandler<Event> {
  return { applyRun };
}

/** Handlers of these types that share one run handler, so a run mixing them is applied at once. */
export function together<const Type extends DomainEventType>(
  types: readonly Type[],
  applyRun: (trx: Trx, run: readonly ProjectedEventOf<Type>[]) => Promise<unknown>,
): { readonly [Key in Type]: RunHandler<EventOfType<Type>> } {
  const handler = inRuns(applyRun);
  return Object.fromEntries(types.map((type) => [type, handler])) as {
    [Key in Type]: RunHandler<EventOfType<Type>>;
  };
}

type AnyHandler =
  | ((trx: Trx, projected: ProjectedEvent) => Promise<void>)
  | { readonly applyRun: (trx: Trx, run: readonly ProjectedEvent[]) => Promise<void> };

/**
 * Cuts a batch into what its handlers apply, in feed order: an event alone, or a maximal run of events whose
 * types share a run handler. Events without a handler are left out.
 */
export function handlerRuns(
  handlers: EventHandlers,
  events: readonly ProjectedEvent[],
): Array<{ readonly handler: AnyHandler; readonly events: ProjectedEvent[] }> {
  const byType = handlers as Readonly<Partial<Record<string, AnyHandler>>>;
  const runs: Array<{ handler: AnyHandler; events: ProjectedEvent[] }> = [];
  for (const projected of events) {
    const handler = byType[projected.event.type];
    if (!handler) continue;
    const last = runs.at(-1);
    if (typeof handler !== 'function' && last?.handler === handler) last.events.push(projected);
    else runs.push({ handler, events: [projected] });
  }
  return runs;
}

export async function applyHandlers(
  trx: Trx,
  handlers: EventHandlers,
  events: readonly ProjectedEvent[],
): Promise<void> {
  for (const { handler, events: run } of handlerRuns(handlers, events)) {
    if (typeof handler === 'function') await handler(trx, run[0]!);
    else await handler.applyRun(trx, run);
  }
}
