import { adminCategoriesCalls as calls } from '@afrimedia/contracts';
import { adminQueries } from '@afrimedia/read-models';
import { Router } from 'express';
import { readModelsOf } from '../../../storage/api-db.ts';
import type { RouteDeps } from '../../route-deps.ts';
import { serveResource } from '../simple-rest.ts';
import { listedInMemory, withIds } from './listed-in-memory.ts';

/** The video and podcast categories the spec fixes, with their published counts: read-only. */
export function categoriesRoutes(deps: RouteDeps): Router {
  const router = Router();
  const categories = () => adminQueries.categoryRecords(readModelsOf(deps.db));
  serveResource(router, calls, {
    async list(query) {
      const { q, kind } = query.filter;
      const rows = withIds(await categories(), query.filter.id).filter(
        (row) => (kind === undefined || row.kind === kind) && (!q || row.slug.includes(q.toLowerCase())),
      );
      return listedInMemory(rows, query);
    },
    getOne: async (id) => (await categories()).find((row) => row.id === id),
  });
  return router;
}
