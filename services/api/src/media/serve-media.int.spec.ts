import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorHandler } from '../http/errors.ts';
import { listen } from './fixtures/test-server.ts';
import { createLocalMediaStorage } from './local-media-storage.ts';
import { serveMedia } from './serve-media.ts';

/** Bytes whose value tells their position, so a wrong range shows. */
const bytes = Buffer.from(Array.from({ length: 1000 }, (_, index) => index % 251));

describe('serving stored media', () => {
  let dataDir: string;
  let server: { url: string; close(): Promise<void> };

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'serve-'));
    const storage = createLocalMediaStorage({ dataDir });
    const stored: Array<[string, string, Buffer]> = [
      ['video/clip', 'video/mp4', bytes],
      ['files/page', 'text/html', Buffer.from('<script>alert(document.cookie)</script>')],
      ['files/drawing', 'image/svg+xml', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
      ['files/empty', 'audio/mpeg', Buffer.alloc(0)],
    ];
    for (const [key, type, body] of stored) await storage.put(key, Readable.from([body]), type);
    const app = express();
    app.get('/media/*key', serveMedia(storage));
    app.use(errorHandler);
    server = await listen(app);
  });
  afterAll(async () => {
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const get = (key: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/media/${key}`, { headers });
  const body = async (response: Response) => Buffer.from(await response.arrayBuffer());

  it('answers the whole file with its stored type, inline, and headers that keep it from running', async () => {
    const response = await get('video/clip');
    expect(response.status).toBe(200);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      'content-type': 'video/mp4',
      'content-length': '1000',
      'accept-ranges': 'bytes',
      'content-disposition': 'inline',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'",
    });
    expect((await body(response)).equals(bytes)).toBe(true);
  });

  it.each([
    ['bytes=100-199', 100, 199],
    ['bytes=990-5000', 990, 999],
    ['bytes=900-', 900, 999],
    ['bytes=-10', 990, 999],
    ['bytes=-5000', 0, 999],
    ['bytes=0-0', 0, 0],
  ])('answers %s with 206 and that part', async (range, start, end) => {
    const response = await get('video/clip', { range });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe(`bytes ${start}-${end}/1000`);
    expect(response.headers.get('content-length')).toBe(String(end - start + 1));
    expect((await body(response)).equals(bytes.subarray(start, end + 1))).toBe(true);
  });

  it.each(['bytes=1000-', 'bytes=5000-6000', 'bytes=-0'])('answers %s with 416', async (range) => {
    const response = await get('video/clip', { range });
    expect(response.status).toBe(416);
    expect(response.headers.get('content-range')).toBe('bytes */1000');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers an empty file whole, and any range of it with 416', async () => {
    const whole = await get('files/empty');
    expect(whole.status).toBe(200);
    expect((await body(whole)).length).toBe(0);
    expect((await get('files/empty', { range: 'bytes=0-' })).status).toBe(416);
  });

  it('answers the whole file to several ranges, a malformed one, or an If-Range it cannot confirm', async () => {
    const requests: Array<Record<string, string>> = [
      { range: 'bytes=0-9,500-509' },
      { range: 'lines=1-2' },
      { range: 'bytes=0-9', 'if-range': '"some-etag"' },
    ];
    for (const headers of requests) {
      const response = await get('video/clip', headers);
      expect(response.status, JSON.stringify(headers)).toBe(200);
      expect((await body(response)).equals(bytes)).toBe(true);
    }
  });

  it('sends anything but images, audio and video as a download, SVG included', async () => {
    const page = await get('files/page');
    expect(page.headers.get('content-type')).toBe('text/html');
    expect(page.headers.get('content-disposition')).toBe('attachment');
    expect(page.headers.get('content-security-policy')).toBe("default-src 'none'");
    expect((await get('files/drawing')).headers.get('content-disposition')).toBe('attachment');
  });

  it('answers HEAD with the headers alone', async () => {
    const response = await fetch(`${server.url}/media/video/clip`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-length')).toBe('1000');
    expect((await body(response)).length).toBe(0);
  });

  it('answers 404 for an unknown key and for keys that try to leave the media folder', async () => {
    const unknown = await get('video/unknown');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: 'NOT_FOUND' });
    // fetch would resolve the dots itself; a raw request sends them as they are.
    for (const path of ['/media/../media/video/clip', '/media/video/.clip', '/media/%2E%2E/etc/passwd']) {
      expect(await rawStatus(`${server.url}${path}`), path).toBe(404);
    }
  });
});

function rawStatus(url: string): Promise<number | undefined> {
  const { hostname, port } = new URL(url);
  const path = url.slice(url.indexOf('/', 'http://'.length));
  return new Promise((resolve, reject) => {
    request({ hostname, port, path }, (response) => {
      response.resume();
      resolve(response.statusCode);
    })
      .on('error', reject)
      .end();
  });
}
