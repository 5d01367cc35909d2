import { adminTopicsCalls as calls } from '@afrimedia/contracts';
import { adminQueries } from '@afrimedia/read-models';
import { Router } from 'express';
import { readModelsOf } from '../../../storage/api-db.ts';
import type { RouteDeps } from '../../route-deps.ts';
import { listedInMemory, withIds } from '../categories/listed-in-memory.ts';
import { serveResource } from '../simple-rest.ts';

/** The spec's closed list of topics, with how many published contents each is given to. Read-only. */
export function topicsRoutes(deps: RouteDeps): Router {
  const router = Router();
  const topics = () => adminQueries.topicRecords(readModelsOf(deps.db));
  serveResource(router, calls, {
    async list(query) {
      const { q } = query.filter;
      const rows = withIds(await topics(), query.filter.id).filter(
        (row) => !q || row.id.includes(q.toLowerCase()),
      );
      return listedInMemory(rows, query);
    },
    getOne: async (id) => (await topics()).find((row) => row.id === id),
  });
  return router;
}
