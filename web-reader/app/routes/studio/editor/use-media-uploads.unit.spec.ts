import { describe, expect, it } from 'vitest';
import { mediaUrlIn, withUpload, type MediaMap } from './use-media-uploads.ts';

const stored: MediaMap = {
  'upload-1': {
    kind: 'image',
    url: '/api/media/1.jpg',
    content_type: 'image/jpeg',
    srcset: null,
    small_url: null,
  },
};

describe('the media the body shows', () => {
  it('finds a file by upload id, only of the kind its node says', () => {
    expect(mediaUrlIn(stored, 'upload-1', 'image')).toBe('/api/media/1.jpg');
    expect(mediaUrlIn(stored, 'upload-1', 'video')).toBeUndefined();
    expect(mediaUrlIn(stored, 'upload-2', 'image')).toBeUndefined();
    expect(mediaUrlIn(stored, 'toString', 'image')).toBeUndefined();
  });

  it('adds an upload as sent, beside the files the article was saved with', () => {
    const added = withUpload(stored, {
      id: 'upload-2',
      url: '/api/media/2.mp4',
      kind: 'video',
      contentType: 'video/mp4',
    });
    expect(mediaUrlIn(added, 'upload-2', 'video')).toBe('/api/media/2.mp4');
    expect(added['upload-2']).toEqual({
      kind: 'video',
      url: '/api/media/2.mp4',
      content_type: 'video/mp4',
      srcset: null,
      small_url: null,
    });
    expect(mediaUrlIn(added, 'upload-1', 'image')).toBe('/api/media/1.jpg');
    expect(stored).not.toHaveProperty('upload-2');
  });
});
