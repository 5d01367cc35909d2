import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { Readable } from 'node:stream';
import { DomainError } from '@afrimedia/domain';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { png } from './fixtures/synthetic-media.ts';
import { inspectUpload, type UploadRole } from './inspect-upload.ts';
import { createLocalMediaStorage } from './local-media-storage.ts';
import type { MediaStorage } from './media-storage.ts';
import { synthesizeImage, synthesizeVideo } from './synthesize-media.ts';

describe('renditions of an uploaded image (sharp, WebP)', () => {
  let dataDir: string;
  let spoolDir: string;
  let storage: MediaStorage;
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'renditions-'));
    spoolDir = await mkdtemp(join(tmpdir(), 'renditions-spool-'));
    storage = createLocalMediaStorage({ dataDir });
  });
  afterEach(async () => {
    expect(await readdir(spoolDir)).toEqual([]);
    await rm(dataDir, { recursive: true, force: true });
    await rm(spoolDir, { recursive: true, force: true });
  });

  const inspect = (bytes: Buffer, role: UploadRole, into: MediaStorage = storage) =>
    inspectUpload(Readable.from([bytes]), { storage: into, key: 'cover/u1/photo', role, spoolDir });

  /** Every file stored under the media folder (sidecars left out). */
  const storedKeys = async () =>
    (await readdir(join(dataDir, 'media'), { recursive: true, withFileTypes: true }).catch(() => []))
      .filter((entry) => entry.isFile() && !entry.name.endsWith('.meta.json'))
      .map((entry) => join(entry.parentPath, entry.name).slice(join(dataDir, 'media').length + 1))
      .sort();

  const decoded = async (key: string) => {
    const bytes = await buffer(await storage.read(key));
    const { width, height, format, pages } = await sharp(bytes).metadata();
    return { width, height, format, pages: pages ?? 1 };
  };

  it('stores a WebP beside the original at 320, 640 and 1280 px, keeping its proportions', async () => {
    const photo = await synthesizeImage({ width: 1600, height: 900, label: 'KS' });
    const stored = await inspect(photo, 'cover');
    expect(stored.renditions).toEqual([
      { widthPx: 320, key: 'cover/u1/photo-w320.webp' },
      { widthPx: 640, key: 'cover/u1/photo-w640.webp' },
      { widthPx: 1280, key: 'cover/u1/photo-w1280.webp' },
    ]);
    for (const { widthPx, key } of stored.renditions ?? []) {
      expect(await storage.stat(key), key).toMatchObject({ contentType: 'image/webp' });
      expect(await decoded(key), key).toEqual({
        width: widthPx,
        height: Math.round((widthPx * 900) / 1600),
        format: 'webp',
        pages: 1,
      });
    }
    expect((await storage.stat('cover/u1/photo'))?.sizeBytes).toBe(photo.length);
  });

  it('never enlarges: only the widths narrower than the original', async () => {
    const cover = await inspect(await synthesizeImage({ width: 1280, height: 720 }), 'cover');
    expect(cover.renditions?.map((rendition) => rendition.widthPx)).toEqual([320, 640]);
    await rm(join(dataDir, 'media'), { recursive: true });
    const thumbnail = await inspect(png(641, { height: 10 }), 'thumbnail');
    expect(thumbnail.renditions?.map((rendition) => rendition.widthPx)).toEqual([320, 640]);
    await rm(join(dataDir, 'media'), { recursive: true });
    const photo = await inspect(await synthesizeImage({ width: 320, height: 320 }), 'image');
    expect(photo.renditions).toEqual([]);
    expect(await storedKeys()).toEqual(['cover/u1/photo']);
  });

  it('makes none of a video', async () => {
    const video = await inspect(await synthesizeVideo({ seconds: 1, width: 640, height: 360 }), 'video');
    expect(video).not.toHaveProperty('renditions');
    expect(await storedKeys()).toEqual(['cover/u1/photo']);
  });

  it('turns a photo upright by its EXIF orientation, as its width was measured', async () => {
    const turned = await synthesizeImage({ width: 1300, height: 800, orientation: 6 });
    const stored = await inspect(turned, 'image');
    expect(stored).toMatchObject({ widthPx: 800, heightPx: 1300 });
    expect(await decoded('cover/u1/photo-w320.webp')).toMatchObject({ width: 320, height: 520 });
  });

  it('keeps an animated GIF animated', async () => {
    const [width, height, frames] = [700, 400, 3];
    const pixels = Buffer.alloc(width * height * frames * 3);
    for (let frame = 0; frame < frames; frame += 1)
      pixels.fill(frame * 100, frame * width * height * 3, (frame + 1) * width * height * 3);
    const gif = await sharp(pixels, {
      raw: { width, height: height * frames, channels: 3, pageHeight: height },
    })
      .gif({ delay: [100, 100, 100] })
      .toBuffer();
    const stored = await inspect(gif, 'image');
    expect(stored).toMatchObject({ contentType: 'image/gif', widthPx: 700 });
    expect(await decoded('cover/u1/photo-w640.webp')).toMatchObject({ format: 'webp', pages: 3 });
  });

  it('refuses an image it can measure but not decode whole, keeping nothing', async () => {
    const photo = await synthesizeImage({ width: 1600, height: 900, label: 'KS' });
    const cut = photo.subarray(0, Math.floor(photo.length / 2));
    const error = await inspect(cut, 'cover').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).code).toBe('FILE_PROCESSING_FAILED');
    expect(await storedKeys()).toEqual([]);
  });

  it('keeps nothing when storage fails on a rendition, and says why', async () => {
    const failing: MediaStorage = {
      ...storage,
      put: (key, body, contentType) => {
        if (!key.endsWith('-w640.webp')) return storage.put(key, body, contentType);
        body.destroy();
        return Promise.reject(new Error('bucket unreachable'));
      },
    };
    const photo = await synthesizeImage({ width: 1600, height: 900 });
    await expect(inspect(photo, 'cover', failing)).rejects.toThrow('bucket unreachable');
    expect(await storedKeys()).toEqual([]);
  });
});
