import { describe, expect, it } from 'vitest';
import { pageMeta } from './meta.ts';
import { testRootData } from './testing/root-data.ts';

const SITE = 'https://afrimedia.test';

/** The link tags of the page at `pathname`, below a root with `root`'s data. */
function linksOf(pathname: string, root = testRootData(), data: unknown = null) {
  const matches = [
    { id: 'root', pathname: '/', data: root },
    { id: 'page', pathname, data },
  ];
  return pageMeta(matches, { titleId: 'home.title' }).filter((tag) => 'tagName' in tag) as Record<
    string,
    unknown
  >[];
}

const alternate = (hrefLang: string, href: string) => ({ tagName: 'link', rel: 'alternate', hrefLang, href });

describe("a page's addresses", () => {
  it('name its version in each language by the lang query, x-default without one, and itself as canonical', () => {
    expect(linksOf('/publications/dakar-sounds')).toEqual([
      alternate('en', `${SITE}/publications/dakar-sounds?lang=en`),
      alternate('fr', `${SITE}/publications/dakar-sounds?lang=fr`),
      alternate('ar', `${SITE}/publications/dakar-sounds?lang=ar`),
      alternate('es', `${SITE}/publications/dakar-sounds?lang=es`),
      alternate('x-default', `${SITE}/publications/dakar-sounds`),
      { tagName: 'link', rel: 'canonical', href: `${SITE}/publications/dakar-sounds` },
    ]);
  });

  it('keep a version its language as canonical, so no version is folded into another', () => {
    const links = linksOf('/', testRootData({ langInAddress: true }, 'ar'));
    expect(links).toContainEqual({ tagName: 'link', rel: 'canonical', href: `${SITE}/?lang=ar` });
  });

  it('name only the languages the site is offered in', () => {
    const root = testRootData({
      config: { ...testRootData().config, available_langs: [{ id: 'fr', name: 'Français' }] },
    });
    expect(linksOf('/articles', root).filter((link) => link.rel === 'alternate')).toEqual([
      alternate('fr', `${SITE}/articles?lang=fr`),
      alternate('x-default', `${SITE}/articles`),
    ]);
  });

  it('leave the canonical address to a page that brings its own', () => {
    const links = linksOf('/articles/mbalax', testRootData(), { canonical: `${SITE}/articles/mbalax` });
    expect(links.filter((link) => link.rel === 'canonical')).toEqual([]);
    expect(links.filter((link) => link.rel === 'alternate')).toHaveLength(5);
  });
});
