import { siteConfig } from '@afrimedia/read-models';
import { Router, type RequestHandler, type Response } from 'express';
import { readModelsOf } from '../../storage/api-db.ts';
import { offeredLanguages } from '../pages/offered-languages.ts';
import { currentWall } from '../pages/site-wall.ts';
import type { RouteDeps } from '../route-deps.ts';
import { robotsText } from './robots.ts';
import { sitemapFilePages, sitemapFiles } from './sitemap-sections.ts';
import { ITEMS_PER_SITEMAP, languageUrls } from './sitemap-urls.ts';
import { sitemapIndexXml, urlsetXml } from './sitemap-xml.ts';

const SITEMAP_INDEX = '/sitemap.xml';
const sitemapFilePath = <Name extends string>(name: Name) => `/sitemaps/${name}.xml` as const;

/**
 * Crawlers fetch these rarely and a few minutes' delay costs nothing. A walled sitemap is answered only to a
 * holder of the wall's pass: `Vary: Cookie` keeps a shared cache from giving that answer to anyone else.
 */
const CACHE_CONTROL = 'public, max-age=300';

const sendXml = (response: Response, xml: string) =>
  response.type('application/xml').set('Cache-Control', CACHE_CONTROL).vary('Cookie').send(xml);

/**
 * What search engines read: robots.txt, open even behind a site wall (it then closes everything), and the
 * sitemap, an index of paged sitemaps, behind the `wall` like everything else the platform holds.
 */
export function crawlerRoutes(deps: RouteDeps, wall: RequestHandler): Router {
  const db = readModelsOf(deps.db);
  const address = (path: string) => new URL(path, deps.publicUrl).href;
  const router = Router();

  router.get('/robots.txt', async (_request, response) => {
    const walled = (await currentWall(db, deps.sitePassword)) !== null;
    response
      .type('text/plain')
      .set('Cache-Control', CACHE_CONTROL)
      .send(robotsText({ walled, sitemapUrl: address(SITEMAP_INDEX) }));
  });

  router.get([SITEMAP_INDEX, sitemapFilePath(':name')], wall);

  router.get(SITEMAP_INDEX, async (_request, response) => {
    const files = await sitemapFiles(db, ITEMS_PER_SITEMAP);
    sendXml(
      response,
      sitemapIndexXml(
        files.map((file) => ({ loc: address(sitemapFilePath(file.name)), lastmod: file.lastmod })),
      ),
    );
  });

  router.get(sitemapFilePath(':name'), async (request, response) => {
    const [pages, configured] = await Promise.all([
      sitemapFilePages(db, request.params.name, ITEMS_PER_SITEMAP),
      siteConfig(db),
    ]);
    const languages = offeredLanguages(configured, deps.languages);
    const urls = pages.flatMap((page) => languageUrls(address(page.path), languages, page.lastmod));
    // A sitemap lists one URL at least: a name that is no file, or a page past its section's end, is none.
    if (urls.length === 0) return response.status(404).type('text').send('Not found');
    sendXml(response, urlsetXml(urls));
  });

  return router;
}
