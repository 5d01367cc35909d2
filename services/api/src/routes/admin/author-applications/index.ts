import { Router } from 'express';
import type { RouteDeps } from '../../route-deps.ts';
import { addList, found } from '../simple-rest.ts';
import { authorApplicationList } from './author-application-list.ts';
import { authorApplication, authorApplications } from './author-application-views.ts';

/** Authors waiting for the platform team's validation, and the decisions taken. */
export function authorApplicationsRoutes(deps: RouteDeps): Router {
  const router = Router();
  addList(router, 'author-applications', authorApplicationList, (query) =>
    authorApplications(deps.db, deps.clock(), query),
  );
  router.get('/:id', async (request, response) => {
    response.json(found(await authorApplication(deps.db, deps.clock(), request.params.id)));
  });
  return router;
}
