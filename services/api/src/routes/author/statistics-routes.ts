import { authorCalls } from '@afrimedia/contracts';
import { reject } from '@afrimedia/domain';
import { authorStats, contentStats } from '@afrimedia/read-models';
import { Router } from 'express';
import { sql } from 'kysely';
import { isAdmin, verifiedAuthor } from '../../http/guards.ts';
import { readModelsOf } from '../../storage/api-db.ts';
import { addRoute } from '../define-route.ts';
import type { RouteDeps } from '../route-deps.ts';

/** The author's figures: totals, audience by period, one content's performance; income waits for payments. */
export function statisticsRoutes(deps: RouteDeps): Router {
  const router = Router();
  const { db } = deps;
  const readModels = readModelsOf(db);

  addRoute(router, authorCalls.statisticsIndex, async ({ request }) => {
    const user = verifiedAuthor(request);
    const [totals, audience] = await Promise.all([
      db
        .selectFrom('stats.daily')
        .select([
          sql<string>`coalesce(sum(views), 0)`.as('views'),
          sql<string>`coalesce(sum(likes), 0)`.as('likes'),
          sql<string>`coalesce(sum(shares), 0)`.as('shares'),
        ])
        .where('author_id', '=', user.user_id)
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('stats.daily_readers')
        .select(sql<string>`count(distinct reader_id)`.as('audience'))
        .where('author_id', '=', user.user_id)
        .executeTakeFirstOrThrow(),
    ]);
    return {
      views: Number(totals.views),
      likes: Number(totals.likes),
      shares: Number(totals.shares),
      audience: Number(audience.audience),
    };
  });

  addRoute(router, authorCalls.statisticsAudience, async ({ query, request }) =>
    authorStats(readModels, verifiedAuthor(request).user_id, query.period),
  );

  addRoute(router, authorCalls.statisticsIncome, async (): Promise<never> => {
    throw reject('PAYMENTS_NOT_AVAILABLE');
  });

  addRoute(router, authorCalls.statisticsPerformance, async ({ params, query, request }) => {
    const user = verifiedAuthor(request);
    const content = await db
      .selectFrom('pages.contents')
      .select(['content_id', 'author_id'])
      .where('slug', '=', params.slug)
      .executeTakeFirst();
    if (!content || (content.author_id !== user.user_id && !isAdmin(user))) throw reject('CONTENT_NOT_FOUND');
    return contentStats(readModels, content.content_id, query.period);
  });

  return router;
}
