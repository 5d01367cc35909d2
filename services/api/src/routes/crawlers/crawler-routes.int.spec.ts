import { randomUUID } from 'node:crypto';
import { SITE_WALL_COOKIE } from '@afrimedia/contracts';
import { contentDecider, contentStream, moderationDecider, reportStream } from '@afrimedia/domain';
import { sitemapContents, sitemapPages } from '@afrimedia/read-models';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishing } from '../../testing/pages-scenario.ts';
import { publishedArticle } from '../../testing/published-article.ts';
import { startTestApi, type TestApi } from '../../testing/test-api.ts';
import { readModelsOf } from '../../storage/api-db.ts';
import { sitemapSchemaErrors } from './schemas/sitemap-schemas.ts';

const SITE = 'http://afrimedia.test';
const LANGUAGES = ['en', 'fr', 'ar', 'es'];

interface ListedUrl {
  readonly loc: string;
  readonly lastmod: string | undefined;
  readonly alternates: Record<string, string>;
}

/** The <url> entries of a sitemap the schema check already passed. */
function urlsOf(xml: string): ListedUrl[] {
  return [...xml.matchAll(/<url>(.*?)<\/url>/gs)].map(([, entry = '']) => ({
    loc: /<loc>(.*?)<\/loc>/.exec(entry)?.[1] ?? '',
    lastmod: /<lastmod>(.*?)<\/lastmod>/.exec(entry)?.[1],
    alternates: Object.fromEntries(
      [...entry.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(
        ([, hreflang, href]) => [hreflang, href],
      ),
    ),
  }));
}

/** The addresses of a page's versions: one per language, and the one that leaves the choice to the reader. */
const versionsOf = (path: string) => ({
  ...Object.fromEntries(LANGUAGES.map((lang) => [lang, `${SITE}${path}?lang=${lang}`])),
  'x-default': `${SITE}${path}`,
});

describe('the sitemap', () => {
  let api: TestApi;
  let authorId: string;
  let pendingAuthorId: string;
  let publishedAt: Date;
  let urls: ListedUrl[];
  const pathsListed = () => urls.map((url) => new URL(url.loc).pathname);

  beforeAll(async () => {
    api = await startTestApi('crawlers');
    const owner = await api.newUser({ role: 'owner' });
    authorId = owner.userId;
    pendingAuthorId = (await api.newUser({ role: 'owner', verified: false })).userId;
    const scenario = publishing(api);
    const { id: publicationId, contents } = await scenario.publication(
      authorId,
      { slug: 'dakar-sounds', name: 'Dakar Sounds', topics: ['music'] },
      [
        { slug: 'mbalax-returns', title: 'Mbalax returns', topics: ['music'] },
        { slug: 'reported-piece', title: 'A reported piece', topics: ['music'] },
        { slug: 'withdrawn-piece', title: 'A withdrawn piece', topics: ['music'] },
        { slug: 'only-in-senegal', title: 'Only in Senegal', topics: ['music'], availableCountries: ['sn'] },
        { slug: 'griot-session', title: 'A griot session', kind: 'podcast', topics: ['music'] },
      ],
    );
    publishedAt = scenario.now();
    const [, reported, withdrawn] = contents;
    await scenario.draft(authorId, publicationId, {
      slug: 'still-a-draft',
      title: 'Still a draft',
      topics: ['music'],
    });
    await scenario.planned(
      authorId,
      publicationId,
      { slug: 'next-week', title: 'A piece coming out next week', topics: ['music'] },
      7,
    );
    await api.run(reportStream(randomUUID()), moderationDecider, 'test-admin', {
      type: 'HideReportedContent',
      data: { reportId: randomUUID(), reported: true, contentId: reported?.id ?? '', actorIsAdmin: true },
    });
    await api.run(contentStream(withdrawn?.id ?? ''), contentDecider, authorId, {
      type: 'ArchiveContent',
      data: { contentId: withdrawn?.id ?? '' },
    });
    await publishedArticle(api, authorId, { slug: 'awaiting-validation', validated: false });

    const index = await fetch(`${api.url}/sitemap.xml`);
    expect(index.status).toBe(200);
    const indexXml = await index.text();
    expect(await sitemapSchemaErrors('index', indexXml)).toEqual([]);
    urls = [];
    for (const [, loc = ''] of indexXml.matchAll(/<loc>(.*?)<\/loc>/g)) {
      expect(loc.startsWith(`${SITE}/sitemaps/`)).toBe(true);
      const file = await fetch(`${api.url}${new URL(loc).pathname}`);
      expect(file.status).toBe(200);
      const xml = await file.text();
      expect(await sitemapSchemaErrors('sitemap', xml), loc).toEqual([]);
      urls.push(...urlsOf(xml));
    }
  });
  afterAll(() => api.close());

  it('lists a published content, its publication and its author in each language, naming every version', () => {
    for (const path of [
      '/articles/mbalax-returns',
      '/podcasts/griot-session',
      '/publications/dakar-sounds',
    ]) {
      for (const lang of LANGUAGES) {
        const listed = urls.find((url) => url.loc === `${SITE}${path}?lang=${lang}`);
        expect(listed?.alternates, `${path} in ${lang}`).toEqual(versionsOf(path));
      }
    }
    const author = urls.filter((url) => url.loc.startsWith(`${SITE}/authors/${authorId}?`));
    expect(author.map((url) => url.alternates)).toEqual(
      LANGUAGES.map(() => versionsOf(`/authors/${authorId}`)),
    );
    expect(urls.filter((url) => url.loc.startsWith(`${SITE}/?lang=`))).toHaveLength(LANGUAGES.length);
  });

  it('dates a content by its publication, and its publication and author by their newest content', () => {
    const lastmodOf = (path: string) => urls.find((url) => url.loc === `${SITE}${path}?lang=en`)?.lastmod;
    const article = lastmodOf('/articles/mbalax-returns');
    expect(article).toMatch(/^2026-06-01T08:\d\d:00\.000Z$/);
    expect(Date.parse(article ?? '')).toBeLessThan(publishedAt.getTime());
    expect(lastmodOf('/podcasts/griot-session')).toBe(publishedAt.toISOString());
    expect(lastmodOf('/publications/dakar-sounds')).toBe(publishedAt.toISOString());
    expect(lastmodOf(`/authors/${authorId}`)).toBe(publishedAt.toISOString());
  });

  it('leaves out drafts, scheduled, hidden and withdrawn contents, and what the team has not validated', () => {
    const listed = pathsListed();
    for (const slug of [
      'still-a-draft',
      'next-week',
      'reported-piece',
      'withdrawn-piece',
      'awaiting-validation',
    ]) {
      expect(listed).not.toContain(`/articles/${slug}`);
    }
    expect(listed.filter((path) => path.startsWith('/publications/'))).toEqual(
      LANGUAGES.map(() => '/publications/dakar-sounds'),
    );
    expect(listed).not.toContain(`/authors/${pendingAuthorId}`);
  });

  it('lists what a visitor nobody knows may see: not a content kept to some countries', () => {
    expect(pathsListed()).not.toContain('/articles/only-in-senegal');
  });

  it('is cached a few minutes, as XML', async () => {
    for (const path of ['/sitemap.xml', '/sitemaps/contents-1.xml']) {
      const answer = await fetch(`${api.url}${path}`);
      expect(answer.headers.get('content-type')).toMatch(/^application\/xml/);
      expect(answer.headers.get('cache-control')).toBe('public, max-age=300');
    }
  });

  it('has no file past a section’s end, nor under another name', async () => {
    for (const name of ['contents-2', 'contents-0', 'site-2', 'people-1', 'contents-1.json']) {
      expect((await fetch(`${api.url}/sitemaps/${name}.xml`)).status, name).toBe(404);
    }
  });

  it('pages each section in a stable order, a new item landing on the last page', async () => {
    const db = readModelsOf(api.db);
    const pages = (await sitemapPages(db, 2)).filter((page) => page.section === 'contents');
    expect(pages.map((page) => page.page)).toEqual([1]);
    const first = await sitemapContents(db, { limit: 1, offset: 0 });
    const second = await sitemapContents(db, { limit: 1, offset: 1 });
    expect([...first, ...second].map((row) => row.slug)).toEqual(['mbalax-returns', 'griot-session']);
    expect((await sitemapPages(db, 1)).filter((page) => page.section === 'contents')).toEqual([
      { section: 'contents', page: 1, lastmod: first[0]?.lastmod },
      { section: 'contents', page: 2, lastmod: second[0]?.lastmod },
    ]);
  });
});

describe('robots.txt', () => {
  let open: TestApi;
  let walled: TestApi;

  beforeAll(async () => {
    [open, walled] = await Promise.all([
      startTestApi('crawlers_open'),
      startTestApi('crawlers_walled', { sitePassword: 'Wall-Passw0rd1' }),
    ]);
  });
  afterAll(() => Promise.all([open.close(), walled.close()]));

  it('opens the public site and its pictures, closes the API, consoles and personal pages, and names the sitemap', async () => {
    const answer = await fetch(`${open.url}/robots.txt`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain/);
    const rules = (await answer.text()).split('\n');
    expect(rules).toEqual(expect.arrayContaining(['User-agent: *', 'Allow: /', 'Allow: /api/media/']));
    for (const path of [
      '/api/',
      '/admin',
      '/dev/',
      '/settings/',
      '/profile',
      '/login',
      '/editor',
      '/stats',
    ]) {
      expect(rules).toContain(`Disallow: ${path}`);
    }
    expect(rules).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });

  it('closes everything behind a site wall, which also stands before the sitemap', async () => {
    const answer = await fetch(`${walled.url}/robots.txt`);
    expect(answer.status).toBe(200);
    expect((await answer.text()).split('\n').filter(Boolean)).toEqual(['User-agent: *', 'Disallow: /']);
    for (const path of ['/sitemap.xml', '/sitemaps/site-1.xml']) {
      const refused = await fetch(`${walled.url}${path}`);
      expect(refused.status, path).toBe(403);
      expect(await refused.json()).toMatchObject({ code: 'SITE_WALL' });
    }
  });

  it('opens the walled sitemap to a holder of the wall’s pass', async () => {
    const passing = await walled.call('POST', '/configs/site-wall', undefined, {
      password: 'Wall-Passw0rd1',
    });
    const { pass } = (await passing.json()) as { pass: string };
    const answer = await fetch(`${walled.url}/sitemap.xml`, {
      headers: { cookie: `${SITE_WALL_COOKIE}=${pass}` },
    });
    expect(answer.status).toBe(200);
    expect(await sitemapSchemaErrors('index', await answer.text())).toEqual([]);
  });
});
