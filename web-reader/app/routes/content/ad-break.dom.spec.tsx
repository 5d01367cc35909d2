import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, useLoaderData } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, Root, storeOf } from '../../testing/render-route.tsx';
import { testRootData } from '../../testing/root-data.ts';
import MediaRoute from './media.tsx';
import { testContentPage } from './test-content.ts';

const Media = MediaRoute as unknown as ComponentType;

const videoAd = {
  id: 'ad-1',
  kind: 'video' as const,
  title: 'Afrimedia Premium',
  src: '/api/media/video/admin/ad.mp4',
  link: 'https://afrimedia.test/premium',
  skip_after_seconds: 5,
};

const videoPage = (adBreak: typeof videoAd | null = videoAd) =>
  testContentPage(
    {
      id: 'video-1',
      type: 'video',
      mediaType: 'video',
      slug: 'pitching-investors',
      title: 'Master class: pitching investors',
      reading_time: null,
      stream_url: '/api/media/video/author-1/stream.mp4',
      body: null,
    },
    { ad_break: adBreak },
  );

/** The media page on a clock that moves only when the test moves it, its loader's answer rendered. */
async function renderOnFakeTime(page = videoPage(), lang: 'en' | 'ar' = 'en') {
  vi.useFakeTimers();
  renderRoutes([{ path: '/videos/:slug', Component: Media, loader: () => page }], {
    url: '/videos/pitching-investors',
    root: testRootData({}, lang),
  });
  await act(() => vi.advanceTimersByTimeAsync(0));
}

const contentPlayer = () => screen.queryByLabelText('Video: Master class: pitching investors');
const adPlayer = () => screen.getByLabelText('Ad: Afrimedia Premium');
const second = () => act(() => vi.advanceTimersByTime(1000));

afterEach(() => {
  vi.useRealTimers();
});

