import { Router } from 'express';
import type { RouteDeps } from '../../route-deps.ts';
import { addList, found } from '../simple-rest.ts';
import { dismissReport, hideReportedContent } from './report-commands.ts';
import { reportList } from './report-list.ts';
import { report, reportPage } from './report-views.ts';

/** Readers' reports: hide the content they point at, or dismiss them. */
export function reportsRoutes(deps: RouteDeps): Router {
  const router = Router();
  const answer = async (id: string) => found(await report(deps.db, deps.clock(), id));
  addList(router, 'reports', reportList, (query) => reportPage(deps.db, deps.clock(), query));
  router.get('/:id', async (request, response) => {
    response.json(await answer(request.params.id));
  });
  router.post('/:id/hide', async (request, response) => {
    await hideReportedContent(deps, request, request.params.id);
    response.json(await answer(request.params.id));
  });
  router.post('/:id/dismiss', async (request, response) => {
    await dismissReport(deps, request, request.params.id);
    response.json(await answer(request.params.id));
  });
  return router;
}
