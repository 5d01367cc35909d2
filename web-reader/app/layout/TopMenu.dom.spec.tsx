import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../testing/render-route.tsx';
import { testRootData, testUser } from '../testing/root-data.ts';
import { TopMenu } from './TopMenu.tsx';

const at = (url: string, signedIn = false) =>
  renderRoutes([{ path: '/*', Component: TopMenu }], {
    url,
    root: testRootData(signedIn ? { user: testUser() } : {}),
  });

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
});
