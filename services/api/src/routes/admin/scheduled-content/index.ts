import { adminScheduledContentCalls as calls } from '@afrimedia/contracts';
import { adminQueries } from '@afrimedia/read-models';
import { Router } from 'express';
import { readModelsOf } from '../../../storage/api-db.ts';
import type { RouteDeps } from '../../route-deps.ts';
import { serveResource } from '../simple-rest.ts';

/** Contents their authors scheduled: read-only, the scheduler publishes them at their date. */
export function scheduledContentRoutes(deps: RouteDeps): Router {
  const router = Router();
  const db = readModelsOf(deps.db);
  serveResource(router, calls, {
    list: (query) => adminQueries.scheduledContentPage(db, query),
    getOne: (id) => adminQueries.scheduledContentRecord(db, id),
  });
  return router;
}
