import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../testing/render-route.tsx';
import { Pager } from './Pager.tsx';

function showPager(url: string, props: Parameters<typeof Pager>[0]) {
  return renderRoutes(
    [
      {
        path: '/articles',
        Component: () => (
          <>
            <h1>Articles</h1>
            <Pager {...props} />
          </>
        ),
      },
    ],
    { url },
  );
}

describe('the pager', () => {
  it('links to the pages either side, keeping the rest of the address', async () => {
    showPager('/articles?filter=dakar&page=2', { page: 2, pageSize: 12, total: 30 });
    const nav = await screen.findByRole('navigation', { name: 'Pages' });
    expect(nav.textContent).toContain('Page 2 of 3');
    expect(screen.getByRole('link', { name: 'Previous page' }).getAttribute('href')).toBe(
      '/articles?filter=dakar',
    );
    expect(screen.getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe(
      '/articles?filter=dakar&page=3',
    );
  });

  it('has no previous link on the first page and no next link on the last', async () => {
    showPager('/articles?page=3', { page: 3, pageSize: 12, total: 30 });
    await screen.findByText('Page 3 of 3');
    expect(screen.queryByRole('link', { name: 'Next page' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Previous page' }).getAttribute('href')).toBe('/articles?page=2');
  });

  it('pages one list of several by its own parameter, back to its section', async () => {
    showPager('/articles?pp=2', {
      page: 1,
      pageSize: 6,
      total: 7,
      param: 'vp',
      anchor: 'videos',
      label: 'Videos',
    });
    const next = await screen.findByRole('link', { name: 'Next page' });
    expect(next.getAttribute('href')).toBe('/articles?pp=2&vp=2#videos');
    expect(screen.getByRole('navigation', { name: 'Videos' })).toBeTruthy();
  });

  it('leads back to the last page from one past the end', async () => {
    showPager('/articles?page=9', { page: 9, pageSize: 12, total: 30 });
    await screen.findByText('Page 9 of 3');
    expect(screen.getByRole('link', { name: 'Previous page' }).getAttribute('href')).toBe('/articles?page=3');
    expect(screen.queryByRole('link', { name: 'Next page' })).toBeNull();
  });

  it('shows nothing when everything fits on one page', async () => {
    showPager('/articles', { page: 1, pageSize: 12, total: 12 });
    await screen.findByRole('heading', { name: 'Articles' });
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
