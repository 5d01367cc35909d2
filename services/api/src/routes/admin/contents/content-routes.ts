import { Router } from 'express';
import type { RouteDeps } from '../../route-deps.ts';
import { addList, found } from '../simple-rest.ts';
import { contentList } from './content-list.ts';
import { contentPage, contentRecord, type ContentKind } from './content-views.ts';

/** One kind of content, read-only: what authors wrote and its state, hidden ones included. */
export function contentKindRoutes(deps: RouteDeps, kind: ContentKind, resource: string): Router {
  const router = Router();
  addList(router, resource, contentList, (query) => contentPage(deps.db, kind, query));
  router.get('/:id', async (request, response) => {
    response.json(found(await contentRecord(deps.db, kind, request.params.id)));
  });
  return router;
}
