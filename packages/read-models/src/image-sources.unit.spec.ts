import { describe, expect, it } from 'vitest';
import { imageSrcset, smallestImageUrl } from './image-sources.ts';

describe('the sources of an image', () => {
  const photo = {
    url: '/api/media/cover/p',
    widthPx: 1600,
    renditions: [
      { widthPx: 1280, url: '/api/media/cover/p-w1280.webp' },
      { widthPx: 320, url: '/api/media/cover/p-w320.webp' },
      { widthPx: 640, url: '/api/media/cover/p-w640.webp' },
    ],
  };

  it('lists every rendition narrowest first, then the original at its own width', () => {
    expect(imageSrcset(photo)).toBe(
      '/api/media/cover/p-w320.webp 320w, /api/media/cover/p-w640.webp 640w, ' +
        '/api/media/cover/p-w1280.webp 1280w, /api/media/cover/p 1600w',
    );
    expect(smallestImageUrl(photo)).toBe('/api/media/cover/p-w320.webp');
  });

  it('gives nothing for an image without renditions, or no image', () => {
    for (const image of [{ url: '/media/old.jpg', widthPx: 1600 }, { ...photo, renditions: [] }, undefined]) {
      expect(imageSrcset(image)).toBeNull();
      expect(smallestImageUrl(image)).toBeNull();
    }
  });
});
