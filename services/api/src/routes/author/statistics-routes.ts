import { authorCalls } from '@afrimedia/contracts';
import { periodOf, reject } from '@afrimedia/domain';
import { euroDecimal, microEuroDecimal } from '@afrimedia/domain/money';
import {
  authorStats,
  contentIncome,
  contentStats,
  incomeCentsOfAllTime,
  incomeLines,
  incomeStatements,
} from '@afrimedia/read-models';
import { Router } from 'express';
import { sql } from 'kysely';
import { isAdmin, verifiedAuthor } from '../../http/guards.ts';
import { readModelsOf } from '../../storage/api-db.ts';
import { addRoute } from '../define-route.ts';
import type { RouteDeps } from '../route-deps.ts';
import { incomeAnswer, linesAnswer, withIncome } from './income-views.ts';

/** The author's figures: totals, audience and income by period, one content's performance, a statement's lines. */
export function statisticsRoutes(deps: RouteDeps): Router {
  const router = Router();
  const { db } = deps;
  const readModels = readModelsOf(db);

  /** One of the author's contents, or one an admin names; anyone else's is not found, like one that is not. */
  async function ownContent(
    slugOrId: { slug: string } | { contentId: string },
    user: ReturnType<typeof verifiedAuthor>,
  ) {
    const content = await db
      .selectFrom('pages.contents')
      .select(['content_id', 'author_id'])
      .$call((query) =>
        'slug' in slugOrId
          ? query.where('slug', '=', slugOrId.slug)
          : query.where('content_id', '=', slugOrId.contentId),
      )
      .executeTakeFirst();
    if (!content || (content.author_id !== user.user_id && !isAdmin(user))) throw reject('CONTENT_NOT_FOUND');
    return content;
  }

  addRoute(router, authorCalls.statisticsIndex, async ({ request }) => {
    const user = verifiedAuthor(request);
    const [totals, audience, cents] = await Promise.all([
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
      incomeCentsOfAllTime(readModels, user.user_id),
    ]);
    return {
      views: Number(totals.views),
      likes: Number(totals.likes),
      shares: Number(totals.shares),
      audience: Number(audience.audience),
      incomeEuros: euroDecimal(cents),
    };
  });

  addRoute(router, authorCalls.statisticsAudience, async ({ query, request }) => {
    const authorId = verifiedAuthor(request).user_id;
    const [rows, statements] = await Promise.all([
      authorStats(readModels, authorId, query.period),
      incomeStatements(readModels, authorId, query.period),
    ]);
    const income = new Map(statements.map((each) => [each.periodStart, euroDecimal(each.cents)]));
    return withIncome(rows, income, euroDecimal(0));
  });

  addRoute(router, authorCalls.statisticsIncome, async ({ query, request }) =>
    incomeAnswer(
      query.period,
      await incomeStatements(readModels, verifiedAuthor(request).user_id, query.period),
    ),
  );

  addRoute(router, authorCalls.statisticsIncomeLines, async ({ query, request }) => {
    const user = verifiedAuthor(request);
    // Any day names the period it falls in, so a statement is asked for by its first day or any other.
    const { start, end } = periodOf(query.period, `${query.start}T00:00:00.000Z`);
    const authorId = query.content
      ? (await ownContent({ contentId: query.content }, user)).author_id
      : user.user_id;
    const found = await incomeLines(readModels, {
      authorId,
      from: start,
      to: end,
      ...(query.content ? { contentId: query.content } : {}),
      ...(query.per_content ? { perContent: query.per_content } : {}),
    });
    return linesAnswer({ period: query.period, periodStart: start, periodEnd: end }, found);
  });

  addRoute(router, authorCalls.statisticsPerformance, async ({ params, query, request }) => {
    const content = await ownContent({ slug: params.slug }, verifiedAuthor(request));
    const [rows, earned] = await Promise.all([
      contentStats(readModels, content.content_id, query.period),
      contentIncome(readModels, content.content_id, query.period),
    ]);
    const income = new Map(earned.map((each) => [each.periodStart, microEuroDecimal(each.microEuros)]));
    return withIncome(rows, income, microEuroDecimal(0));
  });

  return router;
}
