import { pagesCalls, sortDirection, type listedRow } from '@afrimedia/contracts';
import { adBreakKindOf, isPremiumLocked, isTopic, reject } from '@afrimedia/domain';
import {
  contentList,
  isAvailableIn,
  publicationList,
  publishedContentsByIds,
  publishedPublicationsByIds,
  searchContents,
  searchPlaces,
  siteConfig,
  subscriberOf,
  type ContentListParams,
  withinProfileLimit,
  type ListedPageContent,
  type ReadModels,
  type SearchParams,
} from '@afrimedia/read-models';
import type { Kysely } from 'kysely';
import { Router, type Request } from 'express';
import type { z } from 'zod';
import { addRoute } from '../define-route.ts';
import { adBreakAnswers } from './ad-break-answer.ts';
import { answersByCheckpoint } from './answers-by-checkpoint.ts';
import { cacheableAnswer, personalAnswer } from './cacheable-answer.ts';
import { contentMeter } from './content-meter.ts';
import { CONTENT_PAGE_PROJECTIONS, contentPageRows, type ContentPageRows } from './content-page-rows.ts';
import { audienceOf, pageWindow } from './list-params.ts';
import type { PagesDeps } from './pages-deps.ts';
import { authorView, contentView, playedMedia, playlistView, publicationView } from './views.ts';

/** Answers kept per kind (content pages, searches): tens of MiB at most, a long article body being tens of KiB. */
const ANSWERS_KEPT = 1_000;

interface ListQuery {
  readonly orderBy?: 'date' | 'alphabetical' | 'popularity';
  readonly direction?: 'asc' | 'desc';
  readonly page: number;
  readonly page_size: number;
  readonly age?: string;
}

/** Content lists, the content page and search. */
export function contentRoutes(deps: PagesDeps): Router {
  const router = Router();
  const { db } = deps;
  // The pages a reader opens and the searches readers type are few and repeated: each is computed once per move of
  // the projections it reads. The body's media are not among them (the API's own tables): they are read each time.
  const contentPages = answersByCheckpoint<ContentPageRows | undefined>(
    db,
    CONTENT_PAGE_PROJECTIONS,
    ANSWERS_KEPT,
  );
  const searches = answersByCheckpoint<Awaited<ReturnType<typeof searchAnswer>>>(
    db,
    ['pages', 'search'],
    ANSWERS_KEPT,
  );
  const adBreakOf = adBreakAnswers(db);

  /** One page of the published contents this reader may see, narrowed by `filters`. */
  async function listPage(request: Request, query: ListQuery, filters: ContentListParams) {
    const { rows, total } = await contentList(db, {
      ...audienceOf(deps, request, query.age),
      ...filters,
      orderBy: query.orderBy,
      direction: sortDirection(query.orderBy, query.direction),
      ...pageWindow(query.page, query.page_size),
    });
    return { rows: rows.map(contentView), total, page: query.page, page_size: query.page_size };
  }

  addRoute(router, pagesCalls.contents, async ({ query, request }) => {
    if (query.type !== 'playlist')
      return listPage(request, query, { kind: query.type, authorId: query.owner, ids: query.ids });
    audienceOf(deps, request, query.age);
    const { rows, total } = await publicationList(db, {
      ownerId: query.owner,
      ids: query.ids,
      orderBy: query.orderBy,
      direction: sortDirection(query.orderBy, query.direction),
      ...pageWindow(query.page, query.page_size),
    });
    return { rows: rows.map(playlistView), total, page: query.page, page_size: query.page_size };
  });

  addRoute(router, pagesCalls.articles, ({ query, request }) =>
    listPage(request, query, { mediaType: query.mediaType, authorId: query.owner }),
  );

  addRoute(router, pagesCalls.content, async ({ params, query, request, response }) => {
    const audience = audienceOf(deps, request, query.age);
    // The configuration is read beside the page rather than after it: the meter needs it only once the page is found.
    const [found, configured] = await Promise.all([
      contentPages.answerLabelled(
        JSON.stringify([
          params.slug,
          audience.readerCountry ?? null,
          audience.ageLimit,
          audience.maxAge ?? null,
          query.orderBy ?? null,
        ]),
        () => contentPageRows(db, params.slug, audience, query.orderBy),
      ),
      siteConfig(db),
    ]);
    // Above a kids profile's limit a content does not exist for it, rather than showing as refused.
    if (!found || !withinProfileLimit(audience, found.page.content.maturity_age))
      throw reject('CONTENT_NOT_FOUND');
    const { page, popularity } = found;
    if (!isAvailableIn(page.content, audience.readerCountry)) throw reject('CONTENT_GEOBLOCKED');
    const { content, author, publication, related, seasons, counts } = page;
    const { user, now } = request.ctx;
    const premiumOnly = content.premium_only;
    // A Premium-only content is Premium's alone: opening it uses none of the reader's free readings.
    const metered = premiumOnly ? undefined : await contentMeter(deps, request, content, configured);
    const reader = user && subscriberOf(user);
    const premiumLocked = isPremiumLocked({ premiumOnly, authorId: content.author_id }, reader, now);
    // Past the free readings, or without Premium: the first block as a teaser, and nothing to play.
    const locked = premiumLocked || metered?.locked === true;
    const body = locked ? (content.body?.slice(0, 1) ?? null) : content.body;
    const media = await deps.bodyMedia(body);
    const { likes = 0, favourites = 0, shares = 0, views = 0 } = counts ?? {};
    const view = contentView(content);
    const answer = {
      content: {
        ...view,
        ...(locked ? { stream_url: null, data_saver_url: null } : playedMedia(content)),
        body,
        media,
        counts: { likes, favourites, shares, views },
        ...(metered ? { meter: metered.meter, locked } : premiumOnly ? { locked } : {}),
      },
      author: author ? authorView(author) : null,
      publication: publication ? publicationView(publication) : null,
      related: sortRelated(
        related,
        query.orderBy,
        sortDirection(query.orderBy, query.direction),
        popularity,
      ).map(contentView),
      seasons: seasons.map(({ season, episodes }) => ({ season, episodes: episodes.map(contentView) })),
      ad_break: await adBreakOf(request, content, !locked && content.stream_url !== null),
    };
    // A signed-in reader's plan decides a Premium-only page, so it is theirs alone; a visitor's teaser is everyone's.
    // Whether an ad plays depends on a signed-in reader's plan too: a Premium reader's answer is never another's.
    const personal =
      metered !== undefined ||
      (user !== undefined && (premiumOnly || adBreakKindOf(content.kind) !== undefined));
    return personal ? personalAnswer(response, answer) : cacheableAnswer(request, response, audience, answer);
  });

  addRoute(router, pagesCalls.searchPlaces, async ({ query, request }) =>
    searchPlaces(db, audienceOf(deps, request, query.age)),
  );

  addRoute(router, pagesCalls.search, async ({ query, request }) => {
    if (query.theme && !isTopic(query.theme)) throw reject('UNKNOWN_TOPIC', 'theme');
    const params: SearchParams = {
      ...audienceOf(deps, request, query.age),
      filter: query.filter,
      topic: query.theme,
      country: query.country,
      region: query.region,
      mediaType: query.mediaType,
      type: query.type,
      orderBy: query.orderBy,
      direction: sortDirection(query.orderBy, query.direction),
      ...pageWindow(query.page, query.page_size),
    };
    const found = await searches.answer(JSON.stringify(params), () => searchAnswer(db, params));
    return { ...found, page: query.page, page_size: query.page_size };
  });

  return router;
}

