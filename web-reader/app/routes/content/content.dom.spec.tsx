import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { readerActions } from '../../store/reader-slice.ts';
import { renderRoutes } from '../../testing/render-route.tsx';
import { testRootData, testUser } from '../../testing/root-data.ts';
import ArticleRoute from './article.tsx';
import type { ContentPage } from './content-page.ts';
import MediaRoute from './media.tsx';
import { testContentPage, testContentRow } from './test-content.ts';

type Posted = Record<string, string>;

/** The view beacons the page sent, as dom-setup records them. */
function beacons() {
  return vi
    .mocked(navigator.sendBeacon)
    .mock.calls.map(([url, body]) => ({ url: String(url), body: String(body) }));
}

/* The routes stub hands each route component its loader data as props, as the framework does. */
const Article = ArticleRoute as unknown as ComponentType;
const Media = MediaRoute as unknown as ComponentType;

async function formOf(request: Request): Promise<Posted> {
  return Object.fromEntries((await request.formData()).entries()) as Posted;
}

/** The page at `url` with `page` as its loader's answer; records what its share action and the toggle receive. */
function renderPage(
  page: ContentPage,
  { url = '/articles/fintech-in-lagos', ...root }: { url?: string } & Parameters<typeof testRootData>[0] = {},
  lang: 'en' | 'ar' = 'en',
) {
  const shares: Posted[] = [];
  const toggles: Posted[] = [];
  const path = url.replace(/[^/]+$/, ':slug');
  const rendered = renderRoutes(
    [
      {
        path,
        Component: path === '/articles/:slug' ? Article : Media,
        loader: () => page,
        action: async ({ request }) => {
          shares.push(await formOf(request));
          return { shares: page.content.counts.shares + 1 };
        },
      },
      {
        path: '/actions/toggle',
        Component: () => null,
        action: async ({ request }) => {
          toggles.push(await formOf(request));
          return { state: { active: true } };
        },
      },
    ],
    { url, root: testRootData(root, lang) },
  );
  return { ...rendered, shares, toggles };
}

const video = (overrides: Parameters<typeof testContentPage>[0] = {}) =>
  testContentPage({
    id: 'video-1',
    type: 'video',
    mediaType: 'video',
    slug: 'pitching-investors',
    title: 'Master class: pitching investors',
    reading_time: null,
    stream_url: '/api/media/video/author-1/stream.mp4',
    data_saver_url: '/api/media/video/author-1/small.mp4',
    poster_url: '/api/media/video/author-1/poster.jpg',
    duration: 300,
    body: null,
    ...overrides,
  });

