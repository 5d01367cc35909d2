import { randomUUID } from 'node:crypto';
import {
  contentDecider,
  contentStream,
  publicationDecider,
  publicationStream,
  reservations,
  SYSTEM_ACTOR,
} from '@afrimedia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishing, type PublishedContent } from '../../testing/pages-scenario.ts';
import { startTestApi, type TestApi, type TestUser } from '../../testing/test-api.ts';

type Json = Record<string, unknown> & { code?: string };
type Row = Json & { slug: string };
type PublicationPage = Json & { contents: Row[]; total: number; page: number; page_size: number };

/** A publication's page, and the renditions of encoded media on every content row. */
describe('pages: a publication and the renditions of its media', () => {
  let api: TestApi;
  let chidi: TestUser;
  let senegalReader: TestUser;
  let ondes: { id: string; contents: PublishedContent[] };

  const get = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${api.url}/api${path}`, { headers });
    return { status: response.status, body: (await response.json()) as PublicationPage };
  };
  const slugs = (rows: readonly Row[]) => rows.map((row) => row.slug);

  /** The encoder's report on a new media of a published content, with the renditions it made. */
  async function encodeAgain(
    content: PublishedContent,
    renditions: { posterUrl?: string; dataSaverUrl?: string },
  ) {
    const mediaId = randomUUID();
    await api.run(contentStream(content.id), contentDecider, chidi.userId, {
      type: 'UploadMedia',
      data: {
        contentId: content.id,
        mediaId,
        sourceUrl: `/api/media/uploads/${mediaId}`,
        sizeBytes: 1_000,
        durationSeconds: 60,
      },
    });
    await api.run(contentStream(content.id), contentDecider, SYSTEM_ACTOR, {
      type: 'CompleteMediaEncoding',
      data: {
        contentId: content.id,
        mediaId,
        streamUrl: `/api/media/encoded/${mediaId}/web.mp4`,
        ...renditions,
      },
    });
    return mediaId;
  }

  async function unvalidatedPublication(ownerId: string, slug: string, submitted: boolean) {
    const publicationId = randomUUID();
    await api.run(
      publicationStream(publicationId),
      publicationDecider,
      ownerId,
      {
        type: 'CreatePublication',
        data: {
          publicationId,
          authorVerified: true,
          name: `Publication ${slug}`,
          slug,
          description: `Publication ${slug}: not validated by the platform team.`,
          topics: ['music'],
          thumbnail: { url: '/media/t.png', sizeBytes: 1000, widthPx: 800 },
        },
      },
      [{ ...reservations.publicationSlug(slug), conflict: 'URL_ALREADY_USED' }],
    );
    if (submitted)
      await api.run(publicationStream(publicationId), publicationDecider, ownerId, {
        type: 'SubmitPublication',
        data: { publicationId },
      });
  }

  let videoMedia: string;
  let podcastMedia: string;

  beforeAll(async () => {
    api = await startTestApi('pages_publication');
    const make = publishing(api);
    chidi = await api.newUser({ role: 'owner', country: 'ng' });
    senegalReader = await api.newUser({ country: 'sn' });
    const follower = await api.newUser();
    ondes = await make.publication(
      chidi.userId,
      { slug: 'ondes', name: 'Ondes', topics: ['music', 'culture'] },
      [
        { slug: 'first-article', title: 'First article', topics: ['music'] },
        { slug: 'night-video', title: 'A night in Lagos', kind: 'video', genre: 'series', topics: ['music'] },
        {
          slug: 'morning-talk',
          title: 'Morning talk',
          kind: 'podcast',
          genre: 'comedy',
          topics: ['culture'],
        },
        { slug: 'dakar-only', title: 'Only in Dakar', topics: ['culture'], availableCountries: ['sn'] },
        { slug: 'for-adults', title: 'For adults', topics: ['culture'], maturity: '16-age-restriction' },
        { slug: 'last-article', title: 'Last article', topics: ['music'] },
      ],
    );
    await make.publication(chidi.userId, { slug: 'elsewhere', name: 'Elsewhere', topics: ['music'] }, [
      { slug: 'other-publication-article', title: 'In another publication', topics: ['music'] },
    ]);
    const planned = await make.planned(
      chidi.userId,
      ondes.id,
      { slug: 'coming-soon', title: 'Coming soon', kind: 'video', genre: 'series', topics: ['music'] },
      3,
    );
    await make.toggle(follower.userId, 'follow-publication', ondes.id);
    await unvalidatedPublication(chidi.userId, 'brouillon', false);
    await unvalidatedPublication(chidi.userId, 'en-attente', true);
    const [, video, podcast] = ondes.contents;
    videoMedia = await encodeAgain(video!, { posterUrl: '/api/media/encoded/video/poster.jpg' });
    podcastMedia = await encodeAgain(podcast!, { dataSaverUrl: '/api/media/encoded/podcast/data-saver.m4a' });
    await encodeAgain(planned, { posterUrl: '/api/media/encoded/planned/poster.jpg' });
  });
  afterAll(() => api.close());

  it('GET /pages/publication/{slug}: the publication, its followers and its published contents, newest first', async () => {
    const { status, body } = await get('/pages/publication/ondes');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: ondes.id,
      slug: 'ondes',
      name: 'Ondes',
      topics: ['music', 'culture'],
      owner_id: chidi.userId,
      followers: 1,
      total: 5,
      page: 1,
      page_size: 20,
    });
    expect(slugs(body.contents)).toEqual([
      'last-article',
      'for-adults',
      'morning-talk',
      'night-video',
      'first-article',
    ]);
    expect(body.contents.every((row) => row.publication_id === ondes.id && row.status === 'published')).toBe(
      true,
    );
  });

  it('GET /pages/publication/{slug}: pages with page and page_size', async () => {
    const { body } = await get('/pages/publication/ondes?page=2&page_size=2');
    expect(body).toMatchObject({ total: 5, page: 2, page_size: 2 });
    expect(slugs(body.contents)).toEqual(['morning-talk', 'night-video']);
    const past = await get('/pages/publication/ondes?page=4&page_size=2');
    expect(past.body).toMatchObject({ contents: [], total: 5 });
  });

  it('GET /pages/publication/{slug}: geoblocked and age-rated contents only for their audience', async () => {
    const senegal = await get('/pages/publication/ondes', senegalReader.auth);
    expect(slugs(senegal.body.contents)).toContain('dakar-only');
    expect(senegal.body.total).toBe(6);
    const adults = await get('/pages/publication/ondes?age=16-age-restriction');
    expect(slugs(adults.body.contents)).toEqual(['for-adults']);
    expect(adults.body.total).toBe(1);
  });

  it('GET /pages/publication/{slug} of no validated publication: 404 CONTENT_NOT_FOUND', async () => {
    for (const slug of ['nothing-here', 'brouillon', 'en-attente']) {
      const { status, body } = await get(`/pages/publication/${slug}`);
      expect(status, slug).toBe(404);
      expect(body.code).toBe('CONTENT_NOT_FOUND');
    }
  });

  it('GET /pages/publication/{slug} with a bad slug, page or age: 400', async () => {
    expect((await get('/pages/publication/-bad-')).body).toMatchObject({ code: 'INVALID_SLUG' });
    for (const query of ['page=0', 'page_size=101', 'age=teen']) {
      const { status, body } = await get(`/pages/publication/ondes?${query}`);
      expect(status, query).toBe(400);
      expect(body.field).toBe(query.split('=')[0]);
    }
  });

  it("shows a video's poster and a podcast's data-saver rendition on content rows and pages", async () => {
    const { body } = await get('/pages/publication/ondes');
    const row = (slug: string) => body.contents.find((content) => content.slug === slug);
    expect(row('night-video')).toMatchObject({
      stream_url: `/api/media/encoded/${videoMedia}/web.mp4`,
      poster_url: '/api/media/encoded/video/poster.jpg',
      data_saver_url: null,
    });
    expect(row('morning-talk')).toMatchObject({
      stream_url: `/api/media/encoded/${podcastMedia}/web.mp4`,
      poster_url: null,
      data_saver_url: '/api/media/encoded/podcast/data-saver.m4a',
    });
    expect(row('first-article')).toMatchObject({ stream_url: null, poster_url: null, data_saver_url: null });

    const page = await get('/pages/content/night-video');
    expect(page.body.content).toMatchObject({ poster_url: '/api/media/encoded/video/poster.jpg' });
  });

  it('keeps the renditions of a planned content hidden until it is published', async () => {
    const { body } = await get('/pages/category/music?isPlaned=true');
    const planned = (body as unknown as { contents: Row[] }).contents;
    expect(slugs(planned)).toEqual(['coming-soon']);
    expect(planned[0]).toMatchObject({ stream_url: null, poster_url: null, data_saver_url: null });
  });
});
