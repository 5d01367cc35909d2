import { publishing, type TestApi, type TestUser } from '@afrimedia/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReaderUnderTest } from '../../../testing/reader-under-test.ts';

let api: TestApi;
let owner: TestUser;
let reader: TestUser;
let publicationId: string;

const page = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${api.url}${path}`, { headers, redirect: 'manual' });
const html = async (path: string, headers: Record<string, string> = {}) => {
  const response = await page(path, headers);
  expect(response.status).toBe(200);
  return response.text();
};
const signedIn = (user: TestUser) => ({
  cookie: `token=${encodeURIComponent(JSON.stringify({ token: user.token, type: 'bearer', refreshToken: 'x' }))}`,
});
/** Where each title first shows in the page, in the order given. */
const positions = (body: string, titles: readonly string[]) => titles.map((title) => body.indexOf(title));

beforeAll(async () => {
  api = await startReaderUnderTest('reader-listings');
  const make = publishing(api);
  owner = await api.newUser({ role: 'owner' });
  reader = await api.newUser();
  // Published in this order, a minute apart: newest first is Studio, Mbalax, Afrobeat, Zebra.
  const ondes = await make.publication(
    owner.userId,
    { slug: 'ondes-du-sahel', name: 'Ondes du Sahel', topics: ['culture', 'music'] },
    [
      { slug: 'zebra-crossings', title: 'Zebra crossings of Dakar', topics: ['culture'], region: 'Dakar' },
      { slug: 'afrobeat-archives', title: 'Afrobeat archives', topics: ['music'] },
      { slug: 'mbalax-night', title: 'Mbalax night live', kind: 'video', topics: ['culture', 'music'] },
      { slug: 'studio-sessions', title: 'Studio sessions', kind: 'video', topics: ['music'] },
      {
        slug: 'late-night-sabar',
        title: 'Late night sabar',
        topics: ['music'],
        maturity: '16-age-restriction',
      },
    ],
  );
  publicationId = ondes.id;
  await make.toggle(reader.userId, 'follow-publication', publicationId);
});
afterAll(() => api.close());

describe('the routes whose parameter is optional', () => {
  it('/authors without an id lists the authors who publish, each leading to their page', async () => {
    const body = await html('/authors');
    expect(body).toContain('<h1>Authors</h1>');
    expect(body).toContain(`href="/authors/${owner.userId}"`);
    expect(body).not.toContain(`href="/authors/${reader.userId}"`);
  });

  it('/content without a slug lists the published contents of every type', async () => {
    const body = await html('/content');
    expect(body).toContain('<h1>All contents</h1>');
    for (const title of ['Zebra crossings of Dakar', 'Mbalax night live', 'Studio sessions']) {
      expect(body).toContain(title);
    }
  });
});

describe('the age filter of the device', () => {
  it('is kept in a cookie by the preference form, and narrows lists and search to what it lets through', async () => {
    const saved = await fetch(`${api.url}/settings/age`, {
      method: 'POST',
      body: new URLSearchParams({ age: '16-age-restriction', returnTo: '/profile?t=preferences' }),
      headers: { origin: api.url },
      redirect: 'manual',
    });
    expect(saved.status).toBe(302);
    expect(saved.headers.get('location')).toBe('/profile?t=preferences');
    const cookie = /^age=16-age-restriction/.exec(saved.headers.get('set-cookie') ?? '')?.[0];
    expect(cookie).toBeDefined();
    for (const path of ['/search?filter=sabar', '/articles', '/content']) {
      const filtered = await html(path, { cookie: cookie! });
      expect(filtered, path).toContain('Late night sabar');
      expect(filtered, path).not.toContain('Afrobeat archives');
    }
    const everything = await html('/articles');
    expect(everything).toContain('Late night sabar');
    expect(everything).toContain('Afrobeat archives');
    const searched = await html('/search?age=16-age-restriction');
    expect(searched).toContain('Late night sabar');
    expect(searched).not.toContain('Afrobeat archives');
  });

  it('refuses a rating the platform does not offer', async () => {
    const refused = await fetch(`${api.url}/settings/age`, {
      method: 'POST',
      body: new URLSearchParams({ age: 'adults-only' }),
      headers: { origin: api.url },
      redirect: 'manual',
    });
    expect(refused.status).toBe(400);
  });
});

describe('search', () => {
  it('finds a published title by one of its words, with the count', async () => {
    const body = await html('/search?filter=zebra');
    expect(body).toContain('Zebra crossings of Dakar');
    expect(body).toContain('1 result');
    expect(body).not.toContain('Afrobeat archives');
  });

  it('sorts alphabetically from A to Z even when descending is asked', async () => {
    const newest = positions(await html('/search'), [
      'Mbalax night live',
      'Afrobeat archives',
      'Zebra crossings',
    ]);
    expect(newest.every((at, index) => at > 0 && (index === 0 || at > newest[index - 1]!))).toBe(true);
    const body = await html('/search?orderBy=alphabetical&direction=desc');
    const alphabetical = positions(body, ['Afrobeat archives', 'Mbalax night live', 'Zebra crossings']);
    expect(alphabetical.every((at, index) => at > 0 && (index === 0 || at > alphabetical[index - 1]!))).toBe(
      true,
    );
    expect(body).toMatch(/<option value="asc" selected="">/);
  });

  it('narrows by type, topic and region', async () => {
    const videos = await html('/search?type=video');
    expect(videos).toContain('Mbalax night live');
    expect(videos).not.toContain('Zebra crossings of Dakar');
    expect(videos).not.toContain('Afrobeat archives');
    const music = await html('/search?theme=music&type=article');
    expect(music).toContain('Afrobeat archives');
    expect(music).not.toContain('Zebra crossings of Dakar');
    const dakar = await html('/search?region=Dakar');
    expect(dakar).toContain('Zebra crossings of Dakar');
    expect(dakar).not.toContain('Afrobeat archives');
    expect(dakar).toMatch(/<option value="Dakar" dir="auto" selected="">Dakar<\/option>/);
  });

  it("answers 'No match found.' rather than an error for no match or a value the API refuses", async () => {
    expect(await html('/search?filter=qqxqqxqq')).toContain('No match found.');
    const refused = await html('/search?filter=zebra&theme=astrology&type=movie&page=x');
    expect(refused).toContain('Zebra crossings of Dakar');
  });

  it('is a GET form that works without scripts under Save-Data', async () => {
    const body = await html('/search?filter=afrobeat', { 'save-data': 'on' });
    expect(body).not.toMatch(/<script|modulepreload/);
    expect(body).toMatch(/<form role="search"[^>]* action="\/search" method="get">/);
    expect(body).toContain('name="filter"');
    expect(body).toContain('Afrobeat archives');
  });
});

describe('lists', () => {
  it('lists the articles newest first, and the videos apart', async () => {
    const articles = await html('/articles');
    const [afrobeat, zebra] = positions(articles, ['Afrobeat archives', 'Zebra crossings of Dakar']);
    expect(afrobeat).toBeGreaterThan(0);
    expect(zebra).toBeGreaterThan(afrobeat!);
    expect(articles).not.toContain('Mbalax night live');
    const videos = await html('/videos');
    expect(videos).toContain('Mbalax night live');
    expect(videos).not.toContain('Afrobeat archives');
  });

  it('lists the validated publications', async () => {
    const body = await html('/publications');
    expect(body).toContain('href="/publications/ondes-du-sahel"');
    expect(body).toContain('Ondes du Sahel');
  });
});

describe('a publication', () => {
  it('shows its description, topics, followers and contents, with a follow form', async () => {
    const body = await html('/publications/ondes-du-sahel');
    expect(body).toContain('<h1 dir="auto">Ondes du Sahel</h1>');
    expect(body).toContain('Ondes du Sahel: what this publication is about.');
    expect(body).toContain('href="/category/culture"');
    expect(body).toContain('1 follower');
    for (const title of ['Zebra crossings of Dakar', 'Afrobeat archives', 'Mbalax night live'])
      expect(body).toContain(title);
    expect(body).toContain(`name="id" value="${publicationId}"`);
    expect(body).toContain('name="relation" value="follows"');
    expect(body).toContain(`href="/authors/${owner.userId}"`);
  });

  it('shows the follow button pressed to a reader who follows it', async () => {
    const body = await html('/publications/ondes-du-sahel', signedIn(reader));
    expect(body).toMatch(/aria-pressed="true"[^>]*><span>Unfollow<\/span>/);
    const visitor = await html('/publications/ondes-du-sahel');
    expect(visitor).toMatch(/aria-pressed="false"[^>]*><span>Follow<\/span>/);
  });

  it('is a 404 page when unknown or when the address is no slug', async () => {
    for (const path of ['/publications/no-such-publication', '/publications/-bad-'])
      expect((await page(path)).status).toBe(404);
  });
});

describe('an author', () => {
  it('shows the profile, followers, publications and contents', async () => {
    const body = await html(`/authors/${owner.userId}`);
    expect(body).toContain('<h1 dir="auto">Test owner</h1>');
    expect(body).toContain('Culture journalist');
    expect(body).toContain('I write about music, arts and the cities of West Africa');
    expect(body).toContain('No followers yet');
    expect(body).toContain('href="/publications/ondes-du-sahel"');
    expect(body).toContain('Mbalax night live');
    expect(body).toContain(`name="id" value="${owner.userId}"`);
  });

  it('is a 404 page for an unknown id and for a reader who is no author', async () => {
    expect((await page('/authors/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await page(`/authors/${reader.userId}`)).status).toBe(404);
  });
});

describe('a category', () => {
  it("shows a topic's videos, publications and authors", async () => {
    const body = await html('/category/culture');
    expect(body).toContain('<h1>Culture</h1>');
    expect(body).toContain('Mbalax night live');
    expect(body).toContain('href="/publications/ondes-du-sahel"');
    expect(body).toContain(`href="/authors/${owner.userId}"`);
    const arabic = await html('/category/culture?lang=ar');
    expect(arabic).toContain('<h1>ثقافة</h1>');
  });

  it('sorts the videos as asked and keeps the choice in the form', async () => {
    const newest = await html('/category/music');
    expect(newest.indexOf('Studio sessions')).toBeGreaterThan(0);
    expect(newest.indexOf('Studio sessions')).toBeLessThan(newest.indexOf('Mbalax night live'));
    const body = await html('/category/music?sortType=alphabetical&sortOrder=desc&pp=2');
    expect(body.indexOf('Mbalax night live')).toBeGreaterThan(0);
    expect(body.indexOf('Mbalax night live')).toBeLessThan(body.indexOf('Studio sessions'));
    expect(body).toMatch(/<option value="alphabetical" selected="">/);
    expect(body).toMatch(/<option value="asc" selected="">/);
    expect(body).toContain('name="pp" value="2"');
  });

  it('is a 404 page for a category that does not exist', async () => {
    expect((await page('/category/astrology')).status).toBe(404);
  });
});
