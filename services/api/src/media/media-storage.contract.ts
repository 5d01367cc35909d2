import { randomUUID } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { PassThrough, Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvalidMediaKeyError, MediaNotFoundError, type MediaStorage } from './media-storage.ts';

export interface StorageUnderTest {
  readonly storage: MediaStorage;
  dispose(): Promise<void>;
}

/** Bytes whose value tells their position, so a wrong range shows. */
function patterned(length: number): Buffer {
  return Buffer.from(Array.from({ length }, (_, index) => index % 251));
}

function inChunks(bytes: Buffer, chunkBytes: number): Readable {
  const chunks: Buffer[] = [];
  for (let start = 0; start < bytes.length; start += chunkBytes)
    chunks.push(bytes.subarray(start, start + chunkBytes));
  return Readable.from(chunks, { objectMode: false });
}

function failingBody(): Readable {
  return new Readable({
    read() {
      this.push(patterned(1000));
      this.destroy(new Error('the client went away'));
    },
  });
}

/**
 * What every `MediaStorage` backend must do, run against each of them. Keys carry a fresh prefix per run,
 * so a shared bucket can hold runs side by side.
 */
export function mediaStorageContract(open: () => Promise<StorageUnderTest>): void {
  describe('the MediaStorage contract', () => {
    let subject: StorageUnderTest | undefined;
    const prefix = `contract-${randomUUID()}`;
    const keyFor = (name: string) => `${prefix}/${name}`;
    const storage = (): MediaStorage => {
      if (!subject) throw new Error('the storage under test did not open');
      return subject.storage;
    };

    beforeAll(async () => {
      subject = await open();
    });
    afterAll(async () => {
      await subject?.dispose();
    });

    it('stores a streamed body and tells its size and content type', async () => {
      const key = keyFor('cover.png');
      const bytes = patterned(1024 * 1024 + 7);
      await expect(storage().put(key, inChunks(bytes, 64 * 1024), 'image/png')).resolves.toEqual({
        key,
        sizeBytes: bytes.length,
      });
      await expect(storage().stat(key)).resolves.toEqual({
        sizeBytes: bytes.length,
        contentType: 'image/png',
      });
      expect((await buffer(await storage().read(key))).equals(bytes)).toBe(true);
    });

    it('reads inclusive byte ranges', async () => {
      const key = keyFor('ranges.bin');
      const bytes = patterned(10_000);
      await storage().put(key, inChunks(bytes, 4096), 'application/octet-stream');
      for (const range of [
        { start: 0, end: 0 },
        { start: 100, end: 4999 },
        { start: 9999, end: 9999 },
      ]) {
        const read = await buffer(await storage().read(key, range));
        expect(read.equals(bytes.subarray(range.start, range.end + 1))).toBe(true);
      }
    });

    it('stores an empty body', async () => {
      const key = keyFor('empty');
      await expect(storage().put(key, Readable.from([]), 'audio/mpeg')).resolves.toEqual({
        key,
        sizeBytes: 0,
      });
      await expect(storage().stat(key)).resolves.toEqual({ sizeBytes: 0, contentType: 'audio/mpeg' });
      expect((await buffer(await storage().read(key))).length).toBe(0);
    });

    it('keeps keys in nested folders apart', async () => {
      await storage().put(keyFor('a/b/one.mp3'), Readable.from([Buffer.from('one')]), 'audio/mpeg');
      await storage().put(keyFor('a/c/two.mp3'), Readable.from([Buffer.from('two!')]), 'audio/mpeg');
      expect((await storage().stat(keyFor('a/b/one.mp3')))?.sizeBytes).toBe(3);
      expect((await storage().stat(keyFor('a/c/two.mp3')))?.sizeBytes).toBe(4);
    });

    it('knows nothing of a key never stored', async () => {
      const key = keyFor('never-stored');
      await expect(storage().stat(key)).resolves.toBeUndefined();
      await expect(storage().read(key)).rejects.toBeInstanceOf(MediaNotFoundError);
    });

    it('replaces the body and content type of a key stored again', async () => {
      const key = keyFor('replaced');
      await storage().put(key, Readable.from([patterned(500)]), 'image/png');
      await storage().put(key, Readable.from([Buffer.from('second')]), 'image/jpeg');
      await expect(storage().stat(key)).resolves.toEqual({ sizeBytes: 6, contentType: 'image/jpeg' });
      expect((await buffer(await storage().read(key))).toString()).toBe('second');
    });

    it('deletes, and deleting twice is no error', async () => {
      const key = keyFor('deleted.webm');
      await storage().put(key, Readable.from([patterned(300)]), 'video/webm');
      await storage().delete(key);
      await expect(storage().stat(key)).resolves.toBeUndefined();
      await expect(storage().read(key)).rejects.toBeInstanceOf(MediaNotFoundError);
      await expect(storage().delete(key)).resolves.toBeUndefined();
    });

    it('stores nothing when the body fails, and keeps what the key held before', async () => {
      const fresh = keyFor('failed-fresh');
      await expect(storage().put(fresh, failingBody(), 'video/mp4')).rejects.toThrow('the client went away');
      await expect(storage().stat(fresh)).resolves.toBeUndefined();

      const kept = keyFor('failed-kept');
      await storage().put(kept, Readable.from([Buffer.from('before')]), 'video/mp4');
      await expect(storage().put(kept, failingBody(), 'video/webm')).rejects.toThrow('the client went away');
      await expect(storage().stat(kept)).resolves.toEqual({ sizeBytes: 6, contentType: 'video/mp4' });
    });

    it('shows nothing under a key while its body is still arriving', async () => {
      const key = keyFor('arriving');
      const body = new PassThrough();
      const stored = storage().put(key, body, 'audio/ogg');
      body.write(patterned(100_000));
      await delay(50);
      await expect(storage().stat(key)).resolves.toBeUndefined();
      body.end(patterned(10));
      await stored;
      await expect(storage().stat(key)).resolves.toEqual({ sizeBytes: 100_010, contentType: 'audio/ogg' });
    });

    it.each([
      '../escape',
      'a/../../b',
      '/absolute',
      'with space',
      'back\\slash',
      '',
      'a//b',
      'trailing/',
      'é',
    ])('refuses the key %j for every operation', async (key) => {
      await expect(storage().put(key, Readable.from([]), 'image/png')).rejects.toBeInstanceOf(
        InvalidMediaKeyError,
      );
      await expect(storage().stat(key)).rejects.toBeInstanceOf(InvalidMediaKeyError);
      await expect(storage().read(key)).rejects.toBeInstanceOf(InvalidMediaKeyError);
      await expect(storage().delete(key)).rejects.toBeInstanceOf(InvalidMediaKeyError);
    });
  });
}
