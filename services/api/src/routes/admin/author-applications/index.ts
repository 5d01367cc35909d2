import { adminAuthorApplicationsCalls as calls } from '@afrimedia/contracts';
import { adminQueries } from '@afrimedia/read-models';
import { Router } from 'express';
import { readModelsOf } from '../../../storage/api-db.ts';
import type { RouteDeps } from '../../route-deps.ts';
import { serveResource } from '../simple-rest.ts';
import { approveAuthor, rejectAuthor } from './author-application-commands.ts';

/** Authors waiting for the platform team's validation, and the decisions taken. */
export function authorApplicationsRoutes(deps: RouteDeps): Router {
  const router = Router();
  const db = readModelsOf(deps.db);
  const resource = serveResource(router, calls, {
    list: (query) => adminQueries.authorApplicationPage(db, deps.clock(), query),
    getOne: (id) => adminQueries.authorApplicationRecord(db, deps.clock(), id),
  });
  resource.action(calls.approve, ({ params, request }) => approveAuthor(deps, request, params.id));
  resource.action(calls.reject, ({ params, body, request }) =>
    rejectAuthor(deps, request, params.id, body.reason),
  );
  return router;
}
