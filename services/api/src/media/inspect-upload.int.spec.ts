import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { DomainError, MAX_IMAGE_BYTES, MAX_MEDIA_BYTES } from '@afrimedia/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { endlessMp4, fixture, jpegHeader, png, wav } from './fixtures/synthetic-media.ts';
import { inspectUpload, type UploadRole } from './inspect-upload.ts';
import { createLocalMediaStorage } from './local-media-storage.ts';
import type { MediaStorage } from './media-storage.ts';

describe('inspecting an upload from its own bytes', () => {
  let dataDir: string;
  let storage: MediaStorage;
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'inspect-'));
    storage = createLocalMediaStorage({ dataDir });
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  const inspect = (bytes: Buffer | Readable, role: UploadRole, key = 'k/file') =>
    inspectUpload(bytes instanceof Readable ? bytes : Readable.from([bytes]), { storage, key, role });

  async function refusal(bytes: Buffer | Readable, role: UploadRole): Promise<string> {
    const error = await inspect(bytes, role).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(DomainError);
    expect(await storage.stat('k/file')).toBeUndefined();
    return (error as DomainError).code;
  }

  it('stores a cover at least 1200 px wide and tells its facts', async () => {
    const stored = await inspect(png(1200), 'cover');
    expect(stored).toMatchObject({ kind: 'image', contentType: 'image/png', widthPx: 1200 });
    expect((await storage.stat('k/file'))?.contentType).toBe('image/png');
  });

  it('refuses a cover of 1199 px and a thumbnail of 599 px, takes a 600 px thumbnail', async () => {
    expect(await refusal(png(1199), 'cover')).toBe('IMAGE_TOO_NARROW');
    expect(await refusal(png(599), 'thumbnail')).toBe('IMAGE_TOO_NARROW');
    expect(await inspect(png(600), 'thumbnail')).toMatchObject({ widthPx: 600 });
  });

  it('refuses an image one byte over 2 MB, and takes one of exactly 2 MB', async () => {
    expect(await refusal(png(1600, { padToBytes: MAX_IMAGE_BYTES + 1 }), 'cover')).toBe('FILE_TOO_LARGE');
    expect(await inspect(png(1600, { padToBytes: MAX_IMAGE_BYTES }), 'cover')).toMatchObject({
      sizeBytes: MAX_IMAGE_BYTES,
    });
  });

  it('reads the duration of videos and audio; a video of 301 s is too long', async () => {
    const video = await inspect(fixture('video-2s.mp4'), 'video');
    expect(video).toMatchObject({ kind: 'video', contentType: 'video/mp4' });
    expect(video.durationSeconds).toBeCloseTo(2, 0);
    for (const name of ['audio-2s.mp3', 'audio-2s.m4a', 'audio-2s.ogg']) {
      const audio = await inspect(fixture(name), 'audio', `k/${name}`);
      expect(audio.kind, name).toBe('audio');
      expect(audio.durationSeconds, name).toBeCloseTo(2, 0);
    }
    expect(await refusal(fixture('video-301s.mp4'), 'video')).toBe('FILE_TOO_LONG');
  });

  it('refuses a file whose bytes are not what it claims (HTML named .png)', async () => {
    const html = Buffer.from('<!doctype html><script>alert(1)</script>');
    expect(await refusal(html, 'cover')).toBe('FILE_PROCESSING_FAILED');
    expect(await refusal(fixture('video-2s.mp4'), 'cover')).toBe('FILE_PROCESSING_FAILED');
  });

  it('stops reading as soon as audio passes 300 MB, without holding it', async () => {
    const header = fixture('audio-2s.mp3');
    const chunk = Buffer.alloc(1024 * 1024);
    let produced = header.length;
    const endless = Readable.from(
      (function* () {
        yield header;
        while (produced <= MAX_MEDIA_BYTES * 2) {
          produced += chunk.length;
          yield chunk;
        }
      })(),
    );
    expect(await refusal(endless, 'audio')).toBe('FILE_TOO_LARGE');
    expect(produced).toBeLessThan(MAX_MEDIA_BYTES + 16 * chunk.length);
  });

  it('stops reading as soon as a video passes 300 MB, whatever its MP4 header promises', async () => {
    const endless = endlessMp4(MAX_MEDIA_BYTES + 1 + 64 * 1024 * 64);
    expect(await refusal(endless.stream, 'video')).toBe('FILE_TOO_LARGE');
    expect(endless.pulled()).toBeGreaterThan(MAX_MEDIA_BYTES);
    expect(endless.pulled()).toBeLessThan(MAX_MEDIA_BYTES + 16 * 64 * 1024);
  });

  it('takes a 300 MB + 1 byte file as too large, not cut to the limit', async () => {
    const justOver = endlessMp4(MAX_MEDIA_BYTES + 1);
    expect(await refusal(justOver.stream, 'video')).toBe('FILE_TOO_LARGE');
  });

  it('reads WebM video and WAV audio', async () => {
    const webm = await inspect(fixture('video-2s.webm'), 'video');
    expect(webm).toMatchObject({ kind: 'video', contentType: 'video/webm', durationSeconds: 2 });
    const sound = await inspect(wav(3), 'audio', 'k/sound');
    expect(sound).toMatchObject({ kind: 'audio', contentType: 'audio/wav', durationSeconds: 3 });
  });

  it('takes the width a JPEG is shown at, turned by its EXIF orientation', async () => {
    expect(await inspect(jpegHeader(1300, 800), 'cover')).toMatchObject({
      contentType: 'image/jpeg',
      widthPx: 1300,
    });
    expect(await refusal(jpegHeader(1300, 800, { orientation: 6 }), 'cover')).toBe('IMAGE_TOO_NARROW');
  });

  it('refuses a file of another kind than the slot, and an image whose size cannot be read', async () => {
    expect(await refusal(fixture('audio-2s.m4a'), 'video')).toBe('FILE_PROCESSING_FAILED');
    expect(await refusal(png(1200), 'audio')).toBe('FILE_PROCESSING_FAILED');
    expect(await refusal(png(1200).subarray(0, 20), 'cover')).toBe('FILE_PROCESSING_FAILED');
  });
});