/** The content page's related contents (at most 6) in the order the call asks for; newest first by default. */
function sortRelated(
  related: readonly ListedPageContent[],
  orderBy: ListQuery['orderBy'],
  direction: 'asc' | 'desc',
  popularity: ReadonlyMap<string, number> = new Map(),
): ListedPageContent[] {
  const key = (row: ListedPageContent): number | string =>
    orderBy === 'alphabetical'
      ? row.title.toLowerCase()
      : orderBy === 'popularity'
        ? (popularity.get(row.content_id) ?? 0)
        : (row.published_at?.getTime() ?? 0);
  const sign = direction === 'asc' ? 1 : -1;
  return [...related].sort((a, b) => {
    const [left, right] = [key(a), key(b)];
    return sign * (left < right ? -1 : left > right ? 1 : 0);
  });
}

/** The search call's answer: the search model's hits, in its order, as the pages model lists them. */
async function searchAnswer(db: Kysely<ReadModels>, params: SearchParams) {
  const { rows, total, totalIsEstimate } = await searchContents(db, params);
  const ids = rows.map((hit) => hit.contentId);
  const [contents, playlists] = await Promise.all([
    publishedContentsByIds(db, ids),
    params.type === 'playlist' ? publishedPublicationsByIds(db, ids) : [],
  ]);
  const pages = new Map<string, z.input<typeof listedRow>>([
    ...contents.map((row) => [row.content_id, contentView(row)] as const),
    ...playlists.map((row) => [row.publication_id, playlistView(row)] as const),
  ]);
  return {
    // A hit the pages model has not caught up with yet is left out.
    rows: rows.flatMap((hit) => pages.get(hit.contentId) ?? []),
    total,
    total_is_estimate: totalIsEstimate,
  };
}
