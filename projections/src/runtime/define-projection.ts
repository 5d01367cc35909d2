import type { DomainEventType } from '@afrimedia/domain';
import { applyHandlers, type EventHandlers } from './event-handlers.ts';
import type { OwningProjection, ReadModelTable } from './projection.ts';

/**
 * Some tables of a projection and the handlers that write them. A part reads and writes its own tables only, so
 * each part applies its share of a batch on its own and the rows are those of the events applied in feed order.
 */
export interface ProjectionPart {
  readonly tables: readonly ReadModelTable[];
  readonly handlers: EventHandlers;
}

/**
 * A projection made of its parts: it handles the event types they have handlers for, hands each part its share of
 * a batch, and a rebuild empties the tables they own.
 */
export function defineProjection(name: string, ...parts: readonly ProjectionPart[]): OwningProjection {
  const tables = parts.flatMap((part) => part.tables);
  return {
    name,
    tables,
    canHandle: [...new Set(parts.flatMap((part) => Object.keys(part.handlers) as DomainEventType[]))],
    async handle(trx, events) {
      for (const part of parts) await applyHandlers(trx, part.handlers, events);
    },
    async truncate(trx) {
      for (const table of tables) await trx.deleteFrom(table).execute();
    },
  };
}
