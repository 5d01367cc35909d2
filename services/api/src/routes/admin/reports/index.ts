import { adminReportsCalls as calls } from '@afrimedia/contracts';
import { adminQueries } from '@afrimedia/read-models';
import { Router } from 'express';
import { readModelsOf } from '../../../storage/api-db.ts';
import type { RouteDeps } from '../../route-deps.ts';
import { serveResource } from '../simple-rest.ts';
import { dismissReport, hideReportedContent } from './report-commands.ts';

/** Readers' reports: hide the content they point at, or dismiss them. */
export function reportsRoutes(deps: RouteDeps): Router {
  const router = Router();
  const db = readModelsOf(deps.db);
  const resource = serveResource(router, calls, {
    list: (query) => adminQueries.reportPage(db, deps.clock(), query),
    getOne: (id) => adminQueries.reportRecord(db, deps.clock(), id),
  });
  resource.action(calls.hide, ({ params, request }) => hideReportedContent(deps, request, params.id));
  resource.action(calls.dismiss, ({ params, request }) => dismissReport(deps, request, params.id));
  return router;
}
