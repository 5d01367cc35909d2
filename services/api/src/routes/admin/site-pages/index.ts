import { adminSitePagesCalls as calls } from '@afrimedia/contracts';
import { sitePageDecider, sitePageStream, STATIC_PAGE_SLUGS } from '@afrimedia/domain';
import { adminQueries } from '@afrimedia/read-models';
import { Router } from 'express';
import { admin } from '../../../http/guards.ts';
import { readModelsOf } from '../../../storage/api-db.ts';
import type { RouteDeps } from '../../route-deps.ts';
import { listedInMemory, withIds } from '../categories/listed-in-memory.ts';
import { serveResource } from '../simple-rest.ts';

const LANGUAGES = ['en', 'fr', 'ar', 'es'] as const;

/**
 * The static pages in four languages. An edit sends the page's texts; the languages left blank are not
 * written, those unchanged append nothing, and the others are decided together.
 */
export function sitePagesRoutes(deps: RouteDeps): Router {
  const router = Router();
  const pages = () => adminQueries.sitePageRecords(readModelsOf(deps.db));
  serveResource(router, calls, {
    list: async (query) => listedInMemory(withIds(await pages(), query.filter.id), query),
    getOne: async (id) => (await pages()).find((page) => page.id === id),
    update: {
      known: (id) => STATIC_PAGE_SLUGS.some((slug) => slug === id),
      async run({ id: slug, body: { title, body }, request }) {
        const user = admin(request);
        const versions = Object.fromEntries(
          LANGUAGES.filter((language) => Boolean(title[language]?.trim() || body[language]?.trim())).map(
            (language) => [language, { title: title[language] ?? '', body: body[language] ?? '' }],
          ),
        );
        await deps.dispatch(request, {
          stream: sitePageStream(slug),
          decider: sitePageDecider,
          command: { type: 'EditSitePage', data: { slug, versions, actorIsAdmin: user.role === 'admin' } },
        });
      },
    },
  });
  return router;
}
