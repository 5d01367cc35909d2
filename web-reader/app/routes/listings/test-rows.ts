import type { ContentRow } from '../../components/ContentCard.tsx';

/** A published article as the lists answer it; override what a test is about. */
export function testContent(overrides: Partial<ContentRow> = {}): ContentRow {
  return {
    id: 'content-1',
    type: 'article',
    mediaType: 'article',
    status: 'published',
    slug: 'nuit-du-mbalax',
    title: 'The night of mbalax',
    name_short: {},
    summary: 'Dakar dances until dawn.',
    cover_url: null,
    cover_srcset: null,
    cover_small_url: null,
    topics: ['music'],
    region: 'Dakar',
    country: 'sn',
    author_id: 'author-1',
    publication_id: 'publication-1',
    headline: false,
    maturity_age: 0,
    available_countries: null,
    reading_time: 3,
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
