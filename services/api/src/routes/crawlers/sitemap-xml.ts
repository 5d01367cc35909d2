import type { LanguageVersion } from '@afrimedia/contracts/reader-addresses';

export interface SitemapUrl {
  readonly loc: string;
  readonly lastmod: Date | null;
  /** Every language version of the page, its own included (hreflang annotations name themselves too). */
  readonly alternates: readonly LanguageVersion[];
}

export interface SitemapFile {
  readonly loc: string;
  readonly lastmod: Date | null;
}

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** The sitemap protocol asks for these five characters as entities in every value. */
const escaped = (text: string) => text.replace(/[&<>"']/g, (character) => ENTITIES[character] ?? character);

const lastmodOf = (date: Date | null) => (date ? `<lastmod>${date.toISOString()}</lastmod>` : '');

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';

/** A sitemap (sitemaps.org 0.9) whose pages name their language versions as Google's hreflang extension does. */
export function urlsetXml(urls: readonly SitemapUrl[]): string {
  const entries = urls.map((url) => {
    const links = url.alternates
      .map(
        (version) =>
          `<xhtml:link rel="alternate" hreflang="${escaped(version.hreflang)}" href="${escaped(version.href)}"/>`,
      )
      .join('');
    return `<url><loc>${escaped(url.loc)}</loc>${lastmodOf(url.lastmod)}${links}</url>`;
  });
  return [
    XML_DECLARATION,
    `<urlset xmlns="${SITEMAP_NAMESPACE}" xmlns:xhtml="${XHTML_NAMESPACE}">`,
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/** A sitemap index (sitemaps.org 0.9): where the sitemaps are, each with its latest change. */
export function sitemapIndexXml(files: readonly SitemapFile[]): string {
  const entries = files.map(
    (file) => `<sitemap><loc>${escaped(file.loc)}</loc>${lastmodOf(file.lastmod)}</sitemap>`,
  );
  return [
    XML_DECLARATION,
    `<sitemapindex xmlns="${SITEMAP_NAMESPACE}">`,
    ...entries,
    '</sitemapindex>',
    '',
  ].join('\n');
}
