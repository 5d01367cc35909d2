import { Router } from 'express';
import type { RouteDeps } from '../../route-deps.ts';
import { addList, found } from '../simple-rest.ts';
import { approveAuthor, rejectAuthor } from './author-application-commands.ts';
import { authorApplicationList } from './author-application-list.ts';
import { authorApplication, authorApplications } from './author-application-views.ts';

/** Authors waiting for the platform team's validation, and the decisions taken. */
export function authorApplicationsRoutes(deps: RouteDeps): Router {
  const router = Router();
  const answer = async (id: string) => found(await authorApplication(deps.db, deps.clock(), id));
  addList(router, 'author-applications', authorApplicationList, (query) =>
    authorApplications(deps.db, deps.clock(), query),
  );
  router.get('/:id', async (request, response) => {
    response.json(await answer(request.params.id));
  });
  router.post('/:id/approve', async (request, response) => {
    await approveAuthor(deps, request, request.params.id);
    response.json(await answer(request.params.id));
  });
  router.post('/:id/reject', async (request, response) => {
    await rejectAuthor(deps, request, request.params.id);
    response.json(await answer(request.params.id));
  });
  return router;
}
