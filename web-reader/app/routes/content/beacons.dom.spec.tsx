import { QUALIFIED_READ_SECONDS } from '@afrimedia/domain';
import { act, fireEvent, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../testing/render-route.tsx';
import ArticleRoute from './article.tsx';
import MediaRoute from './media.tsx';
import { testContentPage } from './test-content.ts';

/* The routes stub hands each route component its loader data as props, as the framework does. */
const Article = ArticleRoute as unknown as ComponentType;
const Media = MediaRoute as unknown as ComponentType;

const article = testContentPage();
const podcast = testContentPage({
  id: 'podcast-1',
  type: 'podcast',
  mediaType: 'audio',
  slug: 'griotte',
  title: 'An interview with a griotte',
  reading_time: null,
  stream_url: '/api/media/audio/a/talk.m4a',
  duration: 1800,
  body: null,
});

/** The beacons sent to `action`, each body as its fields. */
const sent = (action: 'view' | 'read') =>
  vi
    .mocked(navigator.sendBeacon)
    .mock.calls.filter(([url]) => url === `/actions/${action}`)
    .map(([, body]) => Object.fromEntries(new URLSearchParams(String(body))));

/** Moves the page's clock by `seconds`, whole seconds at a time as a browser's timer would fire. */
const wait = (seconds: number) => act(() => vi.advanceTimersByTimeAsync(seconds * 1000));

let visibility: DocumentVisibilityState;
let referrer: string;
// Spied on one by one: restoring every mock would also undo dom-setup's, and beacons would leave for real.
const visibilitySpy = vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
const referrerSpy = vi.spyOn(document, 'referrer', 'get').mockImplementation(() => referrer);
beforeEach(() => {
  vi.useFakeTimers();
  visibility = 'visible';
  referrer = '';
});
afterEach(() => vi.useRealTimers());
afterAll(() => {
  visibilitySpy.mockRestore();
  referrerSpy.mockRestore();
});

/** The page at `url` on the fake clock, its loader's answer rendered; `extra` routes sit beside it. */
async function renderPage(url: string, extra: Parameters<typeof renderRoutes>[0] = []) {
  const page = url.startsWith('/podcasts/') ? podcast : article;
  renderRoutes(
    [
      {
        path: url.replace(/\/[^/]+$/, '/:slug'),
        Component: page === article ? Article : Media,
        loader: () => page,
      },
      ...extra,
    ],
    { url: extra.length > 0 ? '/' : url },
  );
  await wait(0);
}

describe('the content page beacons', () => {
  it('reports a read once the content was on screen for 30 s, not before and not twice', async () => {
    await renderPage('/articles/fintech-in-lagos');
    expect(sent('view')).toHaveLength(1);
    await wait(QUALIFIED_READ_SECONDS - 1);
    expect(sent('read')).toEqual([]);
    await wait(1);
    expect(sent('read')).toEqual([{ contentId: 'content-1', seconds: String(QUALIFIED_READ_SECONDS) }]);
    await wait(5 * 60);
    expect(sent('read')).toHaveLength(1);
    expect(sent('view')).toHaveLength(1);
  });

  it('counts only the time the page is visible', async () => {
    await renderPage('/articles/fintech-in-lagos');
    await wait(10);
    visibility = 'hidden';
    await wait(10 * 60);
    expect(sent('read')).toEqual([]);
    visibility = 'visible';
    await wait(QUALIFIED_READ_SECONDS - 11);
    expect(sent('read')).toEqual([]);
    await wait(1);
    expect(sent('read')).toHaveLength(1);
  });

  it('counts the time a podcast plays with the screen off, and none while it is paused', async () => {
    await renderPage('/podcasts/griotte');
    visibility = 'hidden';
    const player = screen.getByLabelText('Audio: An interview with a griotte') as HTMLAudioElement;
    await wait(60);
    expect(sent('read')).toEqual([]);
    vi.spyOn(player, 'paused', 'get').mockReturnValue(false);
    fireEvent.play(player);
    await wait(QUALIFIED_READ_SECONDS);
    expect(sent('read')).toEqual([{ contentId: 'podcast-1', seconds: String(QUALIFIED_READ_SECONDS) }]);
  });

  it('marks a view from a shared link as a share', async () => {
    await renderPage('/articles/fintech-in-lagos?ref=share');
    expect(sent('view')).toEqual([{ contentId: 'content-1', via: 'share' }]);
  });

  it('marks a view as a list click when the browser came from another page of this site', async () => {
    referrer = `${location.origin}/search?q=fintech`;
    await renderPage('/articles/fintech-in-lagos');
    expect(sent('view')).toEqual([{ contentId: 'content-1', via: 'list' }]);
  });

  it('marks a view as a list click when a link of this app opened it, whatever site the visit began on', async () => {
    referrer = 'https://www.google.com/';
    const Home = () => <Link to="/articles/fintech-in-lagos">Fintech</Link>;
    await renderPage('/articles/fintech-in-lagos', [{ path: '/', Component: Home }]);
    fireEvent.click(screen.getByRole('link', { name: 'Fintech' }));
    await wait(0);
    expect(sent('view')).toEqual([{ contentId: 'content-1', via: 'list' }]);
  });

  it('sends no click for a page opened from another site', async () => {
    referrer = 'https://www.google.com/';
    await renderPage('/articles/fintech-in-lagos');
    expect(sent('view')).toEqual([{ contentId: 'content-1', via: '' }]);
  });
});
