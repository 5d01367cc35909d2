import { publishing, type TestApi } from '@afrimedia/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReaderUnderTest } from '../testing/reader-under-test.ts';

const LANGUAGES = ['en', 'fr', 'ar', 'es'];

let api: TestApi;
beforeAll(async () => {
  api = await startReaderUnderTest('reader-meta');
  const owner = await api.newUser({ role: 'owner' });
  await publishing(api).publication(
    owner.userId,
    { slug: 'dakar-sounds', name: 'Dakar Sounds', topics: ['music'] },
    [{ slug: 'mbalax-returns', title: 'Mbalax returns', topics: ['music'] }],
  );
});
afterAll(() => api.close());

/** The <link> tags of the page the server renders at `path`, with their attributes. */
async function linksOf(path: string): Promise<Record<string, string>[]> {
  const html = await (await fetch(`${api.url}${path}`)).text();
  return [...html.matchAll(/<link ([^>]*?)\/?>/g)].map(([, attributes = '']) =>
    Object.fromEntries(
      [...attributes.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name = '', value = '']) => [name, value]),
    ),
  );
}

const versionsOf = (path: string) => [
  ...LANGUAGES.map((lang) => ({ rel: 'alternate', hrefLang: lang, href: `${api.url}${path}?lang=${lang}` })),
  { rel: 'alternate', hrefLang: 'x-default', href: `${api.url}${path}` },
];

describe("a reader page's addresses in the first HTML", () => {
  it('name its version in each language and x-default, and itself as canonical', async () => {
    const links = await linksOf('/publications/dakar-sounds');
    expect(links.filter((link) => link.rel === 'alternate')).toEqual(
      versionsOf('/publications/dakar-sounds'),
    );
    expect(links.filter((link) => link.rel === 'canonical')).toEqual([
      { rel: 'canonical', href: `${api.url}/publications/dakar-sounds` },
    ]);
  });

  it('keep a language version its own canonical address', async () => {
    const links = await linksOf('/?lang=fr');
    expect(links.filter((link) => link.rel === 'alternate')).toEqual(versionsOf('/'));
    expect(links.filter((link) => link.rel === 'canonical')).toEqual([
      { rel: 'canonical', href: `${api.url}/?lang=fr` },
    ]);
  });

  it("name a content's versions beside the one canonical address its page gives", async () => {
    const links = await linksOf('/articles/mbalax-returns');
    expect(links.filter((link) => link.rel === 'alternate')).toEqual(versionsOf('/articles/mbalax-returns'));
    expect(links.filter((link) => link.rel === 'canonical')).toEqual([
      { rel: 'canonical', href: `${api.url}/articles/mbalax-returns` },
    ]);
  });
});
