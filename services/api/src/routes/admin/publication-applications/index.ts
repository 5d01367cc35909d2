import { Router } from 'express';
import type { RouteDeps } from '../../route-deps.ts';
import { addList, found } from '../simple-rest.ts';
import { approvePublication, rejectPublication } from './publication-application-commands.ts';
import { publicationApplicationList } from './publication-application-list.ts';
import { publicationApplication, publicationApplications } from './publication-application-views.ts';

/** Publications waiting for the platform team's validation (with their articles to read), and the decisions. */
export function publicationApplicationsRoutes(deps: RouteDeps): Router {
  const router = Router();
  const answer = async (id: string) => found(await publicationApplication(deps.db, deps.clock(), id));
  addList(router, 'publication-applications', publicationApplicationList, (query) =>
    publicationApplications(deps.db, deps.clock(), query),
  );
  router.get('/:id', async (request, response) => {
    response.json(await answer(request.params.id));
  });
  router.post('/:id/approve', async (request, response) => {
    await approvePublication(deps, request, request.params.id);
    response.json(await answer(request.params.id));
  });
  router.post('/:id/reject', async (request, response) => {
    await rejectPublication(deps, request, request.params.id);
    response.json(await answer(request.params.id));
  });
  return router;
}
