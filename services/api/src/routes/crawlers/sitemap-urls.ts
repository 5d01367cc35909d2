import { languageVersions } from '@afrimedia/contracts/reader-addresses';
import type { SitemapUrl } from './sitemap-xml.ts';

/** The protocol's longest address; a page with a longer one cannot be listed. */
export const MAX_URL_LENGTH = 2048;

/**
 * Items (contents, publications, authors) per sitemap file. An item is one URL per language, at most four: 4,000
 * URLs, under the protocol's 50,000. A URL names at most six addresses (its own, four languages, x-default) of at
 * most 2,048 characters, so a file stays under the protocol's 50 MB (52,428,800 bytes) whatever the slugs.
 */
export const ITEMS_PER_SITEMAP = 1000;

/**
 * Each language version of the page at `address` as a URL of its own, naming every version and `x-default`
 * (Google's hreflang sitemaps). None when an address would be longer than the protocol allows.
 */
export function languageUrls(
  address: string,
  languages: readonly string[],
  lastmod: Date | null,
): SitemapUrl[] {
  const versions = languageVersions(address, languages);
  if (versions.some((version) => version.href.length > MAX_URL_LENGTH)) return [];
  return versions
    .filter((version) => version.hreflang !== 'x-default')
    .map((version) => ({ loc: version.href, lastmod, alternates: versions }));
}
