import { adminQueuesCalls } from '@afrimedia/contracts';
import { adminQueries } from '@afrimedia/read-models';
import { Router } from 'express';
import { readModelsOf } from '../../../storage/api-db.ts';
import { addRoute } from '../../define-route.ts';
import type { RouteDeps } from '../../route-deps.ts';
import { withinResource } from '../simple-rest.ts';

/** The console's dashboard: one call with every queue's size and age (not a simple-rest resource). */
export function queuesRoutes(deps: RouteDeps): Router {
  const router = Router();
  addRoute(router, withinResource('queues', adminQueuesCalls.counts), () =>
    adminQueries.queueCounts(readModelsOf(deps.db)),
  );
  return router;
}
