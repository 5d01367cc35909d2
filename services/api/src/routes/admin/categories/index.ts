import { PODCAST_GENRES, VIDEO_GENRES } from '@afrimedia/domain';
import { genreCounts } from '@afrimedia/read-models';
import { Router } from 'express';
import { z } from 'zod';
import { readModelsOf } from '../../../storage/api-db.ts';
import type { RouteDeps } from '../../route-deps.ts';
import { found, idFilter, listQuery, searchFilter, sendList, type ListSpec } from '../simple-rest.ts';
import { listedInMemory, withIds } from './listed-in-memory.ts';

const categoryList = {
  sortable: ['id', 'slug', 'kind', 'publishedCount'],
  defaultSort: ['id', 'asc'],
  filter: z.object({
    id: idFilter.optional(),
    q: searchFilter.optional(),
    kind: z.enum(['video', 'podcast']).optional(),
  }),
} as const satisfies ListSpec<string, z.ZodObject>;

export interface CategoryRecord {
  /** `<kind>-<slug>`: a genre may name a video and a podcast category both. */
  readonly id: string;
  readonly slug: string;
  readonly kind: 'video' | 'podcast';
  /** The reader's page of the category. */
  readonly path: string;
  readonly publishedCount: number;
}

/**
 * The video and podcast categories (genres) of the top menu, with how many published contents each holds. The
 * spec fixes the list, so the console reads it and cannot edit it.
 */
async function categories(deps: RouteDeps): Promise<CategoryRecord[]> {
  const db = readModelsOf(deps.db);
  const [videos, podcasts] = await Promise.all([genreCounts(db, 'video'), genreCounts(db, 'podcast')]);
  const of = (kind: 'video' | 'podcast', genres: readonly string[], counts: Record<string, number>) =>
    genres.map((slug) => ({
      id: `${kind}-${slug}`,
      slug,
      kind,
      path: `/${kind}s/${slug}`,
      publishedCount: counts[slug] ?? 0,
    }));
  return [...of('video', VIDEO_GENRES, videos), ...of('podcast', PODCAST_GENRES, podcasts)];
}

export function categoriesRoutes(deps: RouteDeps): Router {
  const router = Router();
  router.get('/', async (request, response) => {
    const query = listQuery(request, categoryList);
    const { q, kind } = query.filter;
    const rows = withIds(await categories(deps), query.filter.id).filter(
      (row) => (kind === undefined || row.kind === kind) && (!q || row.slug.includes(q.toLowerCase())),
    );
    sendList(response, 'categories', query, listedInMemory(rows, query));
  });
  router.get('/:id', async (request, response) => {
    response.json(found((await categories(deps)).find((row) => row.id === request.params.id)));
  });
  return router;
}
