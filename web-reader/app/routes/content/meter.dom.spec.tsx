import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../testing/render-route.tsx';
import { testRootData, testUser } from '../../testing/root-data.ts';
import ArticleRoute from './article.tsx';
import MediaRoute from './media.tsx';
import type { ContentPage } from './content-page.ts';
import { testContentPage } from './test-content.ts';

const Article = ArticleRoute as unknown as ComponentType;
const Media = MediaRoute as unknown as ComponentType;

function renderArticle(
  page: ContentPage,
  root: Parameters<typeof testRootData>[0] = {},
  lang: 'en' | 'ar' = 'en',
) {
  return renderRoutes([{ path: '/articles/:slug', Component: Article, loader: () => page }], {
    url: '/articles/fintech-in-lagos',
    root: testRootData(root, lang),
  });
}

describe('content page: the freemium meter', () => {
  it('tells a metered reader how many free readings the month has left, and nothing to others', async () => {
    renderArticle(testContentPage({ meter: { limit: 5, used: 2, left: 3 }, locked: false }));
    expect(await screen.findByText('3 free readings left this month')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says so in Arabic with its plural forms', async () => {
    renderArticle(testContentPage({ meter: { limit: 5, used: 3, left: 2 }, locked: false }), {}, 'ar');
    expect(await screen.findByText('بقيت لك قراءتان مجانيتان هذا الشهر')).toBeTruthy();
  });

  it('stops a visitor at the teaser with a labelled dialog to register or subscribe, closed by its button', async () => {
    renderArticle(testContentPage({ meter: { limit: 5, used: 5, left: 0 }, locked: true }));
    const dialog = await screen.findByRole('dialog', { name: 'You have used this month’s free readings' });
    expect(within(dialog).getByText('Register or subscribe to keep reading.')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/register');
    expect(within(dialog).getByRole('link', { name: 'See the subscriptions' }).getAttribute('href')).toBe(
      '/profile?t=subscriptions',
    );
    expect(screen.getByText('No free readings left this month')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect((dialog as HTMLDialogElement).open).toBe(false);
  });

  it('offers a signed-in reader the subscription alone', async () => {
    renderArticle(testContentPage({ meter: { limit: 5, used: 5, left: 0 }, locked: true }), {
      user: testUser(),
    });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('link', { name: 'Register' })).toBeNull();
    expect(within(dialog).getByRole('link', { name: 'See the subscriptions' }).getAttribute('href')).toBe(
      '/profile?t=subscriptions',
    );
  });

  it('plays nothing past the free readings, showing the cover under the offer', async () => {
    const video = testContentPage({
      type: 'video',
      mediaType: 'video',
      cover_url: '/media/cover.jpg',
      stream_url: null,
      meter: { limit: 5, used: 5, left: 0 },
      locked: true,
    });
    const { container } = renderRoutes([{ path: '/videos/:slug', Component: Media, loader: () => video }], {
      url: '/videos/fintech-in-lagos',
      root: testRootData(),
    });
    await screen.findByRole('dialog');
    expect(container.querySelector('video')).toBeNull();
    expect(screen.queryByText('This media is not available yet. Come back soon!')).toBeNull();
    expect(container.querySelector('img.content__cover')).not.toBeNull();
  });
});
