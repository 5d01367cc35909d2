import { adminPublicationsCalls as calls } from '@afrimedia/contracts';
import { adminQueries } from '@afrimedia/read-models';
import { Router } from 'express';
import { readModelsOf } from '../../../storage/api-db.ts';
import type { RouteDeps } from '../../route-deps.ts';
import { serveResource } from '../simple-rest.ts';

/** Every publication in any state, read-only (validation happens in the publication applications queue). */
export function publicationsRoutes(deps: RouteDeps): Router {
  const router = Router();
  const db = readModelsOf(deps.db);
  serveResource(router, calls, {
    list: (query) => adminQueries.publicationPage(db, query),
    getOne: (id) => adminQueries.publicationRecord(db, id),
  });
  return router;
}
