import { pagesCalls } from '@afrimedia/contracts';
import { reject } from '@afrimedia/domain';
import { contentList, engagementCountsOf, validatedPublicationBySlug } from '@afrimedia/read-models';
import { Router } from 'express';
import { addRoute } from '../define-route.ts';
import { audienceOf, pageWindow } from './list-params.ts';
import type { PagesDeps } from './pages-deps.ts';
import { contentView, publicationView } from './views.ts';

/** A publication's public page: only a validated publication is public, its contents filtered for the reader. */
export function publicationRoutes(deps: PagesDeps): Router {
  const router = Router();
  const { db } = deps;

  addRoute(router, pagesCalls.publication, async ({ params, query, request }) => {
    const audience = audienceOf(deps, request, query.age);
    const publication = await validatedPublicationBySlug(db, params.slug);
    if (!publication) throw reject('CONTENT_NOT_FOUND');
    const [counts, contents] = await Promise.all([
      engagementCountsOf(db, [publication.publication_id]),
      contentList(db, {
        ...audience,
        publicationId: publication.publication_id,
        orderBy: 'date',
        direction: 'desc',
        ...pageWindow(query.page, query.page_size),
      }),
    ]);
    return {
      ...publicationView(publication),
      followers: counts.get(publication.publication_id)?.followers ?? 0,
      contents: contents.rows.map(contentView),
      total: contents.total,
      page: query.page,
      page_size: query.page_size,
    };
  });

  return router;
}
