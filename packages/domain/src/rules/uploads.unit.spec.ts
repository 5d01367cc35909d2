import { describe, expect, it } from 'vitest';
import {
  checkImagePixels,
  checkUpload,
  checkUploadUse,
  DAILY_UPLOAD_BYTES_PER_USER,
  MAX_IMAGE_BYTES,
  MAX_IMAGE_PIXELS,
  MAX_MEDIA_BYTES,
  MAX_VIDEO_DURATION_SECONDS,
  MIN_COVER_WIDTH_PX,
  MIN_THUMBNAIL_WIDTH_PX,
  type UploadedFile,
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

  it('images: at most 50 megapixels', () => {
    expect(checkImagePixels(MAX_IMAGE_PIXELS)).toBeUndefined();
    expect(checkImagePixels(MAX_IMAGE_PIXELS + 1, 'cover')).toMatchObject({
      code: 'IMAGE_TOO_MANY_PIXELS',
      kind: 'too_large',
      field: 'cover',
    });
  });

  it('a day of uploads takes any file within the size limits', () => {
    expect(DAILY_UPLOAD_BYTES_PER_USER).toBeGreaterThan(MAX_MEDIA_BYTES);
  });
});

describe('using an upload in a form', () => {
  const author = { actorId: 'user-1' };
  const image: UploadedFile = {
    uploadId: 'upload-1',
    uploaderId: 'user-1',
    kind: 'image',
    url: '/api/media/cover/user-1/a',
    sizeBytes: 80_000,
    widthPx: MIN_COVER_WIDTH_PX,
    heightPx: 600,
  };
  const video: UploadedFile = {
    ...image,
    kind: 'video',
    widthPx: 320,
    heightPx: 180,
    durationSeconds: 3,
  };

  it("takes the uploader's own file of the slot's kind", () => {
    expect(checkUploadUse(image, 'cover', 'cover', author)).toBeUndefined();
    expect(checkUploadUse(image, 'thumbnail', 'thumbnail', author)).toBeUndefined();
    expect(checkUploadUse(video, 'video', 'media', author)).toBeUndefined();
  });

  it("refuses another user's upload as if it did not exist, unless the platform team uses it", () => {
    expect(checkUploadUse(image, 'cover', 'cover', { actorId: 'user-2' })).toMatchObject({
      code: 'UPLOAD_NOT_FOUND',
      field: 'cover',
    });
    expect(checkUploadUse(image, 'cover', 'cover', { actorId: 'admin', actorIsAdmin: true })).toBeUndefined();
  });

  it('refuses a file of another kind than the slot', () => {
    expect(checkUploadUse(video, 'cover', 'cover', author)).toMatchObject({ code: 'WRONG_FILE_TYPE' });
    expect(checkUploadUse(image, 'video', 'media', author)).toMatchObject({ code: 'WRONG_FILE_TYPE' });
    expect(checkUploadUse(video, 'audio', 'media', author)).toMatchObject({ code: 'WRONG_FILE_TYPE' });
  });

  it("applies the slot's limits to the measured facts", () => {
    const narrow = { ...image, widthPx: MIN_COVER_WIDTH_PX - 1 };
    expect(checkUploadUse(narrow, 'cover', 'cover', author)).toMatchObject({ code: 'IMAGE_TOO_NARROW' });
    expect(checkUploadUse(narrow, 'thumbnail', 'thumbnail', author)).toBeUndefined();
    const long = { ...video, durationSeconds: MAX_VIDEO_DURATION_SECONDS + 1 };
    expect(checkUploadUse(long, 'video', 'media', author)).toMatchObject({ code: 'FILE_TOO_LONG' });
    const large = { ...image, sizeBytes: MAX_IMAGE_BYTES + 1 };
    expect(checkUploadUse(large, 'cover', 'cover', author)).toMatchObject({ code: 'FILE_TOO_LARGE' });
  });

  it('refuses a video whose length was never measured', () => {
    const { durationSeconds: _unknown, ...unmeasured } = video;
    expect(checkUploadUse(unmeasured, 'video', 'media', author)).toMatchObject({
      code: 'FILE_PROCESSING_FAILED',
    });
  });
});
