import { adminSubscriptionsCalls as calls } from '@afrimedia/contracts';
import { adminQueries } from '@afrimedia/read-models';
import { Router } from 'express';
import { readModelsOf } from '../../../storage/api-db.ts';
import type { RouteDeps } from '../../route-deps.ts';
import { serveResource } from '../simple-rest.ts';

/** Readers' subscriptions, read-only: readers and the payment provider change them, not the team. */
export function subscriptionsRoutes(deps: RouteDeps): Router {
  const router = Router();
  const db = readModelsOf(deps.db);
  serveResource(router, calls, {
    list: (query) => adminQueries.subscriptionPage(db, query),
    getOne: (id) => adminQueries.subscriptionRecord(db, id),
  });
  return router;
}
