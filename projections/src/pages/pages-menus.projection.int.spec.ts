import type { DomainEvent } from '@afrimedia/domain';
import {
  categoryContents,
  contentBySlug,
  documentTypeCounts,
  epgSchedule,
  genreCounts,
  siteMenu,
  sitePage,
  topicCounts,
} from '@afrimedia/read-models';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectionHarness, type ProjectionHarness } from '../testing/projection-harness.ts';
import { pagesProjection } from './pages.projection.ts';

const at = (day: number, hour = 10) =>
  `2026-11-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:00:00.000Z`;

function content(
  id: string,
  kind: 'article' | 'video' | 'podcast',
  extra: {
    topics?: string[];
    genre?: string;
    episode?: { season: number; number: number };
    availableCountries?: string[];
    publishedOn?: number;
  } = {},
): DomainEvent[] {
  const events: DomainEvent[] = [
    {
      type: 'ContentDrafted',
      data: {
        contentId: id,
        kind,
        ownerId: 'awa',
        publicationId: kind === 'article' ? 'p-articles' : 'p-series',
        title: `Title ${id}`,
        shortName: {},
        slug: id,
        topics: (extra.topics ?? ['culture']) as never,
        ...(extra.genre ? { genre: extra.genre } : {}),
        ...(extra.episode ? { episode: extra.episode } : {}),
        ...(extra.availableCountries ? { availableCountries: extra.availableCountries } : {}),
        emailFollowers: false,
        readingTimeMinutes: kind === 'article' ? 2 : null,
        draftedAt: at(1),
      },
    },
  ];
  if (extra.publishedOn !== undefined)
    events.push({ type: 'ContentPublished', data: { contentId: id, publishedAt: at(extra.publishedOn) } });
  return events;
}

const sitePagePublished = (
  slug: string,
  language: 'en' | 'fr' | 'ar' | 'es',
  title: string,
): DomainEvent => ({
  type: 'SitePagePublished',
  data: { slug, language, title, body: `${title}.\n\nSecond paragraph.`, publishedAt: at(2) },
});

const agendaEvent = (eventId: string, startsAt: string, endsAt: string): DomainEvent => ({
  type: 'EventScheduled',
  data: {
    eventId,
    organiserId: 'awa',
    slug: eventId,
    title: { en: eventId },
    categorySlug: 'broadcast',
    startsAt,
    endsAt,
    online: true,
    scheduledAt: at(1),
  },
});

