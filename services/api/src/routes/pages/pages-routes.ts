import { Router } from 'express';
import type { RouteDeps } from '../route-deps.ts';
import { agendaRoutes } from './agenda-routes.ts';
import { categoryRoutes } from './category-routes.ts';
import { contentRoutes } from './content-routes.ts';
import { pagesDepsOf } from './pages-deps.ts';
import { peopleRoutes } from './people-routes.ts';
import { publicationRoutes } from './publication-routes.ts';
import { siteRoutes } from './site-routes.ts';

/** Spec §7's read calls: what the reader app shows, each list limited to what this reader may see. */
export function pagesRoutes(routeDeps: RouteDeps): Router {
  const deps = pagesDepsOf(routeDeps);
  const router = Router();
  router.use(siteRoutes(deps));
  router.use(categoryRoutes(deps));
  router.use(contentRoutes(deps));
  router.use(peopleRoutes(deps));
  router.use(publicationRoutes(deps));
  router.use(agendaRoutes(deps));
  return router;
}
