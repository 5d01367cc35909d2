import { adminProjectionsCalls as calls } from '@afrimedia/contracts';
import { operationsDecider, projectionStream } from '@afrimedia/domain';
import { projections, replayProjection } from '@afrimedia/projections';
import { Router } from 'express';
import { admin } from '../../../http/guards.ts';
import { readModelsOf } from '../../../storage/api-db.ts';
import type { RouteDeps } from '../../route-deps.ts';
import { listedInMemory, withIds } from '../categories/listed-in-memory.ts';
import { found, serveResource } from '../simple-rest.ts';
import { projectionRecords } from './projection-views.ts';

/**
 * The read models' projections: where each one is in the feed, how far behind, and the error it is stuck on.
 * `rebuild` drops one and replays it from the start of the feed, with the code `npm run replay` runs.
 */
export function projectionsRoutes(deps: RouteDeps): Router {
  const router = Router();
  const records = () => projectionRecords(readModelsOf(deps.db), deps.store, projections);
  const resource = serveResource(router, calls, {
    async list(query) {
      const { failing } = query.filter;
      const rows = withIds(await records(), query.filter.id).filter(
        (row) => failing === undefined || (row.lastError !== null) === failing,
      );
      return listedInMemory(rows, query);
    },
    getOne: async (id) => (await records()).find((row) => row.id === id),
  });
  resource.action(calls.rebuild, async ({ params: { id: name }, request }) => {
    const user = admin(request);
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
  });
  return router;
}
