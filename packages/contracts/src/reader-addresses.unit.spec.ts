import { describe, expect, it } from 'vitest';
import { authorPath, itemPath, languageVersions } from './reader-addresses.ts';

describe("the reader's addresses", () => {
  it('name each content type, a playlist and an author by their own route', () => {
    expect(itemPath({ type: 'article', slug: 'mbalax' })).toBe('/articles/mbalax');
    expect(itemPath({ type: 'video', slug: 'mbalax' })).toBe('/videos/mbalax');
    expect(itemPath({ type: 'podcast', slug: 'mbalax' })).toBe('/podcasts/mbalax');
    expect(itemPath({ type: 'playlist', slug: 'dakar-sounds' })).toBe('/publications/dakar-sounds');
    expect(authorPath('a/b c')).toBe('/authors/a%2Fb%20c');
  });

  it("give a page's version in each language by its lang query, and x-default without one", () => {
    expect(languageVersions('https://afrimedia.test/articles?page=2&lang=fr', ['en', 'ar'])).toEqual([
      { hreflang: 'en', href: 'https://afrimedia.test/articles?page=2&lang=en' },
      { hreflang: 'ar', href: 'https://afrimedia.test/articles?page=2&lang=ar' },
      { hreflang: 'x-default', href: 'https://afrimedia.test/articles?page=2' },
    ]);
  });
});
