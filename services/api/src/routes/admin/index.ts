import { Router } from 'express';
import { admin } from '../../http/guards.ts';
import type { RouteDeps } from '../route-deps.ts';
import { authorApplicationsRoutes } from './author-applications/index.ts';
import { configurationRoutes } from './configuration/index.ts';
import { legalVersionsRoutes } from './legal-versions/index.ts';
import { eventsRoutes } from './events/index.ts';
import { projectionsRoutes } from './projections/index.ts';

/**
 * The admin console's API under /api/admin, one line per resource. The guard runs before any resource, so an
 * anonymous caller gets 401 and a signed-in non-admin 403 even for a resource that does not exist.
 */
export function adminRoutes(deps: RouteDeps): Router {
  const router = Router();
  router.use((request, _response, next) => {
    admin(request);
    next();
  });
  router.use('/author-applications', authorApplicationsRoutes(deps));
  router.use('/configuration', configurationRoutes(deps));
  router.use('/legal-versions', legalVersionsRoutes(deps));
  router.use('/events', eventsRoutes(deps));
  router.use('/projections', projectionsRoutes(deps));
  return router;
}
