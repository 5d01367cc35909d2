import { describe, expect, it } from 'vitest';
import { bodyMediaOf } from './body-media.ts';

const media = {
  photo: {
    kind: 'image' as const,
    url: '/api/media/image/a/photo.jpg',
    content_type: 'image/jpeg',
    srcset: '/api/media/image/a/photo-320.webp 320w, /api/media/image/a/photo-960.webp 960w',
    small_url: '/api/media/image/a/photo-320.webp',
  },
  clip: {
    kind: 'video' as const,
    url: '/api/media/video/a/clip.mp4',
    content_type: 'video/mp4',
    srcset: null,
    small_url: null,
  },
};

describe('bodyMediaOf', () => {
  it('gives an image with its srcset, and only its narrowest copy to a data saver reader', () => {
    expect(bodyMediaOf(media, false)('photo', 'image')).toEqual({
      src: media.photo.url,
      srcSet: media.photo.srcset,
    });
    expect(bodyMediaOf(media, true)('photo', 'image')).toEqual({ src: media.photo.small_url });
  });

  it('gives a video or audio file with its type', () => {
    expect(bodyMediaOf(media, false)('clip', 'video')).toEqual({ src: media.clip.url, type: 'video/mp4' });
  });

  it('leaves out an id it does not know, one of another kind, and inherited names', () => {
    const resolve = bodyMediaOf(media, false);
    expect(resolve('missing', 'image')).toBeUndefined();
    expect(resolve('clip', 'audio')).toBeUndefined();
    expect(resolve('toString', 'image')).toBeUndefined();
  });
});
