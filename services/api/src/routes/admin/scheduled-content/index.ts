import { Router } from 'express';
import type { RouteDeps } from '../../route-deps.ts';
import { addList, found } from '../simple-rest.ts';
import { scheduledContentList } from './scheduled-content-list.ts';
import { scheduledContent, scheduledContents } from './scheduled-content-views.ts';

/** Contents their authors scheduled: read-only, the scheduler publishes them at their date. */
export function scheduledContentRoutes(deps: RouteDeps): Router {
  const router = Router();
  addList(router, 'scheduled-content', scheduledContentList, (query) => scheduledContents(deps.db, query));
  router.get('/:id', async (request, response) => {
    response.json(found(await scheduledContent(deps.db, request.params.id)));
  });
  return router;
}
