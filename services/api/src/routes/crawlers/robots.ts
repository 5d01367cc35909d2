/**
 * What crawlers leave alone on an open site: the API (but its media, so pictures of public pages are indexed),
 * the consoles, the dev outbox, and the reader's pages that are someone's own (sign-in, account, author studio),
 * its settings and actions, and search results (endless near-copies of listed pages). Paths are the reader's route
 * table's (web-reader/app/routes.ts and its feature folders' routes.ts). `$` ends a path where a prefix would
 * also cover public pages (`/articles/new` is the editor, `/articles/news-of-the-day` an article), and its `?`
 * twin keeps the page closed with a query.
 */
const PRIVATE_PATHS = [
  '/api/',
  '/admin',
  '/dev/',
  '/settings/',
  '/actions/',
  '/logout',
  '/login',
  '/register',
  '/mobileregister',
  '/password/',
  '/changePassword',
  '/callback',
  '/favs',
  '/profile',
  '/events/myEvents',
  '/search',
  '/become-author/apply',
  '/page/become-author-pending',
  '/editor',
  '/articles/new$',
  '/articles/new?',
  '/publications/new$',
  '/publications/new?',
  '/publications/*/edit',
  '/stats',
  '/studio/',
];

const PUBLIC_UNDER_PRIVATE = ['/api/media/'];

/**
 * robots.txt: behind a site wall nothing is for crawlers; otherwise the public site, and where its sitemap is.
 * Crawlers pick the longest matching rule, so `Allow: /api/media/` wins over `Disallow: /api/`.
 */
export function robotsText(site: { readonly walled: boolean; readonly sitemapUrl: string }): string {
  if (site.walled) return ['User-agent: *', 'Disallow: /', ''].join('\n');
  return [
    'User-agent: *',
    'Allow: /',
    ...PUBLIC_UNDER_PRIVATE.map((path) => `Allow: ${path}`),
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${site.sitemapUrl}`,
    '',
  ].join('\n');
}
