import { screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { SubscribeModal } from '../../layout/Modals.tsx';
import { renderRoutes } from '../../testing/render-route.tsx';
import { testRootData, testUser } from '../../testing/root-data.ts';
import ArticleRoute from './article.tsx';
import MediaRoute from './media.tsx';

/* The routes stub hands each route component its loader data as props, as the framework does. */
const Article = ArticleRoute as unknown as ComponentType<object>;
const Media = MediaRoute as unknown as ComponentType<object>;

/** A content page whose loader heard from the API that the content is for subscribers, under the layout's modal. */
function renderRefused(path: string, url: string, Page: ComponentType<object>) {
  return renderRoutes(
    [
      {
        path,
        Component: (props: object) => (
          <>
            <Page {...props} />
            <SubscribeModal />
          </>
        ),
        loader: () => ({ kind: 'subscribe' }),
      },
    ],
    { url, root: testRootData({ user: testUser() }) },
  );
}

describe('a content for subscribers only', () => {
  it.each([
    ['/articles/:slug', '/articles/premium-story', Article],
    ['/videos/:slug', '/videos/premium-class', Media],
  ])('%s opens the subscribe modal over a page that links to the subscriptions', async (path, url, Page) => {
    const { store } = renderRefused(path, url, Page);
    expect(await screen.findByRole('heading', { level: 1, name: 'Subscribe' })).toBeTruthy();
    await waitFor(() => expect(store.getState().ui.modal).toBe('subscribe'));
    const dialog = document.querySelector('dialog')!;
    expect(dialog.open).toBe(true);
    expect(dialog.getAttribute('aria-labelledby')).toBe('subscribe-title');
    const links = screen
      .getAllByRole('link', { name: 'See the subscriptions', hidden: true })
      .map((link) => link.getAttribute('href'));
    expect(links).toEqual(['/profile?t=1', '/profile?t=1']);
  });
});