describe('the content page', () => {
  it('shows the title, its byline, the reading time and the body', async () => {
    renderPage(testContentPage());
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('Why fintech keeps winning in Lagos');
    expect(heading.getAttribute('dir')).toBe('auto');
    expect(screen.getByText('Lagos payments startups raised record sums.')).toBeTruthy();
    expect(screen.getByText('4 min read')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Chidi Okafor' }).getAttribute('href')).toBe('/authors/author-1');
    expect(screen.getByRole('link', { name: 'Lagos Ventures' }).getAttribute('href')).toBe(
      '/publications/lagos-ventures',
    );
    expect(screen.getByText('40 views')).toBeTruthy();
  });

  it('shows the body images the media map names and leaves out the others', async () => {
    renderPage(
      testContentPage({
        body: [
          { type: 'image', uploadId: 'known', alt: 'A market in Lagos', children: [{ text: '' }] },
          { type: 'image', uploadId: 'unknown', alt: 'Nowhere', children: [{ text: '' }] },
        ],
        media: {
          known: {
            kind: 'image',
            url: '/api/media/image/a/market.jpg',
            content_type: 'image/jpeg',
            srcset: null,
            small_url: null,
          },
        },
      }),
    );
    const image = await screen.findByRole('img', { name: 'A market in Lagos' });
    expect(image.getAttribute('src')).toBe('/api/media/image/a/market.jpg');
    expect(screen.queryByRole('img', { name: 'Nowhere' })).toBeNull();
  });

  it('plays a video from its stream with its poster, loading nothing before play and never by itself', async () => {
    renderPage(video(), { url: '/videos/pitching-investors' });
    const player = await screen.findByLabelText('Video: Master class: pitching investors');
    expect(player.tagName).toBe('VIDEO');
    expect(player.getAttribute('src')).toBe('/api/media/video/author-1/stream.mp4');
    expect(player.getAttribute('poster')).toBe('/api/media/video/author-1/poster.jpg');
    expect(player.getAttribute('preload')).toBe('none');
    expect(player.hasAttribute('autoplay')).toBe(false);
    expect(screen.getByText('5 minutes')).toBeTruthy();
  });

  it('plays the small data-saver rendition in lite mode, still without autoplay or preload', async () => {
    renderPage(video(), { url: '/videos/pitching-investors', lite: true });
    const player = await screen.findByLabelText('Video: Master class: pitching investors');
    expect(player.getAttribute('src')).toBe('/api/media/video/author-1/small.mp4');
    expect(player.getAttribute('preload')).toBe('none');
    expect(player.hasAttribute('autoplay')).toBe(false);
  });

  it('plays a podcast in an audio player', async () => {
    renderPage(
      video({
        type: 'podcast',
        mediaType: 'audio',
        title: 'An interview with a griotte',
        stream_url: '/api/media/audio/a/talk.m4a',
        data_saver_url: null,
      }),
      { url: '/podcasts/griotte', lite: true },
    );
    const player = await screen.findByLabelText('Audio: An interview with a griotte');
    expect(player.tagName).toBe('AUDIO');
    expect(player.getAttribute('src')).toBe('/api/media/audio/a/talk.m4a');
  });

  it('resumes where the reader left off and remembers the position every few seconds', async () => {
    const { store } = renderPage(video(), { url: '/videos/pitching-investors' });
    store.dispatch(readerActions.watch({ id: 'video-1', time: 42 }));
    const player = (await screen.findByLabelText(
      'Video: Master class: pitching investors',
    )) as HTMLVideoElement;
    fireEvent.loadedMetadata(player);
    expect(player.currentTime).toBe(42);

    player.currentTime = 45;
    fireEvent.timeUpdate(player);
    expect(store.getState().reader.watched['video-1']).toBe(42);
    player.currentTime = 48;
    fireEvent.timeUpdate(player);
    expect(store.getState().reader.watched['video-1']).toBe(48);
    player.currentTime = 50;
    fireEvent.pause(player);
    expect(store.getState().reader.watched['video-1']).toBe(50);
  });

  it('flips like and favourite at once; a visitor gets the join-us modal and nothing is sent', async () => {
    const { store, toggles } = renderPage(testContentPage());
    const reactions = await screen.findByRole('group', { name: 'Reactions' });
    const like = within(reactions).getByRole('button', { name: /Like/ });
    expect(like.getAttribute('aria-pressed')).toBe('false');
    expect(like.textContent).toContain('3');
    await userEvent.click(like);
    expect(like.getAttribute('aria-pressed')).toBe('true');
    expect(like.textContent).toContain('4');
    expect(store.getState().ui.modal).toBe('visitor');
    const favourite = within(reactions).getByRole('button', { name: /Favourite/ });
    await userEvent.click(favourite);
    expect(favourite.getAttribute('aria-pressed')).toBe('true');
    expect(toggles).toEqual([]);
  });

  it('tells the server for a signed-in reader, follows the author, and counts from what the server knew', async () => {
    const { toggles } = renderPage(testContentPage(), { user: testUser({ likes: ['content-1'] }) });
    const like = await screen.findByRole('button', { name: /Like/ });
    expect(like.getAttribute('aria-pressed')).toBe('true');
    expect(like.textContent).toContain('3');
    await userEvent.click(like);
    expect(like.getAttribute('aria-pressed')).toBe('false');
    expect(like.textContent).toContain('2');
    await userEvent.click(screen.getByRole('button', { name: /Follow/ }));
    await waitFor(() => expect(toggles).toHaveLength(2));
    expect(toggles[0]).toMatchObject({ relation: 'likes', id: 'content-1', on: '0' });
    expect(toggles[1]).toMatchObject({ relation: 'follows', id: 'author-1', on: '1' });
  });

  it('shares to WhatsApp first, then X and Facebook, marked as shared, and counts each share', async () => {
    const { shares } = renderPage(testContentPage());
    const section = await screen.findByRole('region', { name: 'Share' });
    const links = within(section).getAllByRole('link');
    const url = 'https://afrimedia.test/articles/fintech-in-lagos?ref=share';
    const title = 'Why fintech keeps winning in Lagos';
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
      `https://x.com/intent/post?url=${encodeURIComponent(url)}&text=${encodeURIComponent(title)}`,
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
    ]);
    expect(links[0]?.textContent).toContain('Share on WhatsApp');
    expect(links[0]?.getAttribute('target')).toBe('_blank');
    links[0]?.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(links[0] as HTMLElement);
    await waitFor(() => expect(shares).toEqual([{ label: 'whatsapp', contentId: 'content-1' }]));
    expect(await within(section).findByText('3 shares')).toBeTruthy();
  });

  it('copies the link with a button once scripts run', async () => {
    const { shares } = renderPage(testContentPage());
    const copy = await screen.findByRole('button', { name: 'Copy link' });
    expect(screen.queryByLabelText('Link to this page')).toBeNull();
    await userEvent.click(copy);
    expect(await navigator.clipboard.readText()).toBe(
      'https://afrimedia.test/articles/fintech-in-lagos?ref=share',
    );
    await waitFor(() => expect(shares).toEqual([{ label: 'copy', contentId: 'content-1' }]));
  });

  it('lists the episodes of a series with the current one marked, and the related contents', async () => {
    const episode = (id: string, number: number, season = 1) =>
      testContentRow({ id, type: 'video', slug: id, title: `Founders ${id}`, season, episode: number });
    renderPage(
      testContentPage(
        { id: 'e2', type: 'video', slug: 'e2', title: 'Founders e2', season: 1, episode: 2 },
        {
          seasons: [
            { season: 1, episodes: [episode('e1', 1), episode('e2', 2)] },
            { season: 2, episodes: [episode('e3', 1, 2)] },
          ],
          related: [testContentRow({ id: 'r1', slug: 'solar', title: 'Solar startups and the grid' })],
        },
      ),
      { url: '/videos/e2' },
    );
    const episodes = await screen.findByRole('region', { name: 'Episodes' });
    expect(within(episodes).getByRole('heading', { name: 'Season 2' })).toBeTruthy();
    const current = within(episodes).getByRole('link', { current: 'page' });
    expect(current.textContent).toContain('Founders e2');
    expect(current.getAttribute('href')).toBe('/videos/e2');
    const related = screen.getByRole('region', { name: 'Related' });
    expect(within(related).getByRole('link', { name: 'Solar startups and the grid' })).toBeTruthy();
  });

  it('reads in Arabic from right to left with its own words', async () => {
    renderPage(
      testContentPage({ title: 'رواد الأعمال في الدار البيضاء', reading_time: 3 }),
      { url: '/articles/fintech-in-lagos' },
      'ar',
    );
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('رواد الأعمال في الدار البيضاء');
    expect(screen.getByText('3 دقائق قراءة')).toBeTruthy();
    expect(screen.getByRole('button', { name: /إعجاب/ })).toBeTruthy();
  });
});

