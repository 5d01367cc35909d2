import { describe, expect, it } from 'vitest';
import { ITEMS_PER_SITEMAP, languageUrls, MAX_URL_LENGTH } from './sitemap-urls.ts';
import { urlsetXml } from './sitemap-xml.ts';

const LANGUAGES = ['en', 'fr', 'ar', 'es'];
const PROTOCOL_MAX_URLS = 50_000;
const PROTOCOL_MAX_BYTES = 52_428_800;

describe("a sitemap's URLs", () => {
  it('are one per language, each naming every version and x-default', () => {
    const published = new Date('2026-06-01T08:00:00Z');
    const urls = languageUrls('https://afrimedia.test/articles/mbalax', LANGUAGES, published);
    expect(urls.map((url) => url.loc)).toEqual(
      LANGUAGES.map((lang) => `https://afrimedia.test/articles/mbalax?lang=${lang}`),
    );
    for (const url of urls) {
      expect(url.lastmod).toBe(published);
      expect(url.alternates.map((version) => version.hreflang)).toEqual([...LANGUAGES, 'x-default']);
    }
  });

  it('leave out a page whose address would be longer than the protocol allows', () => {
    const path = (length: number) => `https://afrimedia.test/articles/${'a'.repeat(length)}`;
    const longest = MAX_URL_LENGTH - path(0).length - '?lang=xx'.length;
    expect(languageUrls(path(longest), LANGUAGES, null)).toHaveLength(LANGUAGES.length);
    expect(languageUrls(path(longest + 1), LANGUAGES, null)).toEqual([]);
  });

  it('fill a file of the longest addresses within the protocol’s 50,000 URLs and 50 MB', () => {
    const address = (item: number) => {
      const start = `https://afrimedia.test/articles/${item}-`;
      return start + 'a'.repeat(MAX_URL_LENGTH - start.length - '?lang=xx'.length);
    };
    const urls = Array.from({ length: ITEMS_PER_SITEMAP }, (_, item) =>
      languageUrls(address(item), LANGUAGES, new Date()),
    ).flat();
    expect(urls).toHaveLength(ITEMS_PER_SITEMAP * LANGUAGES.length);
    expect(urls.length).toBeLessThanOrEqual(PROTOCOL_MAX_URLS);
    expect(Buffer.byteLength(urlsetXml(urls))).toBeLessThan(PROTOCOL_MAX_BYTES);
  });
});