describe('the ad break before a video', () => {
  it('plays the ad first, labelled as an ad, counting down while it plays, then lets the reader skip it', async () => {
    await renderOnFakeTime();
    const ad = adPlayer();
    expect(ad.tagName).toBe('VIDEO');
    expect(ad.getAttribute('src')).toBe('/api/media/video/admin/ad.mp4');
    expect(ad.getAttribute('preload')).toBe('none');
    expect(contentPlayer()).toBeNull();
    const region = screen.getByRole('region', { name: 'Ad' });
    expect(within(region).getByText('Ad')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('An ad plays first; the content starts after it.');
    expect(screen.getByText('You can skip in 5 s')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Learn more (opens in a new tab)' });
    expect([link.getAttribute('href'), link.getAttribute('rel')]).toEqual([
      'https://afrimedia.test/premium',
      'noopener noreferrer sponsored',
    ]);

    // Nothing counts before the ad plays.
    await second();
    expect(screen.getByText('You can skip in 5 s')).toBeTruthy();
    fireEvent.play(ad);
    for (const left of [4, 3, 2, 1]) {
      await second();
      expect(screen.getByText(`You can skip in ${left} s`)).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Skip ad' })).toBeNull();
    }
    // A pause holds the count.
    fireEvent.pause(ad);
    await second();
    expect(screen.getByText('You can skip in 1 s')).toBeTruthy();
    fireEvent.play(ad);
    await second();

    const skip = screen.getByRole('button', { name: 'Skip ad' });
    expect(screen.queryByText(/You can skip in/)).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('You can skip the ad now.');
    fireEvent.click(skip);
    const player = contentPlayer()!;
    expect(player.getAttribute('src')).toBe('/api/media/video/author-1/stream.mp4');
    expect(player.hasAttribute('autoplay')).toBe(true);
    expect(document.activeElement).toBe(player);
    expect(screen.queryByLabelText('Ad: Afrimedia Premium')).toBeNull();
  });

  it('reaches the skip button from the ad with the keyboard', async () => {
    await renderOnFakeTime();
    fireEvent.play(adPlayer());
    for (let seconds = 0; seconds < 5; seconds += 1) await second();
    // The count is over: the keyboard's own timing runs on the real clock.
    vi.useRealTimers();
    const user = userEvent.setup();
    const skip = screen.getByRole('button', { name: 'Skip ad' });
    for (let presses = 0; presses < 20 && document.activeElement !== skip; presses += 1) await user.tab();
    expect(document.activeElement).toBe(skip);
    await user.keyboard('{Enter}');
    expect(contentPlayer()).toBeTruthy();
  });

  it('starts the content when the ad ends, and when the ad cannot play', async () => {
    await renderOnFakeTime();
    fireEvent.play(adPlayer());
    fireEvent.ended(adPlayer());
    expect(contentPlayer()?.hasAttribute('autoplay')).toBe(true);

    vi.useRealTimers();
    document.body.innerHTML = '';
    await renderOnFakeTime();
    fireEvent.error(adPlayer());
    expect(contentPlayer()).toBeTruthy();
  });

  it('plays the content at once, never by itself, when there is no ad (Premium)', async () => {
    await renderOnFakeTime(videoPage(null));
    expect(screen.queryByRole('region', { name: 'Ad' })).toBeNull();
    expect(contentPlayer()?.hasAttribute('autoplay')).toBe(false);
  });

  it('says it in Arabic', async () => {
    await renderOnFakeTime(videoPage(), 'ar');
    expect(screen.getByRole('region', { name: 'إعلان' })).toBeTruthy();
    expect(screen.getByLabelText('إعلان: Afrimedia Premium')).toBeTruthy();
    expect(screen.getByText(/يمكنك التخطي بعد/)).toBeTruthy();
  });
});

/** The video's page as the server sends it, before any script runs: all a reader without JavaScript gets. */
async function serverMarkup(lite: boolean) {
  const root = testRootData({ lite });
  const page = videoPage();
  const Page = () => <Media {...({ loaderData: useLoaderData() } as object)} />;
  const handler = createStaticHandler([
    {
      id: 'root',
      path: '/',
      loader: () => root,
      Component: () => <Root store={storeOf(root)} />,
      children: [{ id: 'video', path: 'videos/:slug', loader: () => page, Component: Page }],
    },
  ]);
  const context = await handler.query(new Request('http://reader/videos/pitching-investors'));
  if (context instanceof Response) throw new Error(`the page answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />);
  // A document parsed without scripting, as a browser with JavaScript off reads the page: <noscript> is markup.
  return { html, page: new DOMParser().parseFromString(html, 'text/html') };
}

describe('the ad break without JavaScript', () => {
  it.each([
    ['a data saver page, which the server sends without scripts', true],
    ['a page whose browser has JavaScript off', false],
  ])('never counts down on %s: the ad, and a link past it at once', async (_case, lite) => {
    const { html, page } = await serverMarkup(lite);
    const ad = page.querySelector('.ad-break video')!;
    expect([ad.getAttribute('src'), ad.hasAttribute('controls'), ad.getAttribute('preload')]).toEqual([
      '/api/media/video/admin/ad.mp4',
      true,
      'none',
    ]);
    // Nothing can tell when the ad plays: no count, no delay in the styles.
    expect(html).not.toMatch(/You can skip in|animation/);
    expect(page.querySelector('.ad-break__wait')).toBeNull();
    const skip = page.querySelector<HTMLAnchorElement>('.ad-break__count a')!;
    expect([skip.textContent, skip.getAttribute('href')]).toEqual(['Skip ad', '#after-ad']);
    expect(page.querySelector('#after-ad video')?.getAttribute('aria-label')).toBe(
      'Video: Master class: pitching investors',
    );
    expect(page.querySelector('.ad-break [role=status]')?.textContent).toBe(
      'Play the ad, or skip it to go to the content.',
    );
  });

  it('keeps the link inside <noscript> where scripts may run, so they never show it before taking over', async () => {
    const { page } = await serverMarkup(false);
    expect(page.querySelector('.ad-break__count a')?.parentElement?.tagName).toBe('NOSCRIPT');
    expect(page.querySelector('.ad-break [role=status] noscript')).toBeTruthy();
  });
});
