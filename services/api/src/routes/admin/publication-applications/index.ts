import { adminPublicationApplicationsCalls as calls } from '@afrimedia/contracts';
import { adminQueries } from '@afrimedia/read-models';
import { Router } from 'express';
import { readModelsOf } from '../../../storage/api-db.ts';
import type { RouteDeps } from '../../route-deps.ts';
import { serveResource } from '../simple-rest.ts';
import { approvePublication, rejectPublication } from './publication-application-commands.ts';

/** Publications waiting for the platform team's validation (with their articles to read), and the decisions. */
export function publicationApplicationsRoutes(deps: RouteDeps): Router {
  const router = Router();
  const db = readModelsOf(deps.db);
  const resource = serveResource(router, calls, {
    list: (query) => adminQueries.publicationApplicationPage(db, deps.clock(), query),
    getOne: (id) => adminQueries.publicationApplicationRecord(db, deps.clock(), id),
  });
  resource.action(calls.approve, ({ params, request }) => approvePublication(deps, request, params.id));
  resource.action(calls.reject, ({ params, body, request }) =>
    rejectPublication(deps, request, params.id, body.reason),
  );
  return router;
}
