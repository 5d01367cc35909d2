import { Router } from 'express';
import type { RouteDeps } from '../../route-deps.ts';
import { addList, found } from '../simple-rest.ts';
import { deactivateUser } from './user-commands.ts';
import { userList } from './user-list.ts';
import { userPage, userRecord } from './user-views.ts';

/** Everyone with an account: search by e-mail, role and verification status; deactivate with a reason. */
export function usersRoutes(deps: RouteDeps): Router {
  const router = Router();
  const answer = async (id: string) => found(await userRecord(deps.db, id));
  addList(router, 'users', userList, (query) => userPage(deps.db, query));
  router.get('/:id', async (request, response) => {
    response.json(await answer(request.params.id));
  });
  router.post('/:id/deactivate', async (request, response) => {
    await deactivateUser(deps, request, request.params.id);
    response.json(await answer(request.params.id));
  });
  return router;
}