describe('the pages projection: menus, series, static pages and the guide', () => {
  let harness: ProjectionHarness;
  beforeAll(async () => {
    harness = await projectionHarness(pagesProjection);
    await harness.given([
      {
        type: 'PublicationCreated',
        data: {
          publicationId: 'p-series',
          ownerId: 'awa',
          name: 'Lagos Nights',
          slug: 'lagos-nights',
          description: 'A series in two seasons',
          topics: ['culture'],
          thumbnail: { url: '/media/t.jpg', sizeBytes: 10, widthPx: 600 },
          createdAt: at(1),
        },
      },
      {
        type: 'PublicationValidated',
        data: { publicationId: 'p-series', validatedBy: 'admin', validatedAt: at(1) },
      },
      ...content('s2e1', 'video', { genre: 'series', episode: { season: 2, number: 1 }, publishedOn: 5 }),
      ...content('s1e2', 'video', { genre: 'series', episode: { season: 1, number: 2 }, publishedOn: 4 }),
      ...content('s1e1', 'video', { genre: 'series', episode: { season: 1, number: 1 }, publishedOn: 3 }),
      ...content('s1e3-ng', 'video', {
        genre: 'series',
        episode: { season: 1, number: 3 },
        availableCountries: ['ng'],
        publishedOn: 6,
      }),
      ...content('s2e2-draft', 'video', { genre: 'series', episode: { season: 2, number: 2 } }),
      ...content('class', 'video', { genre: 'master-class', topics: ['tech'], publishedOn: 3 }),
      ...content('talk', 'podcast', { genre: 'talkshow', topics: ['music', 'culture'], publishedOn: 3 }),
      ...content('essay', 'article', { topics: ['music'], publishedOn: 3 }),
      sitePagePublished('who-are-we', 'en', 'Who are we?'),
      sitePagePublished('who-are-we', 'fr', 'Qui sommes-nous ?'),
      sitePagePublished('who-are-we', 'fr', 'Qui sommes-nous'),
      sitePagePublished('terms-of-use', 'fr', "Conditions d'utilisation"),
      agendaEvent('morning-show', at(23, 8), at(23, 9)),
      agendaEvent('night-live', at(23, 22), at(24, 2)),
      agendaEvent('later', at(26, 8), at(26, 9)),
      agendaEvent('cancelled', at(23, 12), at(23, 13)),
      { type: 'EventCancelled', data: { eventId: 'cancelled', cancelledAt: at(2) } },
    ]);
  });
  afterAll(() => harness.close());

  it('keeps genre, season and episode on contents', async () => {
    const row = await harness.db
      .selectFrom('pages.contents')
      .select(['genre', 'season', 'episode'])
      .where('content_id', '=', 's2e1')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ genre: 'series', season: 2, episode: 1 });
  });

  it("lists an episode's series by season and episode, without drafts or what the reader may not see", async () => {
    const page = await contentBySlug(harness.db, 's1e2');
    expect(
      page?.seasons.map(({ season, episodes }) => [season, episodes.map((episode) => episode.content_id)]),
    ).toEqual([
      [1, ['s1e1', 's1e2']],
      [2, ['s2e1']],
    ]);
    const inNigeria = await contentBySlug(harness.db, 's1e2', { readerCountry: 'NG' });
    expect(inNigeria?.seasons[0]?.episodes.map((episode) => episode.content_id)).toEqual([
      's1e1',
      's1e2',
      's1e3-ng',
    ]);
    expect((await contentBySlug(harness.db, 'class'))?.seasons).toEqual([]);
  });

  it('opens a category by topic or by menu genre', async () => {
    const series = await categoryContents(harness.db, 'series', { orderBy: 'alphabetical' });
    expect(series.rows.map((row) => row.content_id)).toEqual(['s1e1', 's1e2', 's2e1']);
    expect(series.total).toBe(3);
    const music = await categoryContents(harness.db, 'music');
    expect(music.rows.map((row) => row.content_id).sort()).toEqual(['essay', 'talk']);
  });

  it('counts what the menus lead to: genres, themes and document types', async () => {
    expect(await genreCounts(harness.db, 'video')).toEqual({ series: 3, 'master-class': 1 });
    expect(await genreCounts(harness.db, 'video', { readerCountry: 'ng' })).toEqual({
      series: 4,
      'master-class': 1,
    });
    expect(await genreCounts(harness.db, 'podcast')).toEqual({ talkshow: 1 });
    expect(await topicCounts(harness.db)).toEqual({ culture: 4, tech: 1, music: 2 });
    expect(await documentTypeCounts(harness.db)).toEqual({ article: 1, video: 4, podcast: 1, playlist: 1 });
  });

  it("shows a static page in the reader's language, the latest version, else English, else any", async () => {
    expect(await sitePage(harness.db, 'who-are-we', 'fr')).toMatchObject({
      language: 'fr',
      title: 'Qui sommes-nous',
      body: 'Qui sommes-nous.\n\nSecond paragraph.',
    });
    expect(await sitePage(harness.db, 'who-are-we', 'ar')).toMatchObject({ language: 'en' });
    expect(await sitePage(harness.db, 'terms-of-use', 'es')).toMatchObject({ language: 'fr' });
    expect(await sitePage(harness.db, 'become-author', 'en')).toBeUndefined();
    expect(await siteMenu(harness.db, 'es')).toEqual([
      { slug: 'terms-of-use', title: "Conditions d'utilisation", language: 'fr' },
      { slug: 'who-are-we', title: 'Who are we?', language: 'en' },
    ]);
  });

  it('builds the guide day by day: an event past midnight is under both days, cancelled ones are not', async () => {
    const guide = await epgSchedule(harness.db, new Date(at(23, 15)), 4);
    expect(guide.map(({ day, events }) => [day, events.map((event) => event.event_id)])).toEqual([
      ['2026-11-23', ['morning-show', 'night-live']],
      ['2026-11-24', ['night-live']],
      ['2026-11-25', []],
      ['2026-11-26', ['later']],
    ]);
  });

  it('follows the encoding task of the latest upload, ignoring news of a replaced one', async () => {
    const uploaded = (mediaId: string): DomainEvent => ({
      type: 'MediaUploaded',
      data: {
        contentId: 'class',
        mediaId,
        mediaKind: 'video',
        sourceUrl: `/api/media/${mediaId}`,
        sizeBytes: 1000,
        durationSeconds: 120.4,
        uploadedAt: at(2),
      },
    });
    await harness.given([
      uploaded('m1'),
      uploaded('m2'),
      {
        type: 'MediaEncoded',
        data: { contentId: 'class', mediaId: 'm1', streamUrl: '/old', encodedAt: at(2) },
      },
      {
        type: 'MediaEncodingFailed',
        data: { contentId: 'class', mediaId: 'm2', reason: 'cancelled', failedAt: at(2) },
      },
    ]);
    const row = await harness.db
      .selectFrom('pages.contents')
      .select(['media_id', 'media_status', 'media_error', 'stream_url', 'duration_seconds'])
      .where('content_id', '=', 'class')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      media_id: 'm2',
      media_status: 'failed',
      media_error: 'cancelled',
      stream_url: null,
      duration_seconds: 120,
    });
  });

  it("keeps the encoded media's renditions: a video's poster, a podcast's data-saver file", async () => {
    const uploaded = (contentId: string, mediaId: string, mediaKind: 'video' | 'audio'): DomainEvent => ({
      type: 'MediaUploaded',
      data: {
        contentId,
        mediaId,
        mediaKind,
        sourceUrl: `/api/media/${mediaId}`,
        sizeBytes: 1000,
        uploadedAt: at(3),
      },
    });
    const encoded = (
      contentId: string,
      mediaId: string,
      renditions: { posterUrl?: string; dataSaverUrl?: string },
    ): DomainEvent => ({
      type: 'MediaEncoded',
      data: {
        contentId,
        mediaId,
        streamUrl: `/api/media/encoded/${mediaId}/web.mp4`,
        ...renditions,
        encodedAt: at(3),
      },
    });
    const renditions = async (contentId: string) =>
      harness.db
        .selectFrom('pages.contents')
        .select(['stream_url', 'poster_url', 'data_saver_url'])
        .where('content_id', '=', contentId)
        .executeTakeFirstOrThrow();

    await harness.given([
      uploaded('s1e1', 'v1', 'video'),
      encoded('s1e1', 'v1', { posterUrl: '/api/media/encoded/v1/poster.jpg' }),
      uploaded('talk', 'a1', 'audio'),
      encoded('talk', 'a1', { dataSaverUrl: '/api/media/encoded/a1/data-saver.m4a' }),
    ]);
    expect(await renditions('s1e1')).toEqual({
      stream_url: '/api/media/encoded/v1/web.mp4',
      poster_url: '/api/media/encoded/v1/poster.jpg',
      data_saver_url: null,
    });
    expect(await renditions('talk')).toEqual({
      stream_url: '/api/media/encoded/a1/web.mp4',
      poster_url: null,
      data_saver_url: '/api/media/encoded/a1/data-saver.m4a',
    });
    expect((await contentBySlug(harness.db, 's1e1'))?.content.poster_url).toBe(
      '/api/media/encoded/v1/poster.jpg',
    );

    await harness.given([
      uploaded('s1e1', 'v2', 'video'),
      encoded('s1e1', 'v1', { posterUrl: '/api/media/encoded/v1/late.jpg' }),
    ]);
    expect((await renditions('s1e1')).poster_url).toBe('/api/media/encoded/v1/poster.jpg');
    await harness.given([encoded('s1e1', 'v2', { posterUrl: '/api/media/encoded/v2/poster.jpg' })]);
    expect(await renditions('s1e1')).toEqual({
      stream_url: '/api/media/encoded/v2/web.mp4',
      poster_url: '/api/media/encoded/v2/poster.jpg',
      data_saver_url: null,
    });
  });

  it('is rebuilt from nothing by truncate', async () => {
    await harness.db.transaction().execute((trx) => pagesProjection.truncate(trx));
    expect(await siteMenu(harness.db, 'en')).toEqual([]);
  });
});
