import { adminPaymentsCalls as calls } from '@afrimedia/contracts';
import { adminQueries } from '@afrimedia/read-models';
import { Router } from 'express';
import { readModelsOf } from '../../../storage/api-db.ts';
import type { RouteDeps } from '../../route-deps.ts';
import { serveResource } from '../simple-rest.ts';

/** Subscription payments, paid and failed, read-only: the provider and its webhooks decide them, not the team. */
export function paymentsRoutes(deps: RouteDeps): Router {
  const router = Router();
  const db = readModelsOf(deps.db);
  serveResource(router, calls, {
    list: (query) => adminQueries.paymentPage(db, query),
    getOne: (id) => adminQueries.paymentRecord(db, id),
  });
  return router;
}
