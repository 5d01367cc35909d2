import { describe, expect, it } from 'vitest';
import { sitemapIndexXml, urlsetXml } from './sitemap-xml.ts';

describe('sitemap XML', () => {
  it("writes the protocol's five entities in every value", () => {
    const loc = `https://afrimedia.test/search?q=<"griot's">&lang=fr`;
    const xml = urlsetXml([{ loc, lastmod: null, alternates: [{ hreflang: 'fr', href: loc }] }]);
    const escaped = 'https://afrimedia.test/search?q=&lt;&quot;griot&apos;s&quot;&gt;&amp;lang=fr';
    expect(xml).toContain(`<loc>${escaped}</loc>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="fr" href="${escaped}"/>`);
  });

  it('dates an entry in W3C datetime, and leaves out a date it does not know', () => {
    const xml = sitemapIndexXml([
      { loc: 'https://afrimedia.test/sitemaps/contents-1.xml', lastmod: new Date('2026-06-01T08:00:00Z') },
      { loc: 'https://afrimedia.test/sitemaps/site-1.xml', lastmod: null },
    ]);
    expect(xml).toContain(
      '<sitemap><loc>https://afrimedia.test/sitemaps/contents-1.xml</loc><lastmod>2026-06-01T08:00:00.000Z</lastmod></sitemap>',
    );
    expect(xml).toContain('<sitemap><loc>https://afrimedia.test/sitemaps/site-1.xml</loc></sitemap>');
  });
});
