import { adminSitePage } from '@afrimedia/contracts';
import { sitePageDecider, sitePageStream, STATIC_PAGE_SLUGS } from '@afrimedia/domain';
import { Router } from 'express';
import { z } from 'zod';
import { admin } from '../../../http/guards.ts';
import { parseInput } from '../../../http/validate.ts';
import type { RouteDeps } from '../../route-deps.ts';
import { listedInMemory, withIds } from '../categories/listed-in-memory.ts';
import { found, idFilter, listQuery, sendList, type ListSpec } from '../simple-rest.ts';
import { sitePageRecords } from './site-page-views.ts';

const sitePageList = {
  sortable: ['id', 'publishedAt'],
  defaultSort: ['id', 'asc'],
  filter: z.object({ id: idFilter.optional() }),
} as const satisfies ListSpec<string, z.ZodObject>;

const LANGUAGES = ['en', 'fr', 'ar', 'es'] as const;

/**
 * The static pages in four languages. An edit sends the page's texts; the languages left blank are not
 * written, those unchanged append nothing, and the others are decided together.
 */
export function sitePagesRoutes(deps: RouteDeps): Router {
  const router = Router();
  const pageOf = async (slug: string) => (await sitePageRecords(deps.db)).find((page) => page.id === slug);
  router.get('/', async (request, response) => {
    const query = listQuery(request, sitePageList);
    const rows = withIds(await sitePageRecords(deps.db), query.filter.id);
    sendList(response, 'site-pages', query, listedInMemory(rows, query));
  });
  router.get('/:id', async (request, response) => {
    response.json(found(await pageOf(request.params.id)));
  });
  router.put('/:id', async (request, response) => {
    const user = admin(request);
    const slug = found(STATIC_PAGE_SLUGS.find((known) => known === request.params.id));
    const { title, body } = parseInput(adminSitePage, request.body ?? {});
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
    response.json(found(await pageOf(slug)));
  });
  return router;
}
