import { QUALIFIED_READ_SECONDS } from '@afrimedia/domain';
import type { ContentRow } from '../../components/ContentCard.tsx';
import { dateText } from '../../i18n/dates.server.ts';
import type { ContentDetail, ContentPage } from './content-page.ts';

/** A published content row as the API lists it; override what a test is about. */
export function testContentRow(overrides: Partial<ContentRow> = {}): ContentRow {
  return {
    id: 'content-1',
    type: 'article',
    mediaType: 'article',
    status: 'published',
    slug: 'fintech-in-lagos',
    title: 'Why fintech keeps winning in Lagos',
    name_short: {},
    summary: 'Payments startups raised more than any other sector this year.',
    cover_url: '/api/media/cover/author-1/cover.jpg',
    cover_srcset: null,
    cover_small_url: null,
    topics: ['finance'],
    region: null,
    country: 'ng',
    author_id: 'author-1',
    publication_id: 'publication-1',
    headline: false,
    maturity_age: 0,
    available_countries: null,
    premium_only: false,
    reading_time: 4,
    stream_url: null,
    poster_url: null,
    data_saver_url: null,
    duration: null,
    genre: null,
    season: null,
    episode: null,
    published_at: '2026-06-01T08:00:00.000Z',
    planned_at: null,
    ...overrides,
  };
}

/** GET /pages/content/{slug} as a content route hands it to its screen. */
export function testContentPage(
  content: Partial<ContentDetail> = {},
  page: Partial<Omit<ContentPage, 'content'>> = {},
): ContentPage {
  const row = testContentRow(content);
  return {
    kind: 'content',
    content: {
      ...row,
      body: [{ type: 'paragraph', children: [{ text: 'Lagos payments startups raised record sums.' }] }],
      media: {},
      counts: { likes: 3, favourites: 1, shares: 2, views: 40 },
      ...content,
    },
    author: {
      id: 'author-1',
      first_name: 'Chidi',
      last_name: 'Okafor',
      expertise_title: null,
      about_me: null,
      country: 'ng',
      photo_url: null,
      headline_content_id: null,
    },
    publication: {
      id: 'publication-1',
      slug: 'lagos-ventures',
      name: 'Lagos Ventures',
      description: 'Startups and money in Lagos.',
      topics: ['startup'],
      thumbnail_url: null,
      thumbnail_srcset: null,
      cover_url: null,
      cover_srcset: null,
      owner_id: 'author-1',
      created_at: '2026-05-01T08:00:00.000Z',
    },
    related: [],
    seasons: [],
    ad_break: null,
    canonical: `https://afrimedia.test/articles/${row.slug}`,
    image: 'https://afrimedia.test/api/media/cover/author-1/cover.jpg',
    publishedOn: row.published_at ? dateText('en', row.published_at) : null,
    readSeconds: QUALIFIED_READ_SECONDS,
    ...page,
  };
}
