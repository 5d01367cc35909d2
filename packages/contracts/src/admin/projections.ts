import { z } from 'zod';
import { adminInstant, adminResource, defineAdminResource, listFilter } from './simple-rest.ts';

/** A projection of the read models: where it is in the feed, how far behind, and the error it is stuck on. */
export const adminProjectionRecord = z.object({
  /** The projection's name, as `npm run replay -- <name>` takes it. */
  id: z.string(),
  /** The feed position (`commit/prepare`) of the last event applied; `0/0` before the first. */
  position: z.string(),
  /** Events of the types it handles recorded after its position: what it still has to apply. */
  lag: z.int().min(0),
  eventsHandled: z.int().min(0),
  lastError: z.string().nullable(),
  /** The feed position of the event it fails on, while it does: the event browser's id of that event. */
  blockedEventPosition: z.string().nullable(),
  updatedAt: adminInstant.nullable(),
});
export type AdminProjectionRecord = z.output<typeof adminProjectionRecord>;

const projections = adminResource('projections', adminProjectionRecord);

export const adminProjectionsCalls = defineAdminResource({
  list: projections.list("The read models' projections", {
    sortable: ['id', 'lag', 'updatedAt', 'eventsHandled'],
    defaultSort: ['id', 'asc'],
    filter: listFilter({ failing: z.boolean().optional() }),
  }),
  getOne: projections.getOne('One projection'),
  rebuild: projections.action(
    'rebuild',
    'Drops the projection and replays it from the start of the feed (ProjectionRebuildRequested)',
  ),
});
