import { pagesCalls } from '@afrimedia/contracts';
import { FREE_READS, PODCAST_GENRES, reject, VIDEO_GENRES } from '@afrimedia/domain';
import type { Language } from '@afrimedia/i18n';
import {
  documentTypeCounts,
  genreCounts,
  homePage,
  savedUpcomingEventCount,
  siteConfig,
  siteMenu,
  sitePage,
  upcomingAgenda,
} from '@afrimedia/read-models';
import { Router } from 'express';
import { clientKey } from '../../http/client-address.ts';
import { addRoute } from '../define-route.ts';
import { answersByCheckpoint } from './answers-by-checkpoint.ts';
import type { PagesDeps } from './pages-deps.ts';
import { currentWall, opens, passOf } from './site-wall.ts';
import { audienceOf } from './list-params.ts';
import { offeredLanguages } from './offered-languages.ts';
import { contentView, MEDIA_TYPE_OF } from './views.ts';

/** Each language named in itself, as a language picker shows it. */
const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  fr: 'Français',
  ar: 'العربية',
  es: 'Español',
};

const menuOf = (root: string, genres: readonly string[], counts: Record<string, number>) =>
  genres.map((genre) => ({ slug: genre, path: `${root}/${genre}`, count: counts[genre] ?? 0 }));

/** What every screen's frame needs once: configuration, menus, document types; and the home and static pages. */
export function siteRoutes(deps: PagesDeps): Router {
  const router = Router();
  const { db } = deps;
  // Every page the reader renders asks for the navigation: its per-genre counts, which count every published
  // content, are computed once per move of the pages model (the agenda depends on the clock and is read each time).
  const genreMenus = answersByCheckpoint<{
    videos: Record<string, number>;
    podcasts: Record<string, number>;
  }>(db, ['pages'], 100);

  addRoute(router, pagesCalls.configs, async () => {
    const [configured, wall] = await Promise.all([siteConfig(db), currentWall(db, deps.sitePassword)]);
    const languages = offeredLanguages(configured, deps.languages);
    return {
      // Spec §1: the launch phase is free and unlimited until the platform team configures otherwise.
      app_access: configured?.app_access ?? 'free',
      available_langs: languages.map((id) => ({ id, name: LANGUAGE_NAMES[id] })),
      default_lang: configured?.default_language ?? deps.languages.default,
      freemium_reads: FREE_READS,
      site_wall: wall !== null,
    };
  });

  addRoute(router, pagesCalls.siteWall, async ({ body, request, response }) => {
    const wall = await currentWall(db, deps.sitePassword);
    if (!wall) return { ok: true as const, pass: null };
    if ('pass' in body) {
      if (!(await opens(wall, body))) throw reject('WRONG_PASSWORD', 'pass');
      return { ok: true as const, pass: passOf(wall) };
    }
    // Counted before the check, so parallel guesses cannot slip past the limit; a right password is forgiven.
    const client = clientKey(request.ip);
    await deps.wallGuesses.hit(client, response);
    if (!(await opens(wall, body))) throw reject('WRONG_PASSWORD', 'password');
    await deps.wallGuesses.forgive(client);
    return { ok: true as const, pass: passOf(wall) };
  });

  addRoute(router, pagesCalls.navigation, async ({ query, request }) => {
    const audience = audienceOf(deps, request, query.age);
    const { now, user } = request.ctx;
    const [{ videos, podcasts }, agenda, saved] = await Promise.all([
      genreMenus.answer(
        JSON.stringify([audience.readerCountry ?? null, audience.ageLimit, audience.maxAge ?? null]),
        async () => {
          const [videoCounts, podcastCounts] = await Promise.all([
            genreCounts(db, 'video', audience),
            genreCounts(db, 'podcast', audience),
          ]);
          return { videos: videoCounts, podcasts: podcastCounts };
        },
      ),
      upcomingAgenda(db, now),
      user ? savedUpcomingEventCount(db, user.user_id, now) : undefined,
    ]);
    const perCategory = new Map<string, number>();
    for (const event of agenda) {
      perCategory.set(event.category_slug, (perCategory.get(event.category_slug) ?? 0) + 1);
    }
    return {
      videos: menuOf('/videos', VIDEO_GENRES, videos),
      podcasts: menuOf('/podcasts', PODCAST_GENRES, podcasts),
      events: [
        { slug: 'headlines', path: '/events', count: agenda.length },
        ...[...perCategory].map(([slug, count]) => ({ slug, path: `/events/category/${slug}`, count })),
        ...(saved === undefined ? [] : [{ slug: 'my-events', path: '/events/myEvents', count: saved }]),
        { slug: 'broadcast', path: '/epg' },
      ],
    };
  });

  addRoute(router, pagesCalls.menu, async ({ request }) => {
    const pages = await siteMenu(db, request.ctx.lang, deps.languages.default);
    return pages.map((page) => ({ ...page, path: `/page/${page.slug}` }));
  });

  addRoute(router, pagesCalls.documentTypes, async ({ query, request }) => {
    const counts = await documentTypeCounts(db, audienceOf(deps, request, query.age));
    return [
      ...(['article', 'video', 'podcast'] as const).map((type) => ({
        type,
        mediaType: MEDIA_TYPE_OF[type],
        count: counts[type] ?? 0,
      })),
      { type: 'playlist' as const, mediaType: null, count: counts.playlist ?? 0 },
    ];
  });

  addRoute(router, pagesCalls.home, async ({ query, request }) => {
    const { carousel, headlines } = await homePage(db, audienceOf(deps, request, query.age));
    return { carousel: carousel.map(contentView), headlines: headlines.map(contentView) };
  });

  addRoute(router, pagesCalls.sitePage, async ({ params, request }) => {
    const page = await sitePage(db, params.slug, request.ctx.lang, deps.languages.default);
    if (!page) throw reject('PAGE_NOT_FOUND');
    return {
      slug: page.slug,
      language: page.language,
      title: page.title,
      body: page.body,
      published_at: page.published_at.toISOString(),
    };
  });

  return router;
}
