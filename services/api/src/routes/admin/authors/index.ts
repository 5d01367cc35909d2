import { adminAuthorsCalls as calls } from '@afrimedia/contracts';
import { adminQueries } from '@afrimedia/read-models';
import { Router } from 'express';
import { readModelsOf } from '../../../storage/api-db.ts';
import type { RouteDeps } from '../../route-deps.ts';
import { serveResource } from '../simple-rest.ts';

/** People who applied to write, with their application's state and how many publications they own. */
export function authorsRoutes(deps: RouteDeps): Router {
  const router = Router();
  const db = readModelsOf(deps.db);
  serveResource(router, calls, {
    list: (query) => adminQueries.authorPage(db, query),
    getOne: (id) => adminQueries.authorRecord(db, id),
  });
  return router;
}
