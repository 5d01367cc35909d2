import { Router } from 'express';
import type { RouteDeps } from '../../route-deps.ts';
import { queueCounts } from './queue-counts.ts';

/** The console's dashboard: one call with every queue's size and age (not a simple-rest resource). */
export function queuesRoutes(deps: RouteDeps): Router {
  const router = Router();
  router.get('/', async (_request, response) => {
    response.json(await queueCounts(deps.db));
  });
  return router;
}
