import { pagesCalls } from '@afrimedia/contracts';
import { reject } from '@afrimedia/domain';
import { authorPage, categoryAuthors, engagementCountsOf, followedTarget } from '@afrimedia/read-models';
import { Router } from 'express';
import { addRoute } from '../define-route.ts';
import type { PagesDeps } from './pages-deps.ts';
import { audienceOf } from './list-params.ts';
import { authorView, contentView, publicationView } from './views.ts';

/** Authors' public pages and followers: only validated authors and published publications are public. */
export function peopleRoutes(deps: PagesDeps): Router {
  const router = Router();
  const { db } = deps;

  addRoute(router, pagesCalls.authors, async ({ query }) => {
    const { rows, total } = await categoryAuthors(db, null, { page: query.page, pageSize: query.page_size });
    return { rows: rows.map(authorView), total, page: query.page, page_size: query.page_size };
  });

  addRoute(router, pagesCalls.author, async ({ params, query, request }) => {
    const audience = audienceOf(deps, request, query.age);
    const [page, counts] = await Promise.all([
      authorPage(db, params.id, audience),
      engagementCountsOf(db, [params.id]),
    ]);
    if (!page) throw reject('USER_NOT_FOUND');
    return {
      ...authorView(page.author),
      followers: counts.get(params.id)?.followers ?? 0,
      publications: page.publications.map(publicationView),
      contents: page.contents.map(contentView),
    };
  });

  addRoute(router, pagesCalls.followers, async ({ params }) => {
    const target = await followedTarget(db, params.id);
    if (!target) throw reject('USER_NOT_FOUND');
    return { id: params.id, ...target };
  });

  return router;
}
