import { bodyFromPlainText } from '@afrimedia/domain';
import type { DomainEvent } from '@afrimedia/domain';
import {
  isAvailableIn,
  authorPage,
  categoryAuthors,
  categoryContents,
  categoryPublications,
  contentBySlug,
  homePage,
  publicationBySlug,
  upcomingAgenda,
} from '@afrimedia/read-models';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectionHarness, type ProjectionHarness } from '../testing/projection-harness.ts';
import { pagesProjection } from './pages.projection.ts';

const day = (n: number) => `2026-11-${String(n).padStart(2, '0')}T10:00:00.000Z`;
const image = (name: string) => ({ url: `/media/${name}.jpg`, sizeBytes: 1000, widthPx: 1600 });

function article(
  id: string,
  publicationId: string,
  topics: string[],
  extra: { headline?: boolean; publishedOn?: number; cover?: boolean } = {},
): DomainEvent[] {
  const events: DomainEvent[] = [
    {
      type: 'ContentDrafted',
      data: {
        contentId: id,
        kind: 'article',
        ownerId: 'awa',
        publicationId,
        title: `Title ${id}`,
        shortName: { fr: `Titre ${id}` },
        slug: id,
        summary: `Summary of ${id}`,
        body: bodyFromPlainText('Body'),
        topics: topics as never,
        ...(extra.cover === false ? {} : { cover: image(id) }),
        emailFollowers: false,
        readingTimeMinutes: 3,
        draftedAt: day(1),
      },
    },
  ];
  if (extra.publishedOn !== undefined) {
    events.push({ type: 'ContentPublished', data: { contentId: id, publishedAt: day(extra.publishedOn) } });
  }
  if (extra.headline)
    events.push({ type: 'HeadlineSet', data: { contentId: id, authorId: 'awa', setAt: day(20) } });
  return events;
}

