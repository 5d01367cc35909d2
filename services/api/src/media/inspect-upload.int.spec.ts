import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { DomainError, MAX_IMAGE_BYTES, MAX_MEDIA_BYTES } from '@afrimedia/domain';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { png } from './fixtures/synthetic-media.ts';
import { inspectUpload, type UploadRole } from './inspect-upload.ts';
import { createLocalMediaStorage } from './local-media-storage.ts';
import type { MediaStorage } from './media-storage.ts';
import { synthesizeAudio, synthesizeImage, synthesizeVideo } from './synthesize-media.ts';

describe('inspecting an upload from its own bytes (file-type, sharp, ffprobe)', () => {
  let dataDir: string;
  let spoolDir: string;
  let storage: MediaStorage;
  let video: Buffer;
  let longVideo: Buffer;
  beforeAll(async () => {
    video = await synthesizeVideo({ seconds: 3 });
    longVideo = await synthesizeVideo({ seconds: 301, width: 16, height: 16, rate: 1, sound: false });
  });
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'inspect-'));
    spoolDir = await mkdtemp(join(tmpdir(), 'inspect-spool-'));
    storage = createLocalMediaStorage({ dataDir });
  });
  afterEach(async () => {
    // Whatever happened, nothing waits in the spool folder afterwards.
    expect(await readdir(spoolDir)).toEqual([]);
    await rm(dataDir, { recursive: true, force: true });
    await rm(spoolDir, { recursive: true, force: true });
  });

  const inspect = (bytes: Buffer | Readable, role: UploadRole, key = 'k/file') =>
    inspectUpload(bytes instanceof Readable ? bytes : Readable.from([bytes]), {
      storage,
      key,
      role,
      spoolDir,
    });

  async function refusal(bytes: Buffer | Readable, role: UploadRole): Promise<string> {
    const error = await inspect(bytes, role).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(DomainError);
    expect(await storage.stat('k/file')).toBeUndefined();
    return (error as DomainError).code;
  }

  it('stores a cover at least 1200 px wide with its measured facts', async () => {
    const cover = await synthesizeImage({ width: 1200, height: 675, label: 'AB' });
    const stored = await inspect(cover, 'cover');
    expect(stored).toEqual({
      key: 'k/file',
      kind: 'image',
      contentType: 'image/jpeg',
      sizeBytes: cover.length,
      widthPx: 1200,
      heightPx: 675,
      renditions: [
        { widthPx: 320, key: 'k/file-w320.webp' },
        { widthPx: 640, key: 'k/file-w640.webp' },
      ],
    });
    expect(await storage.stat('k/file')).toEqual({ sizeBytes: cover.length, contentType: 'image/jpeg' });
  });

  it('refuses a cover of 1199 px and a thumbnail of 599 px, takes a 600 px thumbnail', async () => {
    expect(await refusal(await synthesizeImage({ width: 1199, height: 600 }), 'cover')).toBe(
      'IMAGE_TOO_NARROW',
    );
    expect(
      await refusal(await synthesizeImage({ width: 599, height: 400, format: 'png' }), 'thumbnail'),
    ).toBe('IMAGE_TOO_NARROW');
    const thumbnail = await synthesizeImage({ width: 600, height: 400, format: 'webp' });
    expect(await inspect(thumbnail, 'thumbnail')).toMatchObject({ contentType: 'image/webp', widthPx: 600 });
  });

  it('takes the width a photo is shown at, turned by its EXIF orientation', async () => {
    const turned = await synthesizeImage({ width: 1300, height: 800, orientation: 6 });
    expect(await refusal(turned, 'cover')).toBe('IMAGE_TOO_NARROW');
    expect(await inspect(turned, 'image')).toMatchObject({ widthPx: 800, heightPx: 1300 });
  });

  it('refuses an image one byte over 2 MB, and takes one of exactly 2 MB', async () => {
    expect(await refusal(png(1600, { padToBytes: MAX_IMAGE_BYTES + 1 }), 'cover')).toBe('FILE_TOO_LARGE');
    expect(await inspect(png(1600, { padToBytes: MAX_IMAGE_BYTES }), 'cover')).toMatchObject({
      sizeBytes: MAX_IMAGE_BYTES,
      contentType: 'image/png',
    });
  });

  it('measures a video: type, size, dimensions and length', async () => {
    expect(await inspect(video, 'video')).toEqual({
      key: 'k/file',
      kind: 'video',
      contentType: 'video/mp4',
      sizeBytes: video.length,
      widthPx: 320,
      heightPx: 180,
      durationSeconds: expect.closeTo(3, 1),
    });
    const webm = await synthesizeVideo({ seconds: 2, container: 'webm', width: 160, height: 120 });
    expect(await inspect(webm, 'video', 'k/webm')).toMatchObject({ contentType: 'video/webm', widthPx: 160 });
  });

  it('refuses a video of 301 s as too long', async () => {
    expect(await refusal(longVideo, 'video')).toBe('FILE_TOO_LONG');
  });

  it('measures audio in the usual containers', async () => {
    const expected = { m4a: 'audio/mp4', mp3: 'audio/mpeg', ogg: 'audio/ogg', wav: 'audio/wav' } as const;
    for (const container of ['m4a', 'mp3', 'ogg', 'wav'] as const) {
      const stored = await inspect(
        await synthesizeAudio({ seconds: 2, container }),
        'audio',
        `k/${container}`,
      );
      expect(stored, container).toMatchObject({ kind: 'audio', contentType: expected[container] });
      expect(stored.durationSeconds, container).toBeCloseTo(2, 0);
      expect(stored.widthPx, container).toBeUndefined();
    }
  });

  it('takes an MP4 holding sound only as audio', async () => {
    const soundOnly = await synthesizeAudio({ seconds: 2, container: 'mp4' });
    expect(await inspect(soundOnly, 'audio')).toMatchObject({ kind: 'audio', contentType: 'audio/mp4' });
  });

  it('refuses files that are not what the slot takes', async () => {
    const text = Buffer.from('Just some text in a file named photo.jpg\n'.repeat(10));
    expect(await refusal(text, 'cover')).toBe('WRONG_FILE_TYPE');
    expect(await refusal(Buffer.from('<!doctype html><script>alert(1)</script>'), 'image')).toBe(
      'WRONG_FILE_TYPE',
    );
    expect(await refusal(png(1200), 'video')).toBe('WRONG_FILE_TYPE');
    expect(await refusal(video, 'cover')).toBe('WRONG_FILE_TYPE');
    expect(await refusal(video, 'audio')).toBe('WRONG_FILE_TYPE');
    expect(await refusal(await synthesizeAudio({ seconds: 1, container: 'm4a' }), 'video')).toBe(
      'WRONG_FILE_TYPE',
    );
  });

  it('refuses a file that starts like its type but cannot be read', async () => {
    expect(await refusal(png(1200).subarray(0, 40), 'cover')).toBe('FILE_PROCESSING_FAILED');
    expect(await refusal(video.subarray(0, 600), 'video')).toBe('FILE_PROCESSING_FAILED');
  });

  it('stops reading a disguised file at its first bytes, whatever its length', async () => {
    const { stream, pulled } = endless(png(1200), MAX_MEDIA_BYTES);
    expect(await refusal(stream, 'video')).toBe('WRONG_FILE_TYPE');
    expect(pulled()).toBeLessThan(1024 * 1024);
  });

  it('stops reading as soon as a video passes 300 MB, without holding it', async () => {
    const { stream, pulled } = endless(video, MAX_MEDIA_BYTES * 2);
    expect(await refusal(stream, 'video')).toBe('FILE_TOO_LARGE');
    expect(pulled()).toBeGreaterThan(MAX_MEDIA_BYTES);
    expect(pulled()).toBeLessThan(MAX_MEDIA_BYTES + 16 * 64 * 1024);
  });
});

/** `header`, then zeros up to `totalBytes`, made only as they are read; `pulled()` tells how far the reader went. */
function endless(header: Buffer, totalBytes: number): { stream: Readable; pulled(): number } {
  const zeros = Buffer.alloc(64 * 1024);
  let pulled = 0;
  function* chunks(): Generator<Buffer> {
    pulled += header.length;
    yield header;
    while (pulled < totalBytes) {
      const chunk = zeros.subarray(0, Math.min(zeros.length, totalBytes - pulled));
      pulled += chunk.length;
      yield chunk;
    }
  }
  return { stream: Readable.from(chunks(), { objectMode: false }), pulled: () => pulled };
}
