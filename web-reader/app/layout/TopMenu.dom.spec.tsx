import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../testing/render-route.tsx';
import { testRootData, testUser } from '../testing/root-data.ts';
import { TopMenu } from './TopMenu.tsx';

const at = (url: string, signedIn = false) =>
  renderRoutes([{ path: '/*', Component: TopMenu }], {
    url,
    root: testRootData(signedIn ? { user: testUser() } : {}),
  });

/** The reader space's sub-menu: its summary and its Discover link (the events' sub-menu has one too). */
function readerSpaceOf(summary: HTMLElement) {
  const details = summary.closest('details');
  if (!details) throw new Error('no sub-menu around the summary');
  return { summary, discover: within(details).getByRole('link', { name: 'Discover' }) };
}

describe('the top menu', () => {
  it.each(['/events', '/events/some-event', '/epg'])(
    'shows the events menu variant on %s, every sub-menu still closed',
    async (url) => {
      const view = at(url, true);
      const section = await screen.findByRole('navigation', { name: 'Events' });
      expect(
        within(section)
          .getAllByRole('link')
          .map((link) => link.getAttribute('href')),
      ).toEqual(['/events', '/search', '/events/myEvents', '/epg']);
      expect(view.container.querySelectorAll('details[open]')).toHaveLength(0);
    },
  );

  it('keeps the events pages in their sub-menu elsewhere, without my events for a visitor', async () => {
    at('/videos');
    await screen.findByRole('navigation', { name: 'Main menu' });
    expect(screen.queryByRole('navigation', { name: 'Events' })).toBeNull();
    expect(document.querySelector('a[href="/events/myEvents"]')).toBeNull();
  });

  it('opens the drawer from a button saying so, moves the focus into it, and Escape gives the focus back', async () => {
    const user = userEvent.setup();
    at('/videos');
    const button = await screen.findByRole('button', { name: 'Menu' });
    const drawer = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(drawer?.contains(screen.getByRole('navigation', { name: 'Main menu' }))).toBe(true);
    expect(button.getAttribute('aria-expanded')).toBe('false');

    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => expect(drawer?.contains(document.activeElement)).toBe(true));

    await user.keyboard('{Escape}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('closes with Escape the open sub-menu first, leaving the focus on its summary', async () => {
    const user = userEvent.setup();
    at('/videos');
    const summary = await screen.findByText('Reader space', { selector: 'summary' });
    await user.click(summary);
    expect(document.querySelectorAll('details[open]')).toHaveLength(1);
    await user.keyboard('{Escape}');
    expect(document.querySelectorAll('details[open]')).toHaveLength(0);
    expect(document.activeElement).toBe(summary);
  });

  it('closes the drawer and its sub-menus once one of their links is followed', async () => {
    const user = userEvent.setup();
    at('/videos');
    const button = await screen.findByRole('button', { name: 'Menu' });
    await user.click(button);
    const readerSpace = readerSpaceOf(screen.getByText('Reader space', { selector: 'summary' }));
    await user.click(readerSpace.summary);
    await user.click(readerSpace.discover);
    await waitFor(() => expect(readerSpace.discover.getAttribute('aria-current')).toBe('page'));
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.querySelectorAll('details[open]')).toHaveLength(0);
  });

  it('closes a sub-menu on a link to the page already shown, which changes no location', async () => {
    const user = userEvent.setup();
    at('/search');
    const readerSpace = readerSpaceOf(await screen.findByText('Reader space', { selector: 'summary' }));
    await user.click(readerSpace.summary);
    await user.click(readerSpace.discover);
    expect(document.querySelectorAll('details[open]')).toHaveLength(0);
  });
});
