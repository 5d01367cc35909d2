import type { z } from 'zod';
import type { Event } from './decider.ts';

/** Turns the stored payload of version `n` into the payload of version `n + 1`. */
export type Upcaster = (data: Record<string, unknown>) => Record<string, unknown>;

export interface EventDefinition<Type extends string = string, Schema extends z.ZodType = z.ZodType> {
  readonly type: Type;
  /** The version new events are written with; stored older versions pass through `upcasters`. */
  readonly schemaVersion: number;
  readonly schema: Schema;
  /** Keyed by the version they upgrade from. */
  readonly upcasters: Readonly<Record<number, Upcaster>>;
}

export function defineEvent<const Type extends string, Schema extends z.ZodType>(
  type: Type,
  schema: Schema,
  options: { schemaVersion?: number; upcasters?: Record<number, Upcaster> } = {},
): EventDefinition<Type, Schema> {
  return { type, schema, schemaVersion: options.schemaVersion ?? 1, upcasters: options.upcasters ?? {} };
}

export type EventOf<D extends EventDefinition> = Event<D['type'], z.infer<D['schema']>>;

/** The union of the events of a list of definitions (`EventOf` distributed over each). */
export type EventsOf<Definitions extends readonly EventDefinition[]> = Definitions[number] extends infer D
  ? D extends EventDefinition
    ? EventOf<D>
    : never
  : never;
