import { accountsProjection } from './accounts/accounts.projection.ts';
import type { Projection } from './runtime/projection.ts';

export type { Projection } from './runtime/projection.ts';
export type { ProjectedEvent } from './runtime/projected-event.ts';
export { startProjector, type ProjectorStatus, type RunningProjector } from './runtime/projector.ts';
export { startProjectorGroup, type ProjectorGroup } from './runtime/projector-group.ts';
export { accountsProjection };

/** Every read-model projection of the platform. */
export const projections: readonly Projection[] = [accountsProjection];
