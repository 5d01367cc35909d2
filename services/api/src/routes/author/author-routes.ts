import { Router } from 'express';
import type { RouteDeps } from '../route-deps.ts';
import { applicationRoutes } from './application-routes.ts';
import { contentCommandRoutes } from './content-commands.ts';
import { encoderCommandRoutes } from './encoder-commands.ts';
import { encoderRoutes } from './encoder-routes.ts';
import { formUploads } from './form-uploads.ts';
import { publicationCommandRoutes } from './publication-commands.ts';
import { statisticsRoutes } from './statistics-routes.ts';
import { studioQueryRoutes } from './studio-queries.ts';

/** Spec §7 author studio, statistics and encoder calls: verified authors on their own work, admins on anyone's. */
export function authorRoutes(deps: RouteDeps): Router {
  const uploads = formUploads(deps.db);
  return Router()
    .use(applicationRoutes(deps))
    .use(studioQueryRoutes(deps))
    .use(publicationCommandRoutes(deps, uploads))
    .use(contentCommandRoutes(deps, uploads))
    .use(statisticsRoutes(deps))
    .use(encoderRoutes(deps))
    .use(encoderCommandRoutes(deps));
}
