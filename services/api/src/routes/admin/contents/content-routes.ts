import { adminArticlesCalls, adminPodcastsCalls, adminVideosCalls } from '@afrimedia/contracts';
import { adminQueries } from '@afrimedia/read-models';
import { Router } from 'express';
import { readModelsOf } from '../../../storage/api-db.ts';
import type { RouteDeps } from '../../route-deps.ts';
import { serveResource } from '../simple-rest.ts';

/** Articles, read-only, hidden ones included; one article comes with its body. */
export function articlesRoutes(deps: RouteDeps): Router {
  const router = Router();
  const db = readModelsOf(deps.db);
  serveResource(router, adminArticlesCalls, {
    list: (query) => adminQueries.contentPage(db, 'article', query),
    getOne: (id) => adminQueries.articleRecord(db, id),
  });
  return router;
}

/** One kind of media content, read-only: what authors made and its state, hidden ones included. */
export function mediaRoutes(deps: RouteDeps, kind: 'video' | 'podcast'): Router {
  const router = Router();
  const db = readModelsOf(deps.db);
  serveResource(router, kind === 'video' ? adminVideosCalls : adminPodcastsCalls, {
    list: (query) => adminQueries.contentPage(db, kind, query),
    getOne: (id) => adminQueries.contentRecord(db, kind, id),
  });
  return router;
}
