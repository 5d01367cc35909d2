import { screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import type { ContentRow, PlaylistRow } from '../../components/ContentCard.tsx';
import { renderRoutes } from '../../testing/render-route.tsx';
import { testRootData, testUser } from '../../testing/root-data.ts';
import Favs from './favs.tsx';
import type { FollowedAuthor } from './favs-data.server.ts';

function content(id: string, type: ContentRow['type'], title: string): ContentRow {
  return {
    id,
    type,
    mediaType: type === 'podcast' ? 'audio' : type,
    status: 'published',
    slug: `${id}-slug`,
    title,
    name_short: {},
    summary: null,
    cover_url: null,
    cover_srcset: null,
    cover_small_url: null,
    topics: [],
    region: null,
    country: null,
    author_id: 'author-1',
    publication_id: 'publication-1',
    headline: false,
    maturity_age: 0,
    available_countries: null,
    premium_only: false,
    reading_time: type === 'article' ? 3 : null,
    stream_url: null,
    poster_url: null,
    data_saver_url: null,
    duration: type === 'article' ? null : 600,
    genre: null,
    season: null,
    episode: null,
    published_at: '2026-05-01T00:00:00.000Z',
    planned_at: null,
  };
}

const publication: PlaylistRow = {
  id: 'publication-1',
  type: 'playlist',
  slug: 'dakar-daily',
  name: 'Dakar Daily',
  title: 'Dakar Daily',
  name_short: {},
  description: 'News',
  topics: [],
  thumbnail_url: null,
  cover_url: null,
  thumbnail_srcset: null,
  cover_srcset: null,
  owner_id: 'author-1',
  created_at: '2026-05-01T00:00:00.000Z',
  stream_url: null,
};

const author: FollowedAuthor = {
  id: 'author-1',
  first_name: 'Awa',
  last_name: 'Diop',
  expertise_title: 'Culture journalist',
  photo_url: null,
};

const empty = {
  playlist: [],
  articles: [],
  publications: [],
  authors: [],
  continueWatching: [],
  watchedHidden: false,
};

function renderFavs(data: typeof empty | Record<string, unknown>, lang: 'en' | 'ar' = 'en') {
  return renderRoutes([{ path: '/favs', Component: Favs as ComponentType, loader: () => data }], {
    url: '/favs',
    root: testRootData({ user: testUser() }, lang),
  });
}

const section = (name: string) => screen.getByRole('region', { name });

describe('my lists', () => {
  it('splits the favourites into playlist, articles, publications, authors and continue watching', async () => {
    renderFavs({
      ...empty,
      playlist: [content('v1', 'video', 'Lagos at night'), content('p1', 'podcast', 'Sahel voices')],
      articles: [content('a1', 'article', 'The new Dakar')],
      publications: [publication],
      authors: [author],
      continueWatching: [{ content: content('v2', 'video', 'Half seen'), seconds: 125 }],
    });
    await screen.findByRole('heading', { level: 1, name: 'My lists' });
    const playlist = within(section('My playlist'));
    expect(playlist.getAllByRole('heading', { level: 3 }).map((title) => title.textContent)).toEqual([
      'Lagos at night',
      'Sahel voices',
    ]);
    expect(
      within(section('Articles')).getByRole('link', { name: 'The new Dakar' }).getAttribute('href'),
    ).toBe('/articles/a1-slug');
    expect(
      within(section('Publications')).getByRole('link', { name: 'Dakar Daily' }).getAttribute('href'),
    ).toBe('/publications/dakar-daily');
    const authors = within(section('Authors'));
    expect(authors.getByRole('link', { name: 'Awa Diop' }).getAttribute('href')).toBe('/authors/author-1');
    expect(authors.getByText('Culture journalist')).toBeTruthy();
    const resume = within(section('Continue watching'));
    expect(resume.getByText('Stopped at 2:05')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My playlist (2)' }).getAttribute('href')).toBe('#favs-playlist');
  });

  it('gives every empty section its own empty state', async () => {
    renderFavs(empty);
    await screen.findByRole('heading', { level: 1, name: 'My lists' });
    expect(within(section('My playlist')).getByText(/No videos or podcasts yet/)).toBeTruthy();
    expect(within(section('Articles')).getByText(/No articles yet/)).toBeTruthy();
    expect(within(section('Publications')).getByText('You follow no publication yet.')).toBeTruthy();
    expect(within(section('Authors')).getByText('You follow no author yet.')).toBeTruthy();
    expect(within(section('Continue watching')).getByText(/Nothing to continue/)).toBeTruthy();
  });

  it('says continue watching is empty because the reader hides it, with the way to change that', async () => {
    renderFavs({ ...empty, watchedHidden: true });
    const resume = within(await screen.findByRole('region', { name: 'Continue watching' }));
    expect(resume.getByText(/You chose to hide what you watched/)).toBeTruthy();
    expect(resume.getByRole('link', { name: 'Change this setting' }).getAttribute('href')).toBe(
      '/profile?t=hide-watched',
    );
  });

  it('names its sections in Arabic', async () => {
    renderFavs(empty, 'ar');
    expect(await screen.findByRole('heading', { level: 1, name: 'قوائمي' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'الكتّاب' })).toBeTruthy();
  });
});
