import { TOPICS } from '@afrimedia/domain';
import { topicCounts } from '@afrimedia/read-models';
import { Router } from 'express';
import { z } from 'zod';
import { readModelsOf } from '../../../storage/api-db.ts';
import type { RouteDeps } from '../../route-deps.ts';
import { listedInMemory, withIds } from '../categories/listed-in-memory.ts';
import { found, idFilter, listQuery, searchFilter, sendList, type ListSpec } from '../simple-rest.ts';

const topicList = {
  sortable: ['id', 'publishedCount'],
  defaultSort: ['id', 'asc'],
  filter: z.object({ id: idFilter.optional(), q: searchFilter.optional() }),
} as const satisfies ListSpec<string, z.ZodObject>;

export interface TopicRecord {
  readonly id: string;
  /** The reader's page of the topic. */
  readonly path: string;
  readonly publishedCount: number;
}

/** The spec's closed list of topics, with how many published contents each is given to. Read-only. */
async function topics(deps: RouteDeps): Promise<TopicRecord[]> {
  const counts = await topicCounts(readModelsOf(deps.db));
  return TOPICS.map((topic) => ({
    id: topic,
    path: `/category/${topic}`,
    publishedCount: counts[topic] ?? 0,
  }));
}

export function topicsRoutes(deps: RouteDeps): Router {
  const router = Router();
  router.get('/', async (request, response) => {
    const query = listQuery(request, topicList);
    const { q } = query.filter;
    const rows = withIds(await topics(deps), query.filter.id).filter(
      (row) => !q || row.id.includes(q.toLowerCase()),
    );
    sendList(response, 'topics', query, listedInMemory(rows, query));
  });
  router.get('/:id', async (request, response) => {
    response.json(found((await topics(deps)).find((row) => row.id === request.params.id)));
  });
  return router;
}
