import { adminUsersCalls as calls } from '@afrimedia/contracts';
import { adminQueries } from '@afrimedia/read-models';
import { Router } from 'express';
import { readModelsOf } from '../../../storage/api-db.ts';
import type { RouteDeps } from '../../route-deps.ts';
import { serveResource } from '../simple-rest.ts';
import { deactivateUser } from './user-commands.ts';
import { userDetail } from './user-detail.ts';

/**
 * Everyone with an account: search by e-mail, role and verification status; one person with their viewing
 * profiles and devices; deactivate with a reason.
 */
export function usersRoutes(deps: RouteDeps): Router {
  const router = Router();
  const db = readModelsOf(deps.db);
  const resource = serveResource(router, calls, {
    list: (query) => adminQueries.userPage(db, query),
    getOne: (id, request) => userDetail(deps, id, request.ctx.now),
  });
  resource.action(calls.deactivate, ({ params, body, request }) =>
    deactivateUser(deps, request, params.id, body.reason),
  );
  return router;
}
