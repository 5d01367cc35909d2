import { Router } from 'express';
import type { RouteDeps } from '../../route-deps.ts';
import { addList, found } from '../simple-rest.ts';
import { publicationList } from './publication-list.ts';
import { publicationPage, publicationRecord } from './publication-views.ts';

/** Every publication in any state, read-only (validation happens in the publication applications queue). */
export function publicationsRoutes(deps: RouteDeps): Router {
  const router = Router();
  addList(router, 'publications', publicationList, (query) => publicationPage(deps.db, query));
  router.get('/:id', async (request, response) => {
    response.json(found(await publicationRecord(deps.db, request.params.id)));
  });
  return router;
}
