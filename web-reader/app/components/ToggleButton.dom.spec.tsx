import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../testing/render-route.tsx';
import { testRootData, testUser } from '../testing/root-data.ts';
import { FollowButton } from './FollowButton.tsx';
import { ToggleButton } from './ToggleButton.tsx';

function Page() {
  return <ToggleButton relation="likes" id="article-1" label="Like" count={3} />;
}

function withAction() {
  const posts: Record<string, string>[] = [];
  const action = async ({ request }: { request: Request }) => {
    posts.push(Object.fromEntries((await request.formData()).entries()) as Record<string, string>);
    return { state: { active: true } };
  };
  return { posts, route: { path: '/actions/toggle', Component: () => null, action } };
}

describe('ToggleButton', () => {
  it('flips at once for a visitor, opens the join-us modal and calls no server', async () => {
    const { posts, route } = withAction();
    const { store } = renderRoutes([{ path: '/article', Component: Page }, route], { url: '/article' });
    const button = await screen.findByRole('button', { name: /Like/ });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(button);
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(store.getState().ui.modal).toBe('visitor');
    expect(store.getState().reader.likes).toEqual(['article-1']);
    expect(posts).toEqual([]);
  });

  it('tells the server for a signed-in reader: on, then off', async () => {
    const { posts, route } = withAction();
    renderRoutes([{ path: '/article', Component: Page }, route], {
      url: '/article',
      root: testRootData({ user: testUser() }),
    });
    const button = await screen.findByRole('button', { name: /Like/ });
    await userEvent.click(button);
    expect(button.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({ relation: 'likes', id: 'article-1', on: '1', js: '1' });
    await userEvent.click(button);
    await waitFor(() => expect(posts).toHaveLength(2));
    expect(posts[1]).toMatchObject({ on: '0' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
  });

  it('is a plain form that works without scripts', async () => {
    renderRoutes([{ path: '/article', Component: Page }], { url: '/article' });
    const button = await screen.findByRole('button', { name: /Like/ });
    const form = button.closest('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe('/actions/toggle');
    const fields = Object.fromEntries(new FormData(form as HTMLFormElement).entries());
    expect(fields).toMatchObject({ relation: 'likes', id: 'article-1', on: '1', returnTo: '/article' });
  });

  describe('as a follow button', () => {
    const FollowPage = () => <FollowButton id="author-1" name="Ada Obi" />;

    it('says what pressing it does, and announces the change politely', async () => {
      const { posts, route } = withAction();
      renderRoutes([{ path: '/authors/author-1', Component: FollowPage }, route], {
        url: '/authors/author-1',
        root: testRootData({ user: testUser() }),
      });
      const button = await screen.findByRole('button', { name: 'Follow' });
      expect(button.getAttribute('aria-pressed')).toBe('false');
      const status = button.closest('form')?.querySelector('[aria-live="polite"]');
      expect(status?.textContent).toBe('');

      await userEvent.click(button);
      expect(button.getAttribute('aria-pressed')).toBe('true');
      expect(button.textContent).toBe('Unfollow');
      expect(status?.textContent).toBe('You now follow Ada Obi.');
      await waitFor(() => expect(posts).toHaveLength(1));
      expect(posts[0]).toMatchObject({ relation: 'follows', id: 'author-1', on: '1' });

      await userEvent.click(screen.getByRole('button', { name: 'Unfollow' }));
      expect(button.getAttribute('aria-pressed')).toBe('false');
      expect(button.textContent).toBe('Follow');
      expect(status?.textContent).toBe('You no longer follow Ada Obi.');
    });

    it('shows a followed author as such from the server, and unfollows as a plain form', async () => {
      renderRoutes([{ path: '/authors/author-1', Component: FollowPage }], {
        url: '/authors/author-1',
        root: testRootData({ user: testUser({ follows: ['author-1'] }) }, 'fr'),
      });
      const button = await screen.findByRole('button', { name: 'Ne plus suivre' });
      expect(button.getAttribute('aria-pressed')).toBe('true');
      const form = button.closest('form') as HTMLFormElement;
      expect(Object.fromEntries(new FormData(form).entries())).toMatchObject({
        relation: 'follows',
        on: '0',
      });
    });
  });
});
