import { screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { ContentCard } from '../../components/ContentCard.tsx';
import { renderRoutes } from '../../testing/render-route.tsx';
import { testRootData, testUser } from '../../testing/root-data.ts';
import ArticleRoute from './article.tsx';
import type { ContentPage } from './content-page.ts';
import MediaRoute from './media.tsx';
import { testContentPage, testContentRow } from './test-content.ts';

const Article = ArticleRoute as unknown as ComponentType;
const Media = MediaRoute as unknown as ComponentType;

const teaser = {
  type: 'paragraph' as const,
  children: [{ text: 'Lagos payments startups raised record sums.' }],
};
const rest = { type: 'paragraph' as const, children: [{ text: 'The rest, for Premium subscribers.' }] };
/** A Premium-only article as the API answers it to a reader without Premium: its first block, locked. */
const locked = testContentPage({ premium_only: true, locked: true, body: [teaser] });

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

describe('content page: a Premium-only content', () => {
  it('shows a visitor the title, cover and teaser, then a panel to subscribe to Premium or sign in', async () => {
    const { container } = renderArticle(locked);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Why fintech keeps winning in Lagos' }),
    ).toBeTruthy();
    expect(container.querySelector('img.content__cover')).not.toBeNull();
    expect(screen.getByText('Lagos payments startups raised record sums.')).toBeTruthy();
    expect(screen.queryByText('The rest, for Premium subscribers.')).toBeNull();
    const panel = screen.getByRole('region', { name: 'For Premium subscribers' });
    expect(
      within(panel).getByText(
        'This content is exclusive to Premium subscribers. Subscribe to Premium to read, watch or listen to all of it.',
      ),
    ).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Subscribe to Premium' }).getAttribute('href')).toBe(
      '/profile?t=subscriptions',
    );
    expect(
      within(panel).getByRole('link', { name: 'Already a subscriber? Sign in' }).getAttribute('href'),
    ).toBe('/login');
    // The offer stands in the page: nothing modal over the teaser, and no free readings to count down.
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText(/free reading/)).toBeNull();
  });

  it('offers a signed-in reader without Premium the subscription alone', async () => {
    renderArticle(locked, { user: testUser() });
    const panel = await screen.findByRole('region', { name: 'For Premium subscribers' });
    expect(
      within(panel)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Subscribe to Premium']);
  });

  it('says so in Arabic', async () => {
    renderArticle(locked, {}, 'ar');
    const panel = await screen.findByRole('region', { name: 'للمشتركين المميّزين' });
    expect(within(panel).getByRole('link', { name: 'اشترك في المميّز' })).toBeTruthy();
  });

  it('gives a Premium reader the whole content, with no offer', async () => {
    renderArticle(testContentPage({ premium_only: true, locked: false, body: [teaser, rest] }), {
      user: testUser(),
    });
    expect(await screen.findByText('The rest, for Premium subscribers.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'For Premium subscribers' })).toBeNull();
  });

  it('plays nothing of a locked video, showing its cover over the offer', async () => {
    const video = testContentPage({
      type: 'video',
      mediaType: 'video',
      premium_only: true,
      locked: true,
      stream_url: null,
      body: [teaser],
    });
    const { container } = renderRoutes([{ path: '/videos/:slug', Component: Media, loader: () => video }], {
      url: '/videos/fintech-in-lagos',
      root: testRootData(),
    });
    expect(await screen.findByRole('region', { name: 'For Premium subscribers' })).toBeTruthy();
    expect(container.querySelector('video')).toBeNull();
    expect(container.querySelector('img.content__cover')).not.toBeNull();
  });
});

describe('a content card of a Premium-only content', () => {
  it.each([
    ['en', 'Premium'],
    ['fr', 'Premium'],
    ['ar', 'مميّز'],
    ['es', 'Premium'],
  ] as const)('says “Premium” in words (%s)', async (lang, word) => {
    const view = renderRoutes(
      [
        {
          path: '/',
          Component: () => (
            <>
              <ContentCard item={testContentRow({ id: 'exclusive', premium_only: true })} />
              <ContentCard item={testContentRow({ id: 'open', title: 'Open to all' })} />
            </>
          ),
        },
      ],
      { root: testRootData({}, lang) },
    );
    const [exclusive, open] = await view.findAllByRole('article');
    expect(within(exclusive!).getByText(word).className).toBe('premium-badge');
    expect(open!.querySelector('.premium-badge')).toBeNull();
  });
});
