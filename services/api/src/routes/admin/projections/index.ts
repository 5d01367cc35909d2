import { operationsDecider, projectionStream } from '@afrimedia/domain';
import { projections, replayProjection } from '@afrimedia/projections';
import { Router } from 'express';
import { z } from 'zod';
import { admin } from '../../../http/guards.ts';
import { readModelsOf } from '../../../storage/api-db.ts';
import type { RouteDeps } from '../../route-deps.ts';
import { listedInMemory, withIds } from '../categories/listed-in-memory.ts';
import { found, idFilter, listQuery, sendList, type ListSpec } from '../simple-rest.ts';
import { projectionRecords } from './projection-views.ts';

const projectionList = {
  sortable: ['id', 'lag', 'updatedAt', 'eventsHandled'],
  defaultSort: ['id', 'asc'],
  filter: z.object({ id: idFilter.optional(), failing: z.boolean().optional() }),
} as const satisfies ListSpec<string, z.ZodObject>;

/**
 * The read models' projections: where each one is in the feed, how far behind, and the error it is stuck on.
 * `rebuild` drops one and replays it from the start of the feed, with the code `npm run replay` runs.
 */
export function projectionsRoutes(deps: RouteDeps): Router {
  const router = Router();
  const records = () => projectionRecords(deps.db, deps.store, projections);
  router.get('/', async (request, response) => {
    const query = listQuery(request, projectionList);
    const rows = withIds(await records(), query.filter.id).filter(
      (row) => query.filter.failing === undefined || (row.lastError !== null) === query.filter.failing,
    );
    sendList(response, 'projections', query, listedInMemory(rows, query));
  });
  router.get('/:id', async (request, response) => {
    response.json(found((await records()).find((row) => row.id === request.params.id)));
  });
  router.post('/:id/rebuild', async (request, response) => {
    const user = admin(request);
    const name = request.params.id;
    const projection = projections.find((candidate) => candidate.name === name);
    await deps.dispatch(request, {
      stream: projectionStream(name),
      decider: operationsDecider,
      command: {
        type: 'RebuildProjection',
        data: {
          projection: name,
          projectionExists: projection !== undefined,
          actorIsAdmin: user.role === 'admin',
        },
      },
    });
    await replayProjection({ store: deps.store, db: readModelsOf(deps.db), projection: found(projection) });
    response.json(found((await records()).find((row) => row.id === name)));
  });
  return router;
}