describe('the other answers of a content route', () => {
  it('shows the geoblocking message as the page', async () => {
    renderRoutes([{ path: '/articles/:slug', Component: Article, loader: () => ({ kind: 'geoblocked' }) }], {
      url: '/articles/x',
    });
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('Sorry, this content is not available in your country.');
  });

  it('lists a genre under its name', async () => {
    renderRoutes(
      [
        {
          path: '/videos/:slug',
          Component: Media,
          loader: () => ({
            kind: 'genre',
            genre: 'master-class',
            type: 'video',
            contents: [testContentRow({ type: 'video', title: 'Pitching investors' })],
            total: 1,
          }),
        },
      ],
      { url: '/videos/master-class' },
    );
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('Master class');
    expect(screen.getByRole('link', { name: 'Pitching investors' })).toBeTruthy();
  });

  it('sends one view of the content shown, as a beacon, however often the page renders again', async () => {
    const { store } = renderPage(testContentPage());
    await screen.findByRole('heading', { level: 1 });
    store.dispatch(readerActions.signedIn(testUser()));
    await waitFor(() => expect(beacons()).toHaveLength(1));
    // The first page of a visit, opened from elsewhere: no click.
    expect(beacons()[0]).toEqual({
      url: '/actions/view',
      body: `contentId=${testContentPage().content.id}&via=`,
    });
  });
});
