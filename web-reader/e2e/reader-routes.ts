import type { Page } from 'playwright-core';
import type { DemoItems } from './demo-items.ts';

export interface ReaderRoute<Items = DemoItems> {
  /** The route as spec §2 writes it. */
  readonly route: string;
  readonly path: (items: Items) => string;
}

const fixed = (route: string): ReaderRoute<unknown> => ({ route, path: () => route });

/** Spec §2 routes a visitor reads (the author studio's routes live with the studio), one page each. */
export const VISITOR_ROUTES: readonly ReaderRoute[] = [
  fixed('/'),
  fixed('/landing'),
  fixed('/become-author'),
  fixed('/who-are-we'),
  fixed('/terms-of-use'),
  fixed('/privacy-policy'),
  fixed('/about-subscription'),
  fixed('/privacyPolicy'),
  fixed('/termsOfUse'),
  { route: '/page/{slug}', path: (demo) => `/page/${demo.sitePage}` },
  { route: '/content/{slug}', path: (demo) => `/content/${demo.article.slug}` },
  { route: '/podcasts/{slug} (a podcast)', path: (demo) => `/podcasts/${demo.podcast.slug}` },
  { route: '/podcasts/{slug} (a genre)', path: (demo) => `/podcasts/${demo.podcastGenre}` },
  fixed('/videos'),
  { route: '/videos/{slug} (a video)', path: (demo) => `/videos/${demo.video.slug}` },
  { route: '/videos/{slug} (a genre)', path: (demo) => `/videos/${demo.videoGenre}` },
  { route: '/youtube/{slug}', path: (demo) => `/youtube/${demo.video.slug}` },
  fixed('/articles'),
  { route: '/articles/{slug}', path: (demo) => `/articles/${demo.article.slug}` },
  fixed('/publications'),
  { route: '/publications/{slug}', path: (demo) => `/publications/${demo.publication.slug}` },
  fixed('/events'),
  { route: '/events/{slug}', path: (demo) => `/events/${demo.event.slug}` },
  { route: '/events/category/{slug}', path: (demo) => `/events/category/${demo.event.category}` },
  fixed('/epg'),
  { route: '/category/{slug}', path: (demo) => `/category/${demo.article.topic}` },
  { route: '/authors/{id}', path: (demo) => `/authors/${demo.authorId}` },
  fixed('/search'),
  fixed('/login'),
  fixed('/register'),
  fixed('/mobileregister'),
  fixed('/password/forgot'),
  fixed('/password/change'),
  fixed('/changePassword'),
  fixed('/callback'),
  fixed('/contact'),
];

/** Spec §2 routes only a signed-in reader has. */
export const READER_ROUTES: readonly ReaderRoute[] = [
  fixed('/favs'),
  fixed('/profile'),
  { route: '/profile?t=subscriptions', path: () => '/profile?t=subscriptions' },
  fixed('/events/myEvents'),
];

/** The demo author's own publication and article, as the studio lists them to her. */
export interface AuthorItems {
  readonly publication: string;
  readonly article: string;
}

/** Reads the author's first publication and its first article from her studio pages. */
export async function authorItems(page: Page, baseUrl: string): Promise<AuthorItems> {
  const firstLink = async (path: string, prefix: string) => {
    await page.goto(baseUrl + path);
    const href = await page
      .locator(`main a[href^="${prefix}"]:not([href="/publications/new"])`)
      .first()
      .getAttribute('href');
    if (!href) throw new Error(`no link to ${prefix}… on ${path}`);
    return decodeURIComponent(href.slice(prefix.length).split(/[/?#]/)[0] ?? '');
  };
  const publication = await firstLink('/publications', '/publications/');
  const article = await firstLink(`/publications/${encodeURIComponent(publication)}`, '/editor/publication/');
  return { publication, article };
}

/** Spec §2 author studio routes, opened as the demo author. */
export const AUTHOR_ROUTES: readonly ReaderRoute<AuthorItems>[] = [
  fixed('/editor'),
  fixed('/publications'),
  fixed('/publications/new'),
  { route: '/publications/{slug}/edit', path: (items) => `/publications/${items.publication}/edit` },
  {
    route: '/articles/new?publicationSlug={slug}',
    path: (items) => `/articles/new?publicationSlug=${items.publication}&state=TextManager`,
  },
  { route: '/editor/publication/{slug}', path: (items) => `/editor/publication/${items.article}` },
  fixed('/stats'),
];

export const NOT_FOUND_PATH = '/no-such-page-here';
