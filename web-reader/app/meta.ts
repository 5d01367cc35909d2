import { languageVersions } from '@afrimedia/contracts/reader-addresses';
import type { WebMessageId } from '@afrimedia/i18n/web';
import type { MetaDescriptor } from 'react-router';
import { catalogueAt } from './i18n/catalogues.ts';
import { createMessages } from './i18n/messages.ts';
import { offeredLanguages } from './i18n/offered-languages.ts';
import type { RootData } from './server/root-data.server.ts';

interface PageMeta {
  /** A catalogue title, or the page's own text (a content's title). */
  readonly titleId?: WebMessageId;
  readonly title?: string;
  readonly description?: string;
  /** Absolute or root-relative image for link previews (WhatsApp, X, Facebook). */
  readonly image?: string | null;
  readonly type?: 'website' | 'article' | 'video.other' | 'music.song';
}

/** A route match as meta functions get it; the page's own is the last, and its `pathname` is the page's path. */
type Match = { id: string; data: unknown; pathname?: string } | undefined;

/**
 * The page's <title>, description and OpenGraph / Twitter-card tags, so a shared link previews with its title,
 * summary and image, and its addresses for search engines. Catalogue texts are formatted with the root's compiled
 * messages, on the server and in the browser alike.
 */
export function pageMeta(matches: readonly Match[], page: PageMeta): MetaDescriptor[] {
  const root = matches.find((match) => match?.id === 'root')?.data as RootData | undefined;
  if (!root) return [{ title: page.title ?? 'Afrimedia' }];
  const { text } = createMessages(root.lang, catalogueAt(root.catalogue) ?? {});
  const app = text('app.name');
  const heading = page.title ?? (page.titleId ? text(page.titleId) : undefined);
  const title = heading ? `${heading} · ${app}` : app;
  const description = page.description ?? text('app.tagline');
  return [
    { title },
    { name: 'description', content: description },
    { property: 'og:site_name', content: app },
    { property: 'og:title', content: heading ?? app },
    { property: 'og:description', content: description },
    { property: 'og:type', content: page.type ?? 'website' },
    { property: 'og:locale', content: root.lang },
    ...(page.image ? [{ property: 'og:image', content: page.image }] : []),
    { name: 'twitter:card', content: page.image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: heading ?? app },
    { name: 'twitter:description', content: description },
    ...(page.image ? [{ name: 'twitter:image', content: page.image }] : []),
    ...pageAddresses(matches.at(-1), root),
  ];
}

/**
 * The page's version in each offered language and `x-default` (hreflang), and its canonical address: itself, in
 * the language its address names, else without one, so a language version is never folded into another. A page
 * whose data brings its own canonical address (a content's) keeps that one. The query's other parameters (search,
 * page, sort) are not in meta functions' matches: a page's addresses are its path's.
 */
function pageAddresses(page: Match, root: RootData): MetaDescriptor[] {
  if (!page?.pathname) return [];
  const address = new URL(page.pathname, root.origin).href;
  const versions = languageVersions(address, offeredLanguages(root.config));
  const itself = root.langInAddress ? root.lang : 'x-default';
  const canonical = versions.find((version) => version.hreflang === itself)?.href ?? address;
  const own = (page.data as { canonical?: unknown } | null | undefined)?.canonical;
  return [
    ...versions.map((version) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: version.hreflang,
      href: version.href,
    })),
    ...(typeof own === 'string' ? [] : [{ tagName: 'link', rel: 'canonical', href: canonical }]),
  ];
}
