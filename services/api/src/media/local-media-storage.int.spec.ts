import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalMediaStorage } from './local-media-storage.ts';
import { mediaStorageContract } from './media-storage.contract.ts';
import { InvalidMediaKeyError, type MediaStorage } from './media-storage.ts';

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(folder.length + 1))
    .sort();
}

describe('local media storage', () => {
  mediaStorageContract(async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'media-contract-'));
    return {
      storage: createLocalMediaStorage({ dataDir }),
      dispose: () => rm(dataDir, { recursive: true, force: true }),
    };
  });

  describe('on disk', () => {
    let dataDir: string;
    let storage: MediaStorage;

    beforeEach(async () => {
      dataDir = await mkdtemp(join(tmpdir(), 'media-local-'));
      storage = createLocalMediaStorage({ dataDir });
    });
    afterEach(() => rm(dataDir, { recursive: true, force: true }));

    it('keeps each file under <dataDir>/media with its content type in a sidecar', async () => {
      await storage.put('cover/abc.png', Readable.from([Buffer.from('png bytes')]), 'image/png');
      const media = join(dataDir, 'media');
      expect(await filesUnder(media)).toEqual(['cover/abc.png', 'cover/abc.png.meta.json']);
      expect(await readFile(join(media, 'cover/abc.png'), 'utf8')).toBe('png bytes');
      expect(JSON.parse(await readFile(join(media, 'cover/abc.png.meta.json'), 'utf8'))).toEqual({
        contentType: 'image/png',
      });
    });

    it('writes into a hidden temporary file, and leaves no file behind when the body fails', async () => {
      const body = new PassThrough();
      const stored = storage.put('video/clip', body, 'video/mp4');
      body.write(Buffer.alloc(5000));
      await new Promise((resolve) => setTimeout(resolve, 50));
      const during = await filesUnder(join(dataDir, 'media'));
      expect(during).toHaveLength(1);
      expect(during[0]).toMatch(/^video\/\.clip\..+\.tmp$/);

      body.destroy(new Error('cut'));
      await expect(stored).rejects.toThrow('cut');
      expect(await filesUnder(join(dataDir, 'media'))).toEqual([]);
    });

    it('refuses keys that would collide with a sidecar', async () => {
      await expect(storage.put('a.png.meta.json', Readable.from([]), 'image/png')).rejects.toBeInstanceOf(
        InvalidMediaKeyError,
      );
    });

    it('says a key naming a folder of other keys holds nothing', async () => {
      await storage.put('folder/inside', Readable.from([Buffer.from('x')]), 'image/gif');
      await expect(storage.stat('folder')).resolves.toBeUndefined();
      await expect(storage.read('folder')).rejects.toThrow('No media stored under folder');
      await expect(storage.delete('folder')).resolves.toBeUndefined();
    });

    it('reports a file without its sidecar as untyped bytes', async () => {
      await storage.put('orphan', Readable.from([Buffer.from('abc')]), 'audio/mpeg');
      await rm(join(dataDir, 'media', 'orphan.meta.json'));
      await expect(storage.stat('orphan')).resolves.toEqual({
        sizeBytes: 3,
        contentType: 'application/octet-stream',
      });
    });
  });
});
