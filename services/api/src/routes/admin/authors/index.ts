import { Router } from 'express';
import type { RouteDeps } from '../../route-deps.ts';
import { addList, found } from '../simple-rest.ts';
import { authorList } from './author-list.ts';
import { authorPage, authorRecord } from './author-views.ts';

/** People who applied to write, with their application's state and how many publications they own. */
export function authorsRoutes(deps: RouteDeps): Router {
  const router = Router();
  addList(router, 'authors', authorList, (query) => authorPage(deps.db, query));
  router.get('/:id', async (request, response) => {
    response.json(found(await authorRecord(deps.db, request.params.id)));
  });
  return router;
}
