import { pagesCalls, sortDirection } from '@afrimedia/contracts';
import { TOPICS } from '@afrimedia/domain';
import {
  categoryAuthors,
  categoryPublications,
  contentList,
  HEADLINES_CAP,
  topicCounts,
} from '@afrimedia/read-models';
import { Router } from 'express';
import { addRoute } from '../define-route.ts';
import type { PagesDeps } from './pages-deps.ts';
import { audienceOf, knownCategory, pageWindow } from './list-params.ts';
import { authorView, contentView, publicationView } from './views.ts';

/**
 * Category pages: a topic or a video or podcast genre. Registered from the most specific path down, so that
 * /pages/category/themes and /pages/category/top-{slug} are not taken for a category named by `:slug`.
 */
export function categoryRoutes(deps: PagesDeps): Router {
  const router = Router();
  const { db } = deps;

  addRoute(router, pagesCalls.themes, async ({ query, request }) => {
    const counts = await topicCounts(db, audienceOf(deps, request, query.age));
    return TOPICS.map((topic) => ({ id: topic, count: counts[topic] ?? 0 }));
  });

  addRoute(router, pagesCalls.topOfCategory, async ({ params, query, request }) => {
    const { rows } = await contentList(db, {
      ...audienceOf(deps, request, query.age),
      category: knownCategory(params.slug),
      headlinesOnly: true,
      orderBy: 'date',
      limit: HEADLINES_CAP,
    });
    return { contents: rows.map(contentView) };
  });

  addRoute(router, pagesCalls.category, async ({ params, query, request }) => {
    const { rows, total } = await contentList(db, {
      ...audienceOf(deps, request, query.age),
      category: knownCategory(params.slug),
      kind: query.type,
      planned: query.isPlaned ?? false,
      orderBy: query.orderBy,
      direction: sortDirection(query.orderBy, query.direction),
      limit: query.limit,
    });
    return { contents: rows.map(contentView), total };
  });

  addRoute(router, pagesCalls.categoryVideos, async ({ params, query, request }) => {
    const { rows, total } = await contentList(db, {
      ...audienceOf(deps, request, query.age),
      category: knownCategory(params.slug),
      kind: query.documentType,
      orderBy: query.sortType,
      direction: sortDirection(query.sortType, query.sortOrder),
      ...pageWindow(query.page, query.page_size),
    });
    return { rows: rows.map(contentView), total, page: query.page, page_size: query.page_size };
  });

  addRoute(router, pagesCalls.categoryPlaylists, async ({ params, query }) => {
    const { rows, total } = await categoryPublications(db, knownCategory(params.slug, { topicsOnly: true }), {
      page: query.page,
      pageSize: query.page_size,
      sortType: query.sortType,
      sortOrder: sortDirection(query.sortType, query.sortOrder),
    });
    return { rows: rows.map(publicationView), total, page: query.page, page_size: query.page_size };
  });

  addRoute(router, pagesCalls.categoryAuthors, async ({ params, query }) => {
    const { rows, total } = await categoryAuthors(db, knownCategory(params.slug, { topicsOnly: true }), {
      page: query.page,
      pageSize: query.page_size,
    });
    return { rows: rows.map(authorView), total, page: query.page, page_size: query.page_size };
  });

  return router;
}
