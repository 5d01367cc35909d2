import { adminContactMessagesCalls as calls } from '@afrimedia/contracts';
import { adminQueries } from '@afrimedia/read-models';
import { Router } from 'express';
import { readModelsOf } from '../../../storage/api-db.ts';
import type { RouteDeps } from '../../route-deps.ts';
import { serveResource } from '../simple-rest.ts';

/** The contact form's inbox, newest first: read-only, each message as its sender wrote it. */
export function contactMessagesRoutes(deps: RouteDeps): Router {
  const router = Router();
  const db = readModelsOf(deps.db);
  serveResource(router, calls, {
    list: (query) => adminQueries.contactMessagePage(db, query),
    getOne: (id) => adminQueries.contactMessageRecord(db, id),
  });
  return router;
}
