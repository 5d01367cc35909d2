import { describe, expect, it } from 'vitest';
import {
  checkUpload,
  MAX_IMAGE_BYTES,
  MAX_MEDIA_BYTES,
  MAX_VIDEO_DURATION_SECONDS,
  MIN_COVER_WIDTH_PX,
  MIN_THUMBNAIL_WIDTH_PX,
} from './uploads.ts';

describe('upload limits', () => {
  it('images: at most 2 MB', () => {
    expect(
      checkUpload({ kind: 'image', role: 'image', sizeBytes: MAX_IMAGE_BYTES, widthPx: 10 }),
    ).toBeUndefined();
    expect(
      checkUpload({ kind: 'image', role: 'image', sizeBytes: MAX_IMAGE_BYTES + 1, widthPx: 10 }),
    ).toMatchObject({ code: 'FILE_TOO_LARGE', message: 'File too large', field: 'file' });
  });

  it('cover: at least 1200 px wide', () => {
    expect(
      checkUpload({ kind: 'image', role: 'cover', sizeBytes: 1, widthPx: MIN_COVER_WIDTH_PX }),
    ).toBeUndefined();
    expect(
      checkUpload({ kind: 'image', role: 'cover', sizeBytes: 1, widthPx: MIN_COVER_WIDTH_PX - 1 }, 'cover'),
    ).toMatchObject({ code: 'IMAGE_TOO_NARROW', field: 'cover' });
  });

  it('thumbnail: at least 600 px wide', () => {
    const thumbnail = { kind: 'image', role: 'thumbnail', sizeBytes: 1 } as const;
    expect(checkUpload({ ...thumbnail, widthPx: MIN_THUMBNAIL_WIDTH_PX })).toBeUndefined();
    expect(checkUpload({ ...thumbnail, widthPx: MIN_THUMBNAIL_WIDTH_PX - 1 })).toMatchObject({
      code: 'IMAGE_TOO_NARROW',
    });
  });

  it('a cover that is both too large and too narrow is refused for its size first', () => {
    expect(
      checkUpload({ kind: 'image', role: 'cover', sizeBytes: MAX_IMAGE_BYTES + 1, widthPx: 1 }),
    ).toMatchObject({
      code: 'FILE_TOO_LARGE',
    });
  });

  it('video: at most 300 MB and strictly under 5 minutes', () => {
    expect(
      checkUpload({ kind: 'video', sizeBytes: MAX_MEDIA_BYTES, durationSeconds: 299.9 }),
    ).toBeUndefined();
    expect(checkUpload({ kind: 'video', sizeBytes: MAX_MEDIA_BYTES + 1, durationSeconds: 10 })).toMatchObject(
      {
        code: 'FILE_TOO_LARGE',
      },
    );
    expect(
      checkUpload({ kind: 'video', sizeBytes: 1, durationSeconds: MAX_VIDEO_DURATION_SECONDS }),
    ).toMatchObject({
      code: 'FILE_TOO_LONG',
      message: 'File too long',
    });
  });

  it('audio: at most 300 MB, any duration', () => {
    expect(checkUpload({ kind: 'audio', sizeBytes: MAX_MEDIA_BYTES, durationSeconds: 3600 })).toBeUndefined();
    expect(checkUpload({ kind: 'audio', sizeBytes: MAX_MEDIA_BYTES + 1 })).toMatchObject({
      code: 'FILE_TOO_LARGE',
    });
  });
});
