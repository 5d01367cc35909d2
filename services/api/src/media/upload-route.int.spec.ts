import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { MAX_IMAGE_BYTES } from '@afrimedia/domain';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorHandler } from '../http/errors.ts';
import { png } from './fixtures/synthetic-media.ts';
import { listen } from './fixtures/test-server.ts';
import { createLocalMediaStorage } from './local-media-storage.ts';
import { synthesizeImage, synthesizeVideo } from './synthesize-media.ts';
import { createUploadHandler, receiveUpload } from './upload-route.ts';

describe('receiving multipart uploads', () => {
  let dataDir: string;
  let spoolDir: string;
  let server: { url: string; close(): Promise<void> };
  let video: Buffer;
  let longVideo: Buffer;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'upload-route-'));
    spoolDir = await mkdtemp(join(tmpdir(), 'upload-route-spool-'));
    video = await synthesizeVideo({ seconds: 2, width: 160, height: 120, rate: 10 });
    longVideo = await synthesizeVideo({ seconds: 301, width: 16, height: 16, rate: 1, sound: false });
    const storage = createLocalMediaStorage({ dataDir });
    const app = express();
    app.post('/covers', createUploadHandler({ storage, role: 'cover', spoolDir }));
    app.post('/videos', createUploadHandler({ storage, role: 'video', spoolDir }));
    app.use(errorHandler);
    server = await listen(app);
  });
  afterAll(async () => {
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
    await rm(spoolDir, { recursive: true, force: true });
  });

  /** Every file under the media folder and the spool folder, temporary ones included. */
  const filesOnDisk = async () =>
    (
      await Promise.all(
        [join(dataDir, 'media'), spoolDir].map((folder) =>
          readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []),
        ),
      )
    )
      .flat()
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name);

  const post = (path: string, parts: Array<[string, Blob | string, string?]>) => {
    const form = new FormData();
    for (const [name, value, filename] of parts) {
      if (typeof value === 'string') form.append(name, value);
      else form.append(name, value, filename);
    }
    return fetch(`${server.url}${path}`, { method: 'POST', body: form });
  };
  const file = (bytes: Buffer, type = 'image/png') => new Blob([bytes], { type });

  it('stores a video with the type and length read from its bytes, not from what the client says', async () => {
    const response = await post('/videos', [
      ['title', 'My clip'],
      ['file', file(video, 'image/png'), 'holiday.png'],
    ]);
    expect(response.status).toBe(201);
    const stored = (await response.json()) as { key: string; durationSeconds: number };
    expect(stored).toMatchObject({ kind: 'video', contentType: 'video/mp4', sizeBytes: video.length });
    expect(stored.key).toMatch(/^video\/[0-9a-f-]{36}$/);
    expect(stored.durationSeconds).toBeCloseTo(2, 0);
  });

  it('stores a cover with its WebP renditions beside it, and answers their keys', async () => {
    const cover = await synthesizeImage({ width: 1600, height: 900 });
    const response = await post('/covers', [['file', file(cover, 'image/jpeg'), 'cover.jpg']]);
    expect(response.status).toBe(201);
    const stored = (await response.json()) as {
      key: string;
      renditions: Array<{ widthPx: number; key: string }>;
    };
    expect(stored.renditions).toEqual(
      [320, 640, 1280].map((widthPx) => ({ widthPx, key: `${stored.key}-w${widthPx}.webp` })),
    );
    const names = await filesOnDisk();
    for (const { key } of stored.renditions) expect(names).toContain(key.split('/').at(-1));
  });

  it('keeps neither an image nor its renditions when the form breaks after the file', async () => {
    const before = await filesOnDisk();
    const boundary = 'cut-after-file';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="c.jpg"\r\n` +
          'Content-Type: image/jpeg\r\n\r\n',
      ),
      await synthesizeImage({ width: 1600, height: 900 }),
      Buffer.from(`\r\n--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nunfinished`),
    ]);
    const response = await fetch(`${server.url}/covers`, {
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      body,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'FILE_PROCESSING_FAILED' });
    expect(await filesOnDisk()).toEqual(before);
  });

  it('refuses a video of 301 s as too long and keeps nothing', async () => {
    const before = await filesOnDisk();
    const response = await post('/videos', [['file', file(longVideo, 'video/mp4'), 'long.mp4']]);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'FILE_TOO_LONG',
      message: 'File too long',
      field: 'file',
    });
    expect(await filesOnDisk()).toEqual(before);
  });

  it('refuses an image of 2 MB + 1 byte with 413, keeping nothing', async () => {
    const before = await filesOnDisk();
    const response = await post('/covers', [
      ['file', file(png(1600, { padToBytes: MAX_IMAGE_BYTES + 1 })), 'a.png'],
    ]);
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 'FILE_TOO_LARGE', message: 'File too large' });
    expect(await filesOnDisk()).toEqual(before);
  });

  it('answers a far too large image early and keeps serving the connection', async () => {
    const huge = png(1600, { padToBytes: 12 * 1024 * 1024 });
    const refused = await post('/covers', [['file', file(huge), 'huge.png']]);
    expect(refused.status).toBe(413);
    await refused.body?.cancel();
    const next = await post('/covers', [['file', file(png(1200)), 'ok.png']]);
    expect(next.status).toBe(201);
  });

  it('asks for the file when the form has none, or has it under another name', async () => {
    for (const parts of [[['title', 'no file']], [['picture', file(png(1200)), 'a.png']]] as Array<
      Array<[string, Blob | string, string?]>
    >) {
      const response = await post('/covers', parts);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'FIELDS_REQUIRED', field: 'file' });
    }
  });

  it('asks for the file when the request is not a multipart form', async () => {
    for (const headers of [
      { 'content-type': 'application/json' },
      { 'content-type': 'multipart/form-data' },
    ]) {
      const response = await fetch(`${server.url}/covers`, { method: 'POST', headers, body: '{}' });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'FIELDS_REQUIRED', field: 'file' });
    }
  });

  it('refuses a broken form', async () => {
    const response = await fetch(`${server.url}/covers`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
      body: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nnot finished',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'FILE_PROCESSING_FAILED' });
  });

  it('settles an upload whose client went away before the route began to read it', async () => {
    const storage = createLocalMediaStorage({ dataDir });
    let outcome: unknown = 'pending';
    const app = express();
    app.post('/slow', async (request, response) => {
      await delay(300);
      outcome = await receiveUpload(request, { storage, role: 'cover', key: 'cover/slow', spoolDir }).catch(
        (error: unknown) => error,
      );
      response.end();
    });
    const slow = await listen(app);
    const boundary = 'gone-early';
    const upload = request(`${slow.url}/slow`, {
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': '100000' },
    });
    upload.on('error', () => {});
    upload.write(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="c.png"\r\n\r\n`);
    await delay(100);
    upload.destroy();
    await expect.poll(() => outcome, { timeout: 2000 }).toMatchObject({ code: 'FILE_PROCESSING_FAILED' });
    await slow.close();
  });

  it('keeps nothing of an upload whose client went away halfway', async () => {
    const before = await filesOnDisk();
    const boundary = 'cut-here';
    const upload = request(`${server.url}/videos`, {
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': '10000000' },
    });
    upload.on('error', () => {});
    upload.write(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="v.mp4"\r\n` +
        'Content-Type: video/mp4\r\n\r\n',
    );
    upload.write(video.subarray(0, 8000));
    await delay(100);
    expect((await filesOnDisk()).filter((name) => name === 'file')).toHaveLength(1);
    upload.destroy();
    await expect.poll(filesOnDisk, { timeout: 5000 }).toEqual(before);
  });
});
