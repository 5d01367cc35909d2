import { Readable } from 'node:stream';
import {
  checkUpload,
  MAX_IMAGE_BYTES,
  MAX_MEDIA_BYTES,
  reject,
  type DomainError,
  type ImageRole,
  type UploadFacts,
} from '@afrimedia/domain';
import { imageSize } from 'image-size';
import { startDurationProbe, type DurationProbe } from './duration-probe.ts';
import type { MediaStorage } from './media-storage.ts';
import { SNIFF_BYTES, sniffMediaFormat, type MediaFormat } from './sniff-media.ts';

export type MediaKind = 'image' | 'video' | 'audio';

/** The slot an upload fills: an image shown somewhere (with that place's minimum width), a video or a podcast. */
export type UploadRole = ImageRole | 'video' | 'audio';

export interface InspectUploadOptions {
  readonly storage: MediaStorage;
  /** Where the file is stored when it passes. */
  readonly key: string;
  readonly role: UploadRole;
  /** The form field refusals name. */
  readonly field?: string;
}

export interface StoredUpload {
  readonly key: string;
  readonly kind: MediaKind;
  /** From the file's own bytes, never from what the client said. */
  readonly contentType: string;
  readonly sizeBytes: number;
  readonly widthPx?: number;
  readonly durationSeconds?: number;
}

/** Enough for the dimensions of any image the platform accepts, even behind large EXIF blocks. */
const IMAGE_HEAD_BYTES = 512 * 1024;

const CONTENT_TYPES: Readonly<Record<MediaKind, Partial<Record<MediaFormat, string>>>> = {
  image: { png: 'image/png', jpeg: 'image/jpeg', webp: 'image/webp', gif: 'image/gif' },
  video: { mp4: 'video/mp4', webm: 'video/webm' },
  audio: { mp3: 'audio/mpeg', m4a: 'audio/mp4', mp4: 'audio/mp4', ogg: 'audio/ogg', wav: 'audio/wav' },
};

export function kindOfRole(role: UploadRole): MediaKind {
  return role === 'video' || role === 'audio' ? role : 'image';
}

export function maxUploadBytes(role: UploadRole): number {
  return kindOfRole(role) === 'image' ? MAX_IMAGE_BYTES : MAX_MEDIA_BYTES;
}

/**
 * Streams an upload into storage while reading the facts the spec limits (size, image width, duration) from
 * its bytes, and lets the domain rules decide. It stops as soon as the size limit is passed, holds at most
 * the first 512 KiB in memory, and leaves nothing stored under `key` when it refuses (a `DomainError`).
 */
export async function inspectUpload(source: Readable, options: InspectUploadOptions): Promise<StoredUpload> {
  const { storage, key, role } = options;
  const field = options.field ?? 'file';
  const kind = kindOfRole(role);
  const limit = maxUploadBytes(role);
  const chunks: AsyncIterator<Buffer> = source[Symbol.asyncIterator]();
  let probe: DurationProbe | undefined;
  let putStarted = false;
  try {
    const head = await readHead(chunks);
    const format = sniffMediaFormat(Buffer.concat(head.chunks));
    const contentType = format && CONTENT_TYPES[kind][format];
    if (!contentType) throw reject('FILE_PROCESSING_FAILED', field);

    let sizeBytes = 0;
    let tooLarge: DomainError | undefined;
    const imageHead = kind === 'image' ? new HeadBuffer(IMAGE_HEAD_BYTES) : undefined;
    probe = kind === 'image' ? undefined : startDurationProbe(contentType);
    async function* metered(): AsyncGenerator<Buffer> {
      for await (const chunk of continueAfter(head, chunks)) {
        sizeBytes += chunk.length;
        if (sizeBytes > limit) {
          tooLarge = reject('FILE_TOO_LARGE', field);
          throw tooLarge;
        }
        imageHead?.add(chunk);
        await probe?.feed(chunk);
        yield chunk;
      }
      probe?.end();
    }

    putStarted = true;
    await storage.put(key, Readable.from(metered(), { objectMode: false }), contentType).catch((error) => {
      // A backend may wrap the body's error; the refusal is what the author must see.
      throw tooLarge ?? error;
    });

    const facts = await readFacts(role, sizeBytes, { imageHead, probe, field });
    const refusal = checkUpload(facts, field);
    if (refusal) throw refusal;
    return {
      key,
      kind,
      contentType,
      sizeBytes,
      ...('widthPx' in facts ? { widthPx: facts.widthPx } : {}),
      ...('durationSeconds' in facts && facts.durationSeconds !== undefined
        ? { durationSeconds: facts.durationSeconds }
        : {}),
    };
  } catch (error) {
    if (putStarted) await storage.delete(key);
    throw error;
  } finally {
    probe?.abandon();
    // Closes the source if the upload stopped before its end.
    await chunks.return?.();
  }
}

interface Head {
  readonly chunks: readonly Buffer[];
  /** The whole file fitted in the head. */
  readonly done: boolean;
}

async function readHead(chunks: AsyncIterator<Buffer>): Promise<Head> {
  const taken: Buffer[] = [];
  let length = 0;
  while (length < SNIFF_BYTES) {
    const next = await chunks.next();
    if (next.done) return { chunks: taken, done: true };
    taken.push(next.value);
    length += next.value.length;
  }
  return { chunks: taken, done: false };
}

async function* continueAfter(head: Head, chunks: AsyncIterator<Buffer>): AsyncGenerator<Buffer> {
  yield* head.chunks;
  if (head.done) return;
  for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value;
}

class HeadBuffer {
  private readonly chunks: Buffer[] = [];
  private length = 0;

  constructor(private readonly capacity: number) {}

  add(chunk: Buffer): void {
    if (this.length >= this.capacity) return;
    const kept = chunk.subarray(0, this.capacity - this.length);
    this.chunks.push(kept);
    this.length += kept.length;
  }

  bytes(): Buffer {
    return Buffer.concat(this.chunks, this.length);
  }
}

async function readFacts(
  role: UploadRole,
  sizeBytes: number,
  read: { imageHead: HeadBuffer | undefined; probe: DurationProbe | undefined; field: string },
): Promise<UploadFacts> {
  if (role === 'video' || role === 'audio') {
    const probed = await read.probe?.result;
    if (!probed) throw reject('FILE_PROCESSING_FAILED', read.field);
    if (role === 'audio') return { kind: 'audio', sizeBytes, durationSeconds: probed.durationSeconds };
    // A video's length is a limit, so a video whose length cannot be read is not accepted.
    if (probed.durationSeconds === undefined) throw reject('FILE_PROCESSING_FAILED', read.field);
    return { kind: 'video', sizeBytes, durationSeconds: probed.durationSeconds };
  }
  const widthPx = read.imageHead && displayedWidth(read.imageHead.bytes());
  if (widthPx === undefined) throw reject('FILE_PROCESSING_FAILED', read.field);
  return { kind: 'image', role, sizeBytes, widthPx };
}

/** Width as shown: EXIF orientations 5–8 turn a photo a quarter, so its stored height becomes its width. */
function displayedWidth(head: Buffer): number | undefined {
  try {
    // image-size reads through a DataView of the whole ArrayBuffer, past the end of a view into Node's shared
    // buffer pool; a copy with a buffer of its own makes a cut-off header fail instead of reading stray bytes.
    const size = imageSize(new Uint8Array(head));
    const width = size.orientation !== undefined && size.orientation >= 5 ? size.height : size.width;
    return size.width > 0 && size.height > 0 ? width : undefined;
  } catch {
    return undefined;
  }
}
