import { randomUUID } from 'node:crypto';
import { mkdir, open, readFile, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import {
  assertValidMediaKey,
  InvalidMediaKeyError,
  MediaNotFoundError,
  type ByteRange,
  type MediaStorage,
  type StoredMedia,
} from './media-storage.ts';

const SIDECAR_SUFFIX = '.meta.json';
const UNKNOWN_CONTENT_TYPE = 'application/octet-stream';

/** Media as files under `<dataDir>/media`, each with its content type in a `<file>.meta.json` beside it. */
export function createLocalMediaStorage(options: { dataDir: string }): MediaStorage {
  const root = resolve(options.dataDir, 'media');

  function pathOf(key: string): string {
    assertValidMediaKey(key);
    // Such a key would be the sidecar of another key.
    if (key.endsWith(SIDECAR_SUFFIX)) throw new InvalidMediaKeyError(key);
    return join(root, ...key.split('/'));
  }

  return {
    async put(key: string, body: Readable, contentType: string) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Same folder as the target so the final rename is atomic; the leading dot keeps it out of the key space.
      const temp = join(dirname(path), `.${basename(path)}.${randomUUID()}.tmp`);
      const tempSidecar = `${temp}${SIDECAR_SUFFIX}`;
      try {
        const sizeBytes = await writeDurably(temp, body);
        await writeFile(tempSidecar, JSON.stringify({ contentType }));
        // Sidecar first: a reader that sees the new file then always sees its content type too.
        await rename(tempSidecar, `${path}${SIDECAR_SUFFIX}`);
        await rename(temp, path);
        return { key, sizeBytes };
      } finally {
        await rm(temp, { force: true });
        await rm(tempSidecar, { force: true });
      }
    },

    async stat(key: string): Promise<StoredMedia | undefined> {
      const path = pathOf(key);
      const file = await stat(path).catch(ifMissing(undefined));
      if (!file?.isFile()) return undefined;
      return { sizeBytes: file.size, contentType: await readContentType(path) };
    },

    async read(key: string, range?: ByteRange): Promise<Readable> {
      const path = pathOf(key);
      const handle = await open(path, 'r').catch((error: unknown) => {
        throw isMissing(error) ? new MediaNotFoundError(key) : error;
      });
      if (!(await handle.stat()).isFile()) {
        await handle.close();
        throw new MediaNotFoundError(key);
      }
      return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
    },

    async delete(key: string) {
      const path = pathOf(key);
      // File before sidecar, so `stat` stops seeing the key at the first step.
      await unlink(path).catch(ifMissing(undefined));
      await unlink(`${path}${SIDECAR_SUFFIX}`).catch(ifMissing(undefined));
    },
  };
}

/** Returns the size written; the data is on disk before the caller renames it into place. */
async function writeDurably(path: string, body: Readable): Promise<number> {
  const handle = await open(path, 'wx');
  try {
    // Written through the handle itself (not a write stream) so it stays open for datasync and closes once.
    let size = 0;
    for await (const chunk of body) {
      const bytes: Buffer = typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk as Uint8Array);
      for (let offset = 0; offset < bytes.length;) {
        const { bytesWritten } = await handle.write(bytes, offset, bytes.length - offset);
        offset += bytesWritten;
      }
      size += bytes.length;
    }
    await handle.datasync();
    return size;
  } finally {
    await handle.close();
  }
}

async function readContentType(path: string): Promise<string> {
  const text = await readFile(`${path}${SIDECAR_SUFFIX}`, 'utf8').catch(ifMissing(undefined));
  if (text === undefined) return UNKNOWN_CONTENT_TYPE;
  const { contentType } = JSON.parse(text) as { contentType?: unknown };
  return typeof contentType === 'string' && contentType !== '' ? contentType : UNKNOWN_CONTENT_TYPE;
}

function isMissing(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  // EISDIR/ENOTDIR: the key names a folder of other keys, or passes through a file, so holds nothing itself.
  return code === 'ENOENT' || code === 'EISDIR' || code === 'ENOTDIR';
}

function ifMissing<T>(value: T): (error: unknown) => T {
  return (error) => {
    if (isMissing(error)) return value;
    throw error;
  };
}
