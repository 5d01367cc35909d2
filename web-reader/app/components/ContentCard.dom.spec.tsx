import { describe, expect, it } from 'vitest';
import { testContentRow } from '../routes/content/test-content.ts';
import { renderRoutes } from '../testing/render-route.tsx';
import { testRootData } from '../testing/root-data.ts';
import { ContentCard } from './ContentCard.tsx';

const withRenditions = testContentRow({
  cover_url: '/api/media/cover/a/b',
  cover_small_url: '/api/media/cover/a/b-w320.webp',
  cover_srcset: '/api/media/cover/a/b-w320.webp 320w, /api/media/cover/a/b-w640.webp 640w',
});

async function cardImage(lite: boolean) {
  const view = renderRoutes([{ path: '/', Component: () => <ContentCard item={withRenditions} /> }], {
    root: testRootData({ lite }),
  });
  await view.findByRole('article');
  return view.container.querySelector('img')!;
}

describe('a content card', () => {
  it('offers the renditions with the narrowest as the fallback, loaded lazily', async () => {
    const image = await cardImage(false);
    expect(image.getAttribute('src')).toBe('/api/media/cover/a/b-w320.webp');
    expect(image.getAttribute('srcset')).toBe(withRenditions.cover_srcset);
    expect(image.getAttribute('sizes')).toBeTruthy();
    expect(image.getAttribute('loading')).toBe('lazy');
  });

  it('shows only the narrowest copy to a data saver reader', async () => {
    const image = await cardImage(true);
    expect(image.getAttribute('src')).toBe('/api/media/cover/a/b-w320.webp');
    expect(image.hasAttribute('srcset')).toBe(false);
  });
});
