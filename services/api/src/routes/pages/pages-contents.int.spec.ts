import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi, type TestUser } from '../../testing/test-api.ts';
import { publishing, type ContentSpec, type PublishedContent } from '../../testing/pages-scenario.ts';

type Json = Record<string, unknown> & { code?: string; message?: string; field?: string };
type Row = Json & { id: string; slug: string; title: string };
type Listing = Json & { contents: Row[]; rows: Row[]; total: number };

/** Content lists, the content page, search and category pages. */
describe('pages: contents, search and categories', () => {
  let api: TestApi;
  let chidi: TestUser;
  let amina: TestUser;
  let senegalReader: TestUser;
  let frenchReader: TestUser;
  let liked: PublishedContent;
  let viewed: PublishedContent;
  let episodes: PublishedContent[];
  let planned: PublishedContent;
  let eventsBefore: number;

  const get = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${api.url}/api${path}`, { headers });
    return { status: response.status, body: (await response.json()) as Listing };
  };
  const slugs = (rows: readonly Row[]) => rows.map((row) => row.slug);

  const techHeadlines: ContentSpec[] = ['one', 'two', 'three', 'four', 'five', 'six'].map((name) => ({
    slug: `tech-headline-${name}`,
    title: `Tech headline number ${name}`,
    topics: ['tech'],
    headline: true,
  }));

  beforeAll(async () => {
    api = await startTestApi('pages_contents');
    const make = publishing(api);
    chidi = await api.newUser({ role: 'owner', country: 'ng' });
    amina = await api.newUser({ role: 'owner', country: 'ma' });
    senegalReader = await api.newUser({ country: 'sn' });
    frenchReader = await api.newUser({ country: 'fr' });

    const ondes = await make.publication(
      chidi.userId,
      { slug: 'ondes', name: 'Ondes', topics: ['tech', 'music'] },
      [
        ...techHeadlines,
        {
          slug: 'zebra-fintech',
          title: 'Zebra fintech in Lagos',
          topics: ['tech', 'finance'],
          country: 'ng',
          region: 'west-africa',
        },
        { slug: 'afrobeat-lagos', title: 'Afrobeat nights in Lagos', topics: ['music'], country: 'ng' },
        {
          slug: 'seulement-au-senegal',
          title: 'Only shown in Senegal',
          topics: ['culture'],
          availableCountries: ['sn'],
        },
        {
          slug: 'sante-adultes',
          title: 'Health for adults only',
          topics: ['health'],
          maturity: '16-age-restriction',
        },
        {
          slug: 'podcast-rire',
          title: 'Laughing out loud',
          kind: 'podcast',
          genre: 'comedy',
          topics: ['comedy'],
        },
      ],
    );
    const [, , , , , , fintech, afrobeat] = ondes.contents;
    liked = afrobeat!;
    viewed = fintech!;
    const series = await make.publication(
      chidi.userId,
      { slug: 'la-serie', name: 'La série', topics: ['culture'], firstOfAuthor: false },
      [
        {
          slug: 'serie-s1e1',
          title: 'Series season 1 episode 1',
          kind: 'video',
          genre: 'series',
          topics: ['culture'],
          episode: { season: 1, number: 1 },
        },
        {
          slug: 'serie-s1e2',
          title: 'Series season 1 episode 2',
          kind: 'video',
          genre: 'series',
          topics: ['culture'],
          episode: { season: 1, number: 2 },
        },
        {
          slug: 'serie-s2e1',
          title: 'Series season 2 episode 1',
          kind: 'video',
          genre: 'series',
          topics: ['culture'],
          episode: { season: 2, number: 1 },
        },
      ],
    );
    episodes = series.contents;
    planned = await make.planned(
      chidi.userId,
      ondes.id,
      { slug: 'demain-la-tech', title: 'Tech of tomorrow', topics: ['tech'] },
      3,
    );
    await make.draft(chidi.userId, ondes.id, {
      slug: 'brouillon-tech',
      title: 'A tech draft nobody sees',
      topics: ['tech'],
    });

    await make.publication(
      amina.userId,
      { slug: 'lettres', name: 'Lettres du Maghreb', topics: ['literature'] },
      [
        {
          slug: 'cafes-litteraires',
          title: 'Literary cafés of Rabat',
          topics: ['literature', 'culture'],
          country: 'ma',
        },
      ],
    );

    await make.toggle(senegalReader.userId, 'like', liked.id);
    await make.toggle(frenchReader.userId, 'like', liked.id);
    await make.toggle(frenchReader.userId, 'favourite', liked.id);
    await make.toggle(amina.userId, 'like', liked.id);
    await make.view(senegalReader.userId, viewed.id);
    // An older content more popular than a newer one: popularity and date orders differ.
    await make.view(senegalReader.userId, ondes.contents[0]!.id);
    await make.view(frenchReader.userId, ondes.contents[0]!.id);
    eventsBefore = (await api.events()).length;
  });
  afterAll(() => api.close());

  beforeEach(async () => {
    expect((await api.events()).length).toBe(eventsBefore);
  });
  afterEach(async () => {
    // Read calls append nothing, whatever they answer.
    expect((await api.events()).length).toBe(eventsBefore);
  });

  it('GET /pages/contents/: published contents by type and owner, newest first, with or without the slash', async () => {
    const { status, body } = await get(`/pages/contents/?type=article&owner=${amina.userId}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ total: 1, page: 1, page_size: 20 });
    const [row] = body.rows;
    expect(row).toMatchObject({
      slug: 'cafes-litteraires',
      type: 'article',
      mediaType: 'article',
      status: 'published',
      name_short: { en: 'Literary cafés of Rabat', fr: 'Literary cafés of Rabat (fr)' },
      author_id: amina.userId,
      country: 'ma',
      stream_url: null,
      planned_at: null,
    });
    expect(new Date(row!.published_at as string).toISOString()).toBe(row!.published_at);

    const videos = await get(`/pages/contents?type=video&owner=${chidi.userId}`);
    expect(slugs(videos.body.rows)).toEqual(['serie-s2e1', 'serie-s1e2', 'serie-s1e1']);
    expect(videos.body.rows[0]?.stream_url).toBe('/media/serie-s2e1.m3u8');

    const byIds = await get(`/pages/contents/?ids=${liked.id},${viewed.id},unknown`);
    expect(slugs(byIds.body.rows).sort()).toEqual(['afrobeat-lagos', 'zebra-fintech']);
  });

  it('GET /pages/contents/: alphabetical is always ascending, popularity counts likes and views', async () => {
    const alphabetical = await get(
      `/pages/contents/?owner=${chidi.userId}&orderBy=alphabetical&direction=desc&page_size=100`,
    );
    const titles = alphabetical.body.rows.map((row) => row.title);
    expect(titles).toEqual([...titles].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(titles[0]).toBe('Afrobeat nights in Lagos');

    const popular = await get('/pages/contents/?orderBy=popularity');
    expect(slugs(popular.body.rows).slice(0, 3)).toEqual([
      'afrobeat-lagos',
      'tech-headline-one',
      'zebra-fintech',
    ]);
    const leastPopularFirst = await get('/pages/contents/?orderBy=popularity&direction=asc&page_size=100');
    expect(slugs(leastPopularFirst.body.rows).at(-1)).toBe('afrobeat-lagos');
  });

  it('GET /pages/contents/: geoblocked and age-rated contents only for their audience; paging', async () => {
    const visitor = await get('/pages/contents/?page_size=100');
    expect(slugs(visitor.body.rows)).not.toContain('seulement-au-senegal');
    expect(slugs(visitor.body.rows)).toContain('sante-adultes');
    expect(slugs(visitor.body.rows)).not.toContain('demain-la-tech');
    expect(slugs(visitor.body.rows)).not.toContain('brouillon-tech');
    const senegal = await get('/pages/contents/?page_size=100', senegalReader.auth);
    expect(slugs(senegal.body.rows)).toContain('seulement-au-senegal');
    expect(senegal.body.total).toBe(visitor.body.total + 1);
    const adults = await get('/pages/contents/?age=16-age-restriction');
    expect(slugs(adults.body.rows)).toEqual(['sante-adultes']);

    const second = await get('/pages/contents/?page=2&page_size=5');
    expect(second.body).toMatchObject({ page: 2, page_size: 5, total: visitor.body.total });
    expect(slugs(second.body.rows)).toEqual(slugs(visitor.body.rows).slice(5, 10));
  });

  it('GET /pages/contents/ with an unknown order, type or page: 400, never 500', async () => {
    for (const query of ['orderBy=random', 'type=album', 'direction=up', 'page=0', 'page_size=101']) {
      const { status, body } = await get(`/pages/contents/?${query}`);
      expect(status, query).toBe(400);
      expect(body.code).toBe('FIELDS_REQUIRED');
      expect(body.field).toBe(query.split('=')[0]);
    }
  });

  it('GET /pages/articles: narrowed by media type and owner', async () => {
    const audio = await get('/pages/articles?mediaType=audio');
    expect(audio.status).toBe(200);
    expect(slugs(audio.body.rows)).toEqual(['podcast-rire']);
    expect(audio.body.rows[0]).toMatchObject({ type: 'podcast', mediaType: 'audio', genre: 'comedy' });
    const aminas = await get(`/pages/articles?owner=${amina.userId}&mediaType=article`);
    expect(slugs(aminas.body.rows)).toEqual(['cafes-litteraires']);
    const alphabetical = await get(`/pages/articles?mediaType=video&orderBy=alphabetical&direction=desc`);
    expect(slugs(alphabetical.body.rows)).toEqual(['serie-s1e1', 'serie-s1e2', 'serie-s2e1']);
  });

  it('GET /pages/articles with a media type the spec does not know: 400', async () => {
    const { status, body } = await get('/pages/articles?mediaType=podcast');
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'FIELDS_REQUIRED', field: 'mediaType' });
  });

  it('GET /pages/content/{slug}: the content with its counts, author, publication and related', async () => {
    const { status, body } = await get('/pages/content/afrobeat-lagos');
    expect(status).toBe(200);
    expect(body.content).toMatchObject({
      id: liked.id,
      slug: 'afrobeat-lagos',
      body: [
        { type: 'paragraph', children: [{ text: 'Afrobeat nights in Lagos: the body of the article.' }] },
      ],
      reading_time: 1,
      counts: { likes: 3, favourites: 1, shares: 0, views: 0 },
    });
    expect(body.author).toMatchObject({ id: chidi.userId, expertise_title: 'Culture journalist' });
    expect(body.publication).toMatchObject({ slug: 'ondes', topics: ['tech', 'music'] });
    expect(body.seasons).toEqual([]);

    const tech = await get('/pages/content/zebra-fintech?orderBy=alphabetical&direction=desc');
    const related = (tech.body.related as Row[]).map((row) => row.title);
    expect(related).toHaveLength(6);
    expect(related).toEqual([...related].sort((a, b) => a.localeCompare(b)));
    expect(tech.body.content).toMatchObject({ counts: { likes: 0, views: 1 } });

    const newestFirst = await get('/pages/content/tech-headline-two');
    expect(slugs(newestFirst.body.related as Row[]).slice(0, 2)).toEqual([
      'zebra-fintech',
      'tech-headline-six',
    ]);
    const popularFirst = await get('/pages/content/tech-headline-two?orderBy=popularity');
    expect(slugs(popularFirst.body.related as Row[]).slice(0, 2)).toEqual([
      'tech-headline-one',
      'zebra-fintech',
    ]);
  });

  it('GET /pages/content/{slug} of an episode: its series by season', async () => {
    const { body } = await get('/pages/content/serie-s1e2');
    const seasons = body.seasons as { season: number; episodes: Row[] }[];
    expect(seasons.map(({ season, episodes: list }) => [season, slugs(list)])).toEqual([
      [1, ['serie-s1e1', 'serie-s1e2']],
      [2, ['serie-s2e1']],
    ]);
    expect(seasons[0]?.episodes[1]).toMatchObject({ id: episodes[1]?.id, season: 1, episode: 2 });
  });

  it('GET /pages/content/{slug} geoblocked for the reader: 403 with the spec text', async () => {
    const french = await get('/pages/content/seulement-au-senegal', frenchReader.auth);
    expect(french.status).toBe(403);
    expect(french.body).toMatchObject({
      code: 'CONTENT_GEOBLOCKED',
      error: 'CONTENT_GEOBLOCKED: Sorry, this content is not available in your country.',
    });
    expect(french.body).not.toHaveProperty('content');
    expect((await get('/pages/content/seulement-au-senegal')).status).toBe(403);
    const senegal = await get('/pages/content/seulement-au-senegal', senegalReader.auth);
    expect(senegal.status).toBe(200);
    expect(senegal.body.content).toMatchObject({ available_countries: ['sn'] });
  });

  it('GET /pages/content/{slug} unknown, draft or scheduled: 404, in French when asked', async () => {
    for (const slug of ['nothing-here', 'brouillon-tech', 'demain-la-tech']) {
      const { status, body } = await get(`/pages/content/${slug}?lang=fr`);
      expect(status).toBe(404);
      expect(body).toMatchObject({
        code: 'CONTENT_NOT_FOUND',
        message: 'Contenu introuvable',
        error: 'CONTENT_NOT_FOUND: Contenu introuvable',
      });
    }
    const english = await get('/pages/content/nothing-here');
    expect(english.body.message).toBe('Content not found');
  });

  it('GET /pages/search/: text in any language, filters, and alphabetical always ascending', async () => {
    const lagos = await get('/pages/search/?filter=lagos');
    expect(lagos.status).toBe(200);
    expect(slugs(lagos.body.rows).sort()).toEqual(['afrobeat-lagos', 'zebra-fintech']);
    expect(lagos.body).toMatchObject({ total: 2, total_is_estimate: false });
    expect(lagos.body.rows[0]).toHaveProperty('name_short');

    const typo = await get('/pages/search?filter=afrobeatt');
    expect(slugs(typo.body.rows)).toContain('afrobeat-lagos');

    const finance = await get('/pages/search/?theme=finance&country=NG&region=west-africa');
    expect(slugs(finance.body.rows)).toEqual(['zebra-fintech']);
    const audio = await get('/pages/search/?mediaType=audio');
    expect(slugs(audio.body.rows)).toEqual(['podcast-rire']);
    const videos = await get('/pages/search/?type=video&orderBy=alphabetical&direction=desc');
    expect(slugs(videos.body.rows)).toEqual(['serie-s1e1', 'serie-s1e2', 'serie-s2e1']);
    const popular = await get('/pages/search/?orderBy=popularity');
    expect(slugs(popular.body.rows)[0]).toBe('afrobeat-lagos');

    const geoblocked = await get('/pages/search/?filter=senegal', frenchReader.auth);
    expect(geoblocked.body.rows).toEqual([]);
    const shown = await get('/pages/search/?filter=senegal', senegalReader.auth);
    expect(slugs(shown.body.rows)).toEqual(['seulement-au-senegal']);
  });

  it('GET /pages/search/ with no match: 200 and an empty list', async () => {
    const { status, body } = await get('/pages/search/?filter=zzzqqqxxx');
    expect(status).toBe(200);
    expect(body).toMatchObject({ rows: [], total: 0 });
  });

  it('GET /pages/search/ with an unknown theme, order or country: 400', async () => {
    const theme = await get('/pages/search/?theme=cooking&lang=fr');
    expect(theme.status).toBe(400);
    expect(theme.body).toMatchObject({ code: 'UNKNOWN_TOPIC', field: 'theme' });
    const order = await get('/pages/search/?orderBy=relevance');
    expect(order.body).toMatchObject({ code: 'FIELDS_REQUIRED', field: 'orderBy' });
    const country = await get('/pages/search/?country=nigeria');
    expect(country.status).toBe(400);
    expect(country.body).toMatchObject({ code: 'WRONG_COUNTRY', message: 'Wrong country' });
  });

  it('GET /pages/category/themes is the themes call, not a category named "themes"', async () => {
    const { status, body } = await get('/pages/category/themes');
    expect(status).toBe(200);
    expect(body).toHaveLength(20);
    expect(body).toContainEqual({ id: 'tech', count: 7 });
  });

  it('GET /pages/category/top-{slug}: at most 5 featured contents of the category, age filter applied', async () => {
    const { status, body } = await get('/pages/category/top-tech');
    expect(status).toBe(200);
    expect(body.contents).toHaveLength(5);
    expect(
      body.contents.every((row) => row.headline === true && (row.topics as string[]).includes('tech')),
    ).toBe(true);
    expect(slugs(body.contents)).toEqual(
      ['six', 'five', 'four', 'three', 'two'].map((name) => `tech-headline-${name}`),
    );
    const adults = await get('/pages/category/top-tech?age=16-age-restriction');
    expect(adults.body.contents).toEqual([]);
  });

  it('GET /pages/category/top-{slug} of no category: 404', async () => {
    const { status, body } = await get('/pages/category/top-cooking');
    expect(status).toBe(404);
    expect(body.code).toBe('PAGE_NOT_FOUND');
  });

  it('GET /pages/category/{slug}: a topic or a genre, by type, limited; isPlaned lists what is scheduled', async () => {
    const tech = await get('/pages/category/tech?limit=3');
    expect(tech.status).toBe(200);
    expect(tech.body.total).toBe(7);
    expect(tech.body.contents).toHaveLength(3);
    const series = await get('/pages/category/series?type=video&orderBy=alphabetical&direction=desc');
    expect(slugs(series.body.contents)).toEqual(['serie-s1e1', 'serie-s1e2', 'serie-s2e1']);
    const comedy = await get('/pages/category/comedy?type=article');
    expect(comedy.body).toMatchObject({ contents: [], total: 0 });

    const plannedList = await get('/pages/category/tech?isPlaned=true');
    expect(plannedList.body.total).toBe(1);
    expect(plannedList.body.contents[0]).toMatchObject({
      id: planned.id,
      status: 'scheduled',
      published_at: null,
      stream_url: null,
    });
    const due = new Date(plannedList.body.contents[0]!.planned_at as string).getTime();
    expect(due - api.deps.clock().getTime()).toBeGreaterThan(2 * 86_400_000);
    const inProgress = await get('/pages/category/tech?isInProgress=true&limit=3');
    expect(inProgress.body).toEqual(tech.body);
  });

  it('GET /pages/category/{slug} unknown, or with a bad flag or limit: 404 or 400', async () => {
    const unknown = await get('/pages/category/cooking?lang=es');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({
      code: 'PAGE_NOT_FOUND',
      message: 'Lo sentimos, la página que buscas no existe.',
    });
    for (const query of ['isPlaned=yes', 'limit=0', 'limit=many', 'type=playlist']) {
      const { status, body } = await get(`/pages/category/tech?${query}`);
      expect(status, query).toBe(400);
      expect(body.field).toBe(query.split('=')[0]);
    }
  });

  it('GET /pages/categories/video/{slug}: videos of a genre or topic, paged and sorted', async () => {
    const firstPage = await get(
      '/pages/categories/video/series?page_size=2&sortType=alphabetical&sortOrder=desc',
    );
    expect(firstPage.status).toBe(200);
    expect(firstPage.body).toMatchObject({ total: 3, page: 1, page_size: 2 });
    expect(slugs(firstPage.body.rows)).toEqual(['serie-s1e1', 'serie-s1e2']);
    const secondPage = await get('/pages/categories/video/series?page=2&page_size=2&sortType=alphabetical');
    expect(slugs(secondPage.body.rows)).toEqual(['serie-s2e1']);
    const podcasts = await get('/pages/categories/video/comedy?documentType=podcast');
    expect(slugs(podcasts.body.rows)).toEqual(['podcast-rire']);
    const byDate = await get('/pages/categories/video/culture?sortType=date&sortOrder=asc');
    expect(slugs(byDate.body.rows)).toEqual(['serie-s1e1', 'serie-s1e2', 'serie-s2e1']);
  });

  it('GET /pages/categories/video/{slug} with an unknown sort or document type: 400', async () => {
    for (const query of ['sortType=views', 'documentType=playlist', 'sortOrder=random']) {
      const { status, body } = await get(`/pages/categories/video/series?${query}`);
      expect(status, query).toBe(400);
      expect(body.field).toBe(query.split('=')[0]);
    }
  });

  it('GET /pages/categories/playlist/{slug}: validated publications of a topic, paged', async () => {
    const culture = await get('/pages/categories/playlist/culture');
    expect(culture.status).toBe(200);
    expect(culture.body).toMatchObject({ total: 1, page: 1, page_size: 20 });
    expect(culture.body.rows[0]).toMatchObject({
      slug: 'la-serie',
      name: 'La série',
      owner_id: chidi.userId,
    });
    const music = await get('/pages/categories/playlist/music?sortType=alphabetical&sortOrder=desc');
    expect(slugs(music.body.rows)).toEqual(['ondes']);
  });

  it('GET /pages/categories/playlist/{slug} of a genre that is no topic: 404', async () => {
    const { status, body } = await get('/pages/categories/playlist/master-class');
    expect(status).toBe(404);
    expect(body.code).toBe('PAGE_NOT_FOUND');
  });

  it('GET /pages/categories/author/{slug}: authors publishing on a topic, paged', async () => {
    const { status, body } = await get('/pages/categories/author/literature');
    expect(status).toBe(200);
    expect(body).toMatchObject({ total: 1, page: 1, page_size: 20 });
    expect(body.rows[0]).toMatchObject({ id: amina.userId, first_name: 'Test' });
  });

  it('GET /pages/search/places: the countries and regions of what this reader may see, with counts', async () => {
    const { status, body } = await get('/pages/search/places');
    expect(status).toBe(200);
    expect(body.regions).toEqual([{ region: 'west-africa', country: 'ng', count: 1 }]);
    expect(body.countries).toContainEqual({ country: 'ng', count: 2 });
    const rated = await get('/pages/search/places?age=16-age-restriction');
    expect(rated.body).toEqual({ countries: [], regions: [] });
  });

  it('GET /pages/authors: the authors publishing on any topic, readers left out', async () => {
    const { status, body } = await get('/pages/authors');
    expect(status).toBe(200);
    expect(body).toMatchObject({ total: 2, page: 1, page_size: 20 });
    expect(body.rows.map((row: { id: string }) => row.id).sort()).toEqual(
      [chidi.userId, amina.userId].sort(),
    );
  });

  it('GET /pages/categories/author/{slug} with page 0: 400', async () => {
    const { status, body } = await get('/pages/categories/author/literature?page=0');
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'FIELDS_REQUIRED', field: 'page' });
  });
});
