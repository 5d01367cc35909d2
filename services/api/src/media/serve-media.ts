import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { reject } from '@afrimedia/domain';
import type { RequestHandler, Response } from 'express';
import { parseByteRange } from './byte-range.ts';
import { isValidMediaKey, MediaNotFoundError, type ByteRange, type MediaStorage } from './media-storage.ts';

/**
 * `GET /media/*key`: the stored bytes with their stored content type, whole or one byte range (players seek
 * with ranges). Stored files are user content, so the headers stop a browser from ever running one as a page.
 */
export function serveMedia(storage: MediaStorage): RequestHandler<{ key: string[] }> {
  return async (request, response) => {
    const key = request.params.key.join('/');
    if (!isValidMediaKey(key)) throw reject('NOT_FOUND');
    const stored = await storage.stat(key);
    if (!stored) throw reject('NOT_FOUND');

    response.setHeader('X-Content-Type-Options', 'nosniff');
    response.setHeader('Content-Security-Policy', "default-src 'none'");
    response.setHeader('Accept-Ranges', 'bytes');

    const size = stored.sizeBytes;
    // Without validators (ETag, Last-Modified) an If-Range can never be confirmed, so it means the whole file.
    const range =
      request.get('If-Range') === undefined ? parseByteRange(request.get('Range'), size) : undefined;
    if (range === 'unsatisfiable') {
      response.status(416).setHeader('Content-Range', `bytes */${size}`).end();
      return;
    }

    const body = request.method === 'HEAD' ? undefined : await readStored(storage, key, range);
    response.setHeader('Content-Type', stored.contentType);
    response.setHeader('Content-Disposition', isPlayable(stored.contentType) ? 'inline' : 'attachment');
    if (range) {
      response.status(206);
      response.setHeader('Content-Range', `bytes ${range.start}-${range.end}/${size}`);
      response.setHeader('Content-Length', range.end - range.start + 1);
    } else {
      response.status(200);
      response.setHeader('Content-Length', size);
    }
    if (!body) {
      response.end();
      return;
    }
    await send(body, response);
  };
}

async function readStored(
  storage: MediaStorage,
  key: string,
  range: ByteRange | undefined,
): Promise<Readable> {
  try {
    return await storage.read(key, range);
  } catch (error) {
    // Deleted between the stat and the read.
    if (error instanceof MediaNotFoundError) throw reject('NOT_FOUND');
    throw error;
  }
}

/*
 * SVG is an image type but a document that can carry scripts, so it is downloaded rather than shown even
 * though the CSP above would already block its scripts.
 */
function isPlayable(contentType: string): boolean {
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  return /^(image|audio|video)\//.test(type) && type !== 'image/svg+xml';
}

async function send(body: Readable, response: Response): Promise<void> {
  try {
    await pipeline(body, response);
  } catch (error) {
    // The status line is out and the connection is cut; the client sees a short body. Leaving is all that is left.
    if ((error as { code?: unknown }).code !== 'ERR_STREAM_PREMATURE_CLOSE') {
      response.req.log?.warn({ err: error }, 'media response cut short');
    }
  }
}
