import { once } from 'node:events';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorHandler } from '../http/errors.ts';
import { png } from './fixtures/synthetic-media.ts';
import { createLocalMediaStorage } from './local-media-storage.ts';
import { serveMedia } from './serve-media.ts';
import { createUploadHandler } from './upload-route.ts';

describe('uploading and serving media over HTTP', () => {
  let dataDir: string;
  let server: Server;
  let url: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'upload-'));
    const storage = createLocalMediaStorage({ dataDir });
    const app = express();
    app.post('/thumbnails', createUploadHandler({ storage, role: 'thumbnail' }));
    app.get('/media/*key', serveMedia(storage));
    app.use(errorHandler);
    server = app.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const address = server.address();
    if (!address || typeof address !== 'object') throw new Error('not listening');
    url = `http://127.0.0.1:${address.port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    server.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const upload = (bytes: Buffer, name = 'photo.png') => {
    const form = new FormData();
    form.append('file', new Blob([bytes], { type: 'image/png' }), name);
    return fetch(`${url}/thumbnails`, { method: 'POST', body: form });
  };
  const storedFiles = async () =>
    (await readdir(join(dataDir, 'media'), { recursive: true }).catch(() => [])).filter((name) =>
      name.endsWith('.meta.json'),
    );

  it('stores a multipart image and serves it back whole and by byte ranges', async () => {
    const bytes = png(640);
    const response = await upload(bytes);
    expect(response.status).toBe(201);
    const stored = (await response.json()) as { key: string; widthPx: number; sizeBytes: number };
    expect(stored).toMatchObject({
      widthPx: 640,
      heightPx: 1,
      sizeBytes: bytes.length,
      contentType: 'image/png',
    });

    const whole = await fetch(`${url}/media/${stored.key}`);
    expect(whole.status).toBe(200);
    expect(Buffer.from(await whole.arrayBuffer()).equals(bytes)).toBe(true);
    expect(whole.headers.get('content-type')).toBe('image/png');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(whole.headers.get('x-content-type-options')).toBe('nosniff');
    expect(whole.headers.get('content-security-policy')).toBe("default-src 'none'");
    expect(whole.headers.get('content-disposition')).toMatch(/^inline/);

    const first = await fetch(`${url}/media/${stored.key}`, { headers: { range: 'bytes=0-9' } });
    expect(first.status).toBe(206);
    expect(first.headers.get('content-range')).toBe(`bytes 0-9/${bytes.length}`);
    expect(Buffer.from(await first.arrayBuffer()).equals(bytes.subarray(0, 10))).toBe(true);
    const tail = await fetch(`${url}/media/${stored.key}`, { headers: { range: 'bytes=-5' } });
    expect(Buffer.from(await tail.arrayBuffer()).equals(bytes.subarray(-5))).toBe(true);
    const rest = await fetch(`${url}/media/${stored.key}`, { headers: { range: 'bytes=10-' } });
    expect(Buffer.from(await rest.arrayBuffer()).equals(bytes.subarray(10))).toBe(true);
    const beyond = await fetch(`${url}/media/${stored.key}`, {
      headers: { range: `bytes=${bytes.length + 10}-` },
    });
    expect(beyond.status).toBe(416);
    expect((await fetch(`${url}/media/thumbnail/unknown`)).status).toBe(404);
  });

  it('refuses a narrow thumbnail, a disguised file and a request without a file, keeping nothing', async () => {
    const before = await storedFiles();
    const narrow = await upload(png(599));
    expect(narrow.status).toBe(400);
    expect(await narrow.json()).toMatchObject({ code: 'IMAGE_TOO_NARROW', field: 'file' });
    const disguised = await upload(Buffer.from('<html><script>alert(1)</script></html>'), 'evil.png');
    expect(await disguised.json()).toMatchObject({ code: 'WRONG_FILE_TYPE' });
    const notAForm = await fetch(`${url}/thumbnails`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(notAForm.status).toBe(400);
    expect(await notAForm.json()).toMatchObject({ code: 'FIELDS_REQUIRED', field: 'file' });
    expect(await storedFiles()).toEqual(before);
  });
});