describe('the pages projection', () => {
  let harness: ProjectionHarness;
  beforeAll(async () => {
    harness = await projectionHarness(pagesProjection);
    await harness.given([
      {
        type: 'UserRegistered',
        data: {
          userId: 'awa',
          role: 'owner',
          language: 'fr',
          passwordHash: 'h',
          termsAcceptedAt: day(1),
          registeredAt: day(1),
          personal: { email: 'awa@example.org', firstName: 'Awa', lastName: 'Diop', country: 'sn' },
        },
      },
      {
        type: 'AuthorApplicationSubmitted',
        data: {
          authorId: 'awa',
          expertiseTitle: 'Journaliste culturelle',
          aboutMe: 'x'.repeat(60),
          submittedAt: day(1),
        },
      },
      { type: 'AuthorValidated', data: { authorId: 'awa', validatedBy: 'admin', validatedAt: day(2) } },
      {
        type: 'PublicationCreated',
        data: {
          publicationId: 'p1',
          ownerId: 'awa',
          name: 'Dakar Beats',
          slug: 'dakar-beats',
          description: 'Music from Dakar',
          topics: ['music'],
          thumbnail: image('p1-thumb'),
          createdAt: day(2),
        },
      },
      {
        type: 'PublicationCreated',
        data: {
          publicationId: 'p2',
          ownerId: 'awa',
          name: 'Brouillon',
          slug: 'brouillon',
          description: 'Not yet public',
          topics: ['food'],
          thumbnail: image('p2-thumb'),
          createdAt: day(2),
        },
      },
      { type: 'PublicationSubmitted', data: { publicationId: 'p1', submittedAt: day(3) } },
      {
        type: 'PublicationValidated',
        data: { publicationId: 'p1', validatedBy: 'admin', validatedAt: day(3) },
      },
      ...article('a1', 'p1', ['music'], { headline: true, publishedOn: 4 }),
      ...article('a2', 'p1', ['music', 'culture'], { headline: true, publishedOn: 5 }),
      ...article('a3', 'p1', ['culture'], { headline: true, publishedOn: 6 }),
      ...article('a4', 'p1', ['music'], { headline: true, publishedOn: 7 }),
      ...article('a5', 'p1', ['art'], { headline: true, publishedOn: 8 }),
      ...article('a6', 'p1', ['music'], { headline: true, publishedOn: 9, cover: false }),
      ...article('a7', 'p1', ['music'], { publishedOn: 10 }),
      ...article('draft', 'p1', ['music']),
      ...article('gone', 'p1', ['music'], { publishedOn: 11 }),
      { type: 'ContentArchived', data: { contentId: 'gone', archivedAt: day(12) } },
      {
        type: 'EventScheduled',
        data: {
          eventId: 'e-past',
          organiserId: 'awa',
          slug: 'past',
          title: { fr: 'Passé' },
          categorySlug: 'music',
          startsAt: day(1),
          endsAt: day(2),
          online: false,
          scheduledAt: day(1),
        },
      },
      {
        type: 'EventScheduled',
        data: {
          eventId: 'e-next',
          organiserId: 'awa',
          slug: 'next',
          title: { fr: 'Bientôt', en: 'Soon' },
          categorySlug: 'music',
          startsAt: day(25),
          endsAt: day(26),
          online: true,
          scheduledAt: day(1),
        },
      },
      {
        type: 'EventScheduled',
        data: {
          eventId: 'e-off',
          organiserId: 'awa',
          slug: 'off',
          title: { fr: 'Annulé' },
          categorySlug: 'music',
          startsAt: day(24),
          endsAt: day(24).replace('10:00', '12:00'),
          online: false,
          scheduledAt: day(1),
        },
      },
      { type: 'EventCancelled', data: { eventId: 'e-off', cancelledAt: day(3) } },
    ]);
  });
  afterAll(() => harness.close());

  it('builds the home page: a 3-slide carousel of covered contents, headlines capped at 5', async () => {
    const home = await homePage(harness.db);
    expect(home.carousel.map((content) => content.content_id)).toEqual(['a5', 'a4', 'a3']);
    expect(home.headlines.map((content) => content.content_id)).toEqual(['a6', 'a5', 'a4', 'a3', 'a2']);
  });

  it('shows a published content with its author, publication and related contents', async () => {
    const page = await contentBySlug(harness.db, 'a2');
    expect(page?.content).toMatchObject({
      title: 'Title a2',
      short_name: { fr: 'Titre a2' },
      reading_time_minutes: 3,
    });
    expect(page?.author).toMatchObject({ first_name: 'Awa', last_name: 'Diop', status: 'validated' });
    expect(page?.publication).toMatchObject({ slug: 'dakar-beats', status: 'published' });
    expect(page?.related.map((content) => content.content_id)).toEqual(['a7', 'a6', 'a4', 'a3', 'a1']);
    // The page's own body is read; its related contents' bodies, which it does not show, are not.
    expect(page?.content).toHaveProperty('body');
    expect(page?.related.some((content) => 'body' in content)).toBe(false);
    expect(await contentBySlug(harness.db, 'draft')).toBeUndefined();
    expect(await contentBySlug(harness.db, 'gone')).toBeUndefined();
  });

  it('shows validated publications only, with their published contents', async () => {
    const page = await publicationBySlug(harness.db, 'dakar-beats');
    expect(page?.contents.map((content) => content.content_id)).toEqual([
      'a7',
      'a6',
      'a5',
      'a4',
      'a3',
      'a2',
      'a1',
    ]);
    expect(await publicationBySlug(harness.db, 'brouillon')).toBeUndefined();
  });

  it('shows an author page', async () => {
    const page = await authorPage(harness.db, 'awa');
    expect(page?.author.expertise_title).toBe('Journaliste culturelle');
    expect(page?.publications.map((publication) => publication.slug)).toEqual(['dakar-beats']);
    expect(page?.contents).toHaveLength(7);
  });

  it('pages a category, alphabetical always ascending', async () => {
    const first = await categoryContents(harness.db, 'music', { pageSize: 2 });
    expect(first).toMatchObject({ total: 5 });
    expect(first.rows.map((content) => content.content_id)).toEqual(['a7', 'a6']);
    const second = await categoryContents(harness.db, 'music', { pageSize: 2, page: 2 });
    expect(second.rows.map((content) => content.content_id)).toEqual(['a4', 'a2']);
    const alphabetical = await categoryContents(harness.db, 'music', {
      orderBy: 'alphabetical',
      direction: 'desc',
    });
    expect(alphabetical.rows.map((content) => content.title)).toEqual([
      'Title a1',
      'Title a2',
      'Title a4',
      'Title a6',
      'Title a7',
    ]);
  });

  it('hides geoblocked and age-filtered contents from lists, and tells the detail page why', async () => {
    await harness.given([
      ...article('nigeria-only', 'p1', ['art'], { publishedOn: 13 }),
      {
        type: 'ContentEdited',
        data: {
          contentId: 'nigeria-only',
          title: 'Title nigeria-only',
          shortName: {},
          slug: 'nigeria-only',
          topics: ['art'],
          availableCountries: ['ng'],
          maturity: '18-age-restriction',
          emailFollowers: false,
          readingTimeMinutes: 1,
          editedAt: day(14),
        },
      },
    ]);
    const art = (audience: object) =>
      categoryContents(harness.db, 'art', audience).then((page) => page.rows.map((row) => row.content_id));
    expect(await art({ readerCountry: 'ng' })).toEqual(['nigeria-only', 'a5']);
    expect(await art({ readerCountry: 'sn' })).toEqual(['a5']);
    expect(await art({ readerCountry: 'ng', ageLimit: 16 })).toEqual(['nigeria-only']);
    const page = await contentBySlug(harness.db, 'nigeria-only', { readerCountry: 'sn' });
    expect(page && isAvailableIn(page.content, 'sn')).toBe(false);
    expect(page && isAvailableIn(page.content, 'NG')).toBe(true);
  });

  it('pages the publications (playlists) and the authors of a category', async () => {
    expect(
      await categoryPublications(harness.db, 'music', { sortType: 'alphabetical', sortOrder: 'desc' }),
    ).toMatchObject({
      total: 1,
      rows: [{ slug: 'dakar-beats' }],
    });
    expect(await categoryPublications(harness.db, 'food')).toEqual({ total: 0, rows: [] });
    expect(await categoryAuthors(harness.db, 'music', { page: 1, pageSize: 10 })).toMatchObject({
      total: 1,
      rows: [{ user_id: 'awa', first_name: 'Awa' }],
    });
    expect((await categoryAuthors(harness.db, 'music', { page: 2, pageSize: 10 })).rows).toEqual([]);
    expect(await categoryAuthors(harness.db, 'food')).toEqual({ total: 0, rows: [] });
  });

  it('gives covers and thumbnails with renditions a srcset and a smallest copy; older images none', async () => {
    const rendered = (name: string, widthPx: number, widths: number[]) => ({
      url: `/api/media/${name}`,
      sizeBytes: 1000,
      widthPx,
      // Out of order on purpose: the srcset goes narrowest first whatever the event says.
      renditions: [...widths]
        .reverse()
        .map((width) => ({ widthPx: width, url: `/api/media/${name}-w${width}.webp` })),
    });
    await harness.given([
      {
        type: 'PublicationCreated',
        data: {
          publicationId: 'p-renditions',
          ownerId: 'kofi',
          name: 'Accra Frames',
          slug: 'accra-frames',
          description: 'Photos from Accra',
          topics: ['art'],
          thumbnail: rendered('thumb.png', 800, [320, 640]),
          cover: image('p-renditions-cover'),
          createdAt: day(2),
        },
      },
      {
        type: 'ContentDrafted',
        data: {
          contentId: 'c-renditions',
          kind: 'article',
          ownerId: 'kofi',
          publicationId: 'p-renditions',
          title: 'Makola at dawn',
          shortName: {},
          slug: 'makola-at-dawn',
          body: bodyFromPlainText('Body'),
          topics: ['art'],
          cover: rendered('makola.jpg', 1600, [320, 640, 1280]),
          emailFollowers: false,
          readingTimeMinutes: 1,
          draftedAt: day(2),
        },
      },
    ]);
    const content = () =>
      harness.db
        .selectFrom('pages.contents')
        .select(['cover_url', 'cover_srcset', 'cover_small_url'])
        .where('content_id', '=', 'c-renditions')
        .executeTakeFirstOrThrow();
    expect(await content()).toEqual({
      cover_url: '/api/media/makola.jpg',
      cover_srcset:
        '/api/media/makola.jpg-w320.webp 320w, /api/media/makola.jpg-w640.webp 640w, ' +
        '/api/media/makola.jpg-w1280.webp 1280w, /api/media/makola.jpg 1600w',
      cover_small_url: '/api/media/makola.jpg-w320.webp',
    });
    expect(
      await harness.db
        .selectFrom('pages.publications')
        .select(['thumbnail_srcset', 'cover_srcset'])
        .where('publication_id', '=', 'p-renditions')
        .executeTakeFirstOrThrow(),
    ).toEqual({
      thumbnail_srcset:
        '/api/media/thumb.png-w320.webp 320w, /api/media/thumb.png-w640.webp 640w, /api/media/thumb.png 800w',
      cover_srcset: null,
    });

    await harness.given([
      {
        type: 'ContentEdited',
        data: {
          contentId: 'c-renditions',
          title: 'Makola at dawn',
          shortName: {},
          slug: 'makola-at-dawn',
          topics: ['art'],
          cover: image('older-cover'),
          emailFollowers: false,
          readingTimeMinutes: 1,
          editedAt: day(3),
        },
      },
    ]);
    expect(await content()).toEqual({
      cover_url: '/media/older-cover.jpg',
      cover_srcset: null,
      cover_small_url: null,
    });
  });

  it('lists upcoming agenda events, leaving out past and cancelled ones', async () => {
    const agenda = await upcomingAgenda(harness.db, new Date(day(20)));
    expect(agenda.map((event) => [event.slug, event.title])).toEqual([
      ['next', { fr: 'Bientôt', en: 'Soon' }],
    ]);
  });
  it('keeps the team’s reason while a publication stands rejected, and drops it once submitted or validated', async () => {
    const reason = async () =>
      await harness.db
        .selectFrom('pages.publications')
        .select(['status', 'rejection_reason'])
        .where('publication_id', '=', 'p-refused')
        .executeTakeFirstOrThrow();
    const rejected = (text?: string): DomainEvent => ({
      type: 'PublicationRejected',
      data: {
        publicationId: 'p-refused',
        rejectedBy: 'admin',
        ...(text ? { reason: text } : {}),
        rejectedAt: day(5),
      },
    });
    const submitted: DomainEvent = {
      type: 'PublicationSubmitted',
      data: { publicationId: 'p-refused', submittedAt: day(4) },
    };
    await harness.given([
      {
        type: 'PublicationCreated',
        data: {
          publicationId: 'p-refused',
          ownerId: 'awa',
          name: 'Refused',
          slug: 'refused',
          description: 'Sent too soon',
          topics: ['food'],
          thumbnail: image('refused-thumb'),
          createdAt: day(4),
        },
      },
      submitted,
      rejected('The thumbnail is blurred'),
    ]);
    expect(await reason()).toEqual({ status: 'rejected', rejection_reason: 'The thumbnail is blurred' });
    await harness.given([submitted]);
    expect(await reason()).toEqual({ status: 'waiting_validation', rejection_reason: null });
    await harness.given([rejected()]);
    expect(await reason()).toEqual({ status: 'rejected', rejection_reason: null });
    await harness.given([
      rejected('No article yet'),
      submitted,
      {
        type: 'PublicationValidated',
        data: { publicationId: 'p-refused', validatedBy: 'admin', validatedAt: day(6) },
      },
    ]);
    expect(await reason()).toEqual({ status: 'published', rejection_reason: null });
  });

  it('marks a Premium-only content in lists and on its page, until an edit opens it to every reader again', async () => {
    const [drafted, ...rest] = article('exclusive', 'p1', ['science'], { publishedOn: 15 });
    if (drafted?.type !== 'ContentDrafted') throw new Error('the article starts with its draft');
    await harness.given([{ ...drafted, data: { ...drafted.data, premiumOnly: true } }, ...rest]);
    const flags = async () => {
      const listed = await categoryContents(harness.db, 'science');
      const page = await contentBySlug(harness.db, 'exclusive', {});
      return [listed.rows.map((row) => [row.content_id, row.premium_only]), page?.content.premium_only];
    };
    expect(await flags()).toEqual([[['exclusive', true]], true]);
    const { contentId, title, shortName, slug, topics, emailFollowers, readingTimeMinutes } = drafted.data;
    await harness.given([
      {
        type: 'ContentEdited',
        data: {
          contentId,
          title,
          shortName,
          slug,
          topics,
          emailFollowers,
          readingTimeMinutes,
          editedAt: day(16),
        },
      },
    ]);
    expect(await flags()).toEqual([[['exclusive', false]], false]);
  });
});
