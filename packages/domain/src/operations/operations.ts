import { z } from 'zod';
import { defineEvent, type EventsOf } from '../core/event-definition.ts';

const instant = z.iso.datetime({ offset: true });

/** One stream per projection: the operations the platform team ran on it. */
export const projectionStream = (name: string) => `projection-${name}`;

/** The platform team asked for a read model to be dropped and rebuilt from the start of the feed. */
export const ProjectionRebuildRequested = defineEvent(
  'ProjectionRebuildRequested',
  z.object({ projection: z.string().min(1), requestedAt: instant }),
);

export const operationsEventDefinitions = [ProjectionRebuildRequested] as const;
export type OperationsEvent = EventsOf<typeof operationsEventDefinitions>;

export interface OperationsState {
  readonly rebuilds: number;
}

export const initialOperationsState = (): OperationsState => ({ rebuilds: 0 });

export const evolveOperations = (state: OperationsState, _event: OperationsEvent): OperationsState => ({
  rebuilds: state.rebuilds + 1,
});
