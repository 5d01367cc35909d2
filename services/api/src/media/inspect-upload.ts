import { mkdir, mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import {
  checkFileFitsSlot,
  checkImagePixels,
  maxUploadBytes,
  reject,
  type UploadKind,
  type UploadSlot,
} from '@afrimedia/domain';
import { makeRenditions, type MadeRendition } from './image-renditions.ts';
import { formatFitsSlot, formatOfFile, formatOfHead, type MediaFormat } from './media-formats.ts';
import type { MediaStorage } from './media-storage.ts';
import { measureImage } from './measure-image.ts';
import { probeMedia } from './probe-media.ts';
import { storeUploadFiles, type StoredRendition } from './upload-files.ts';
import type { UploadBudget } from './upload-quota.ts';

export type UploadRole = UploadSlot;

export interface InspectUploadOptions {
  readonly storage: MediaStorage;
  /** Where the file is stored when it passes. */
  readonly key: string;
  readonly role: UploadRole;
  /** The form field refusals name. */
  readonly field?: string;
  /** Where the file waits while it is measured (the system's temporary folder by default). */
  readonly spoolDir?: string;
  /** What the uploader may still send today; no limit without it. */
  readonly budget?: UploadBudget;
}

/** What the API measured of an accepted upload: from the file's own bytes, never from what the client said. */
export interface StoredUpload {
  readonly key: string;
  readonly kind: UploadKind;
  readonly contentType: string;
  readonly sizeBytes: number;
  readonly widthPx?: number;
  readonly heightPx?: number;
  readonly durationSeconds?: number;
  /** Images: the smaller WebP copies stored beside it, narrowest first (none for an image 320 px wide or less). */
  readonly renditions?: readonly StoredRendition[];
}

/** Enough for file-type to tell every accepted format from its start. */
const HEAD_BYTES = 64 * 1024;

/**
 * Receives an upload into a temporary file, stopping as soon as it passes its size limit or the uploader's budget,
 * or its first bytes show a format the slot does not take; then reads its kind (file-type), its dimensions (sharp
 * for images, from their header, ffprobe for video) and its length (ffprobe), lets the domain's limits decide,
 * makes an image's renditions, counts its bytes against the budget, and only then stores it under `key` with its
 * renditions beside it. A refusal is a `DomainError`, and nothing is stored.
 *
 * Renditions are made here rather than by the encoder's queue: sharp makes them from the spooled file in well under
 * a second for any image within the size limit, and an image is usable (its id given to a form) only once they
 * exist, so every event that refers to it carries them and no later event has to add them.
 */
export async function inspectUpload(source: Readable, options: InspectUploadOptions): Promise<StoredUpload> {
  const { storage, key, role } = options;
  const field = options.field ?? 'file';
  // The source may fail before it is first read (a form cut short): the iterator reports that failure then.
  source.on('error', () => {});
  const chunks: AsyncIterator<Buffer> = source[Symbol.asyncIterator]();
  const spool = await mkdtemp(join(options.spoolDir ?? tmpdir(), 'upload-'));
  const path = join(spool, 'file');
  try {
    const received = await receive(chunks, path, role, field, options.budget);
    const format = received.format ?? (await formatOfFile(path));
    if (!format || !formatFitsSlot(format, role)) throw reject('WRONG_FILE_TYPE', field);
    const measured = { ...(await measure(path, format, field)), sizeBytes: received.sizeBytes };
    const refusal = checkFileFitsSlot(measured, role, field);
    if (refusal) throw refusal;
    const image = measured.kind === 'image';
    const made = image
      ? await renditionsOf(path, measured.widthPx ?? 0, join(spool, 'renditions'), field)
      : [];
    await options.budget?.spend(received.sizeBytes);
    const renditions = await storeUploadFiles(
      storage,
      key,
      { path, contentType: measured.contentType },
      made,
    );
    return { key, ...measured, ...(image ? { renditions } : {}) };
  } finally {
    // Closes the source if the upload stopped before its end, so the rest of the body is never read.
    await chunks.return?.();
    await rm(spool, { recursive: true, force: true });
  }
}

/** Writes the upload to `path`; its format when its first bytes already told it. */
async function receive(
  chunks: AsyncIterator<Buffer>,
  path: string,
  role: UploadRole,
  field: string,
  budget: UploadBudget | undefined,
): Promise<{ sizeBytes: number; format: MediaFormat | undefined }> {
  const limit = maxUploadBytes(role);
  const file = await open(path, 'wx');
  const head: Buffer[] = [];
  let sizeBytes = 0;
  let format: MediaFormat | 'unknown' | undefined;
  let checked = false;
  const checkHead = async () => {
    checked = true;
    format = await formatOfHead(Buffer.concat(head));
    if (format === 'unknown' || (format && !formatFitsSlot(format, role)))
      throw reject('WRONG_FILE_TYPE', field);
  };
  try {
    for (let next = await chunks.next(); !next.done; next = await chunks.next()) {
      const chunk = next.value;
      sizeBytes += chunk.length;
      if (sizeBytes > limit) throw reject('FILE_TOO_LARGE', field);
      budget?.check(sizeBytes);
      if (!checked) {
        head.push(chunk);
        if (sizeBytes >= HEAD_BYTES) await checkHead();
      }
      for (let offset = 0; offset < chunk.length;) offset += (await file.write(chunk, offset)).bytesWritten;
    }
    if (!checked) await checkHead();
  } finally {
    await file.close();
  }
  return { sizeBytes, format: format === 'unknown' ? undefined : format };
}

/** An image sharp could measure but not decode whole (a truncated JPEG) is refused like an unreadable one. */
async function renditionsOf(
  path: string,
  widthPx: number,
  outputDir: string,
  field: string,
): Promise<MadeRendition[]> {
  await mkdir(outputDir);
  return makeRenditions(path, widthPx, outputDir).catch(() => {
    throw reject('FILE_PROCESSING_FAILED', field);
  });
}

type Measured = Omit<StoredUpload, 'key' | 'sizeBytes' | 'renditions'>;

async function measure(path: string, format: MediaFormat, field: string): Promise<Measured> {
  if (format.kind === 'image') {
    const size = await measureImage(path);
    if (!size) throw reject('FILE_PROCESSING_FAILED', field);
    const refusal = checkImagePixels(size.pixels, field);
    if (refusal) throw refusal;
    return { kind: 'image', contentType: format.contentType, widthPx: size.widthPx, heightPx: size.heightPx };
  }
  const probed = await probeMedia(path);
  if (!probed) throw reject('FILE_PROCESSING_FAILED', field);
  const soundOnly = format.kind === 'video' && !probed.hasVideo && format.soundOnlyType !== undefined;
  const kind: UploadKind = soundOnly ? 'audio' : format.kind;
  if (kind === 'video' ? !probed.hasVideo : !probed.hasAudio) throw reject('FILE_PROCESSING_FAILED', field);
  return {
    kind,
    contentType: (soundOnly && format.soundOnlyType) || format.contentType,
    ...(kind === 'video' && probed.widthPx ? { widthPx: probed.widthPx } : {}),
    ...(kind === 'video' && probed.heightPx ? { heightPx: probed.heightPx } : {}),
    ...(probed.durationSeconds === undefined ? {} : { durationSeconds: probed.durationSeconds }),
  };
}
