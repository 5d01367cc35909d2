import { reject, type DomainError } from '../core/domain-error.ts';

/*
 * Spec §5 / §9 upload limits. "MB" is read as binary megabytes (1 MB = 1,048,576 bytes), the unit browsers
 * and most upload widgets mean, so a file the user's system shows as "2 MB" is not refused.
 */
const MEGABYTE = 1024 * 1024;

export const MAX_IMAGE_BYTES = 2 * MEGABYTE;
export const MIN_COVER_WIDTH_PX = 1200;
export const MIN_THUMBNAIL_WIDTH_PX = 600;
export const MAX_MEDIA_BYTES = 300 * MEGABYTE;
/** "Video under 5 minutes": a video of exactly 300 s is refused. */
export const MAX_VIDEO_DURATION_SECONDS = 5 * 60;
/**
 * Decoding costs memory and time by the pixel, not by the byte: a PNG of one colour holds 16,000 × 16,000 pixels in
 * under 1 MB. 50 megapixels takes the photo of a 48-megapixel phone camera; every frame of an animation counts.
 */
export const MAX_IMAGE_PIXELS = 50_000_000;
/** Uploads one user may have in progress at once: a form's image and video together, not a flood of them. */
export const MAX_CONCURRENT_UPLOADS_PER_USER = 2;
/**
 * Bytes one user may upload in a day (UTC): enough for an author of video to send six videos at the size limit,
 * and a ceiling on the storage and processing one account can cost the platform.
 */
export const DAILY_UPLOAD_BYTES_PER_USER = 2 * 1024 * MEGABYTE;

export type ImageRole = 'cover' | 'thumbnail' | 'image';

/** The slot an upload fills: an image shown somewhere (with that place's minimum width), a video or a podcast. */
export type UploadSlot = ImageRole | 'video' | 'audio';
export type UploadKind = 'image' | 'video' | 'audio';

export function kindOfSlot(slot: UploadSlot): UploadKind {
  return slot === 'video' || slot === 'audio' ? slot : 'image';
}

export function maxUploadBytes(slot: UploadSlot): number {
  return kindOfSlot(slot) === 'image' ? MAX_IMAGE_BYTES : MAX_MEDIA_BYTES;
}

/** An image is refused by its pixel count, read from its header, before anything decodes it. */
export function checkImagePixels(pixels: number, field = 'file'): DomainError | undefined {
  return pixels > MAX_IMAGE_PIXELS ? reject('IMAGE_TOO_MANY_PIXELS', field) : undefined;
}

/** A stored upload as the API measured it from its bytes when it was received, and who sent it. */
export interface UploadedFile {
  readonly uploadId: string;
  readonly uploaderId: string;
  readonly kind: UploadKind;
  /** Where it is served. */
  readonly url: string;
  readonly sizeBytes: number;
  readonly widthPx?: number;
  readonly heightPx?: number;
  readonly durationSeconds?: number;
}

/**
 * The numbers the API reads from the file itself (never from what the client claims), checked here purely.
 * `role` says where an image will be shown: covers and thumbnails have a minimum width, other images do not.
 */
export type UploadFacts =
  | { readonly kind: 'image'; readonly role: ImageRole; readonly sizeBytes: number; readonly widthPx: number }
  | { readonly kind: 'video'; readonly sizeBytes: number; readonly durationSeconds: number }
  | { readonly kind: 'audio'; readonly sizeBytes: number; readonly durationSeconds?: number };

const MIN_WIDTH_PX: Readonly<Record<ImageRole, number>> = {
  cover: MIN_COVER_WIDTH_PX,
  thumbnail: MIN_THUMBNAIL_WIDTH_PX,
  image: 0,
};

export function checkUpload(upload: UploadFacts, field = 'file'): DomainError | undefined {
  switch (upload.kind) {
    case 'image':
      if (upload.sizeBytes > MAX_IMAGE_BYTES) return reject('FILE_TOO_LARGE', field);
      if (upload.widthPx < MIN_WIDTH_PX[upload.role]) return reject('IMAGE_TOO_NARROW', field);
      return undefined;
    case 'video':
      if (upload.sizeBytes > MAX_MEDIA_BYTES) return reject('FILE_TOO_LARGE', field);
      if (upload.durationSeconds >= MAX_VIDEO_DURATION_SECONDS) return reject('FILE_TOO_LONG', field);
      return undefined;
    case 'audio':
      if (upload.sizeBytes > MAX_MEDIA_BYTES) return reject('FILE_TOO_LARGE', field);
      return undefined;
    default: {
      const _never: never = upload;
      return _never;
    }
  }
}

/** The measured facts of a file, whoever sent it. */
export type MeasuredFile = Omit<UploadedFile, 'uploadId' | 'uploaderId' | 'url'>;

/**
 * Whether a file with these measured facts can fill `slot`: it must be of the slot's kind and within the spec's
 * limits. A file missing a fact its slot limits (an image without a width, a video without a length) fits none.
 */
export function checkFileFitsSlot(
  file: MeasuredFile,
  slot: UploadSlot,
  field = 'file',
): DomainError | undefined {
  if (file.kind !== kindOfSlot(slot)) return reject('WRONG_FILE_TYPE', field);
  const facts = factsOf(file, slot);
  return facts ? checkUpload(facts, field) : reject('FILE_PROCESSING_FAILED', field);
}

/**
 * Whether an uploaded file may fill `slot` for the actor. Uploads are private to their uploader (the platform team
 * may use anyone's), so another user's upload is refused exactly like an unknown one.
 */
export function checkUploadUse(
  file: UploadedFile,
  slot: UploadSlot,
  field: string,
  actor: { readonly actorId: string; readonly actorIsAdmin?: boolean },
): DomainError | undefined {
  if (file.uploaderId !== actor.actorId && actor.actorIsAdmin !== true)
    return reject('UPLOAD_NOT_FOUND', field);
  return checkFileFitsSlot(file, slot, field);
}

function factsOf(file: MeasuredFile, slot: UploadSlot): UploadFacts | undefined {
  const { sizeBytes, widthPx, durationSeconds } = file;
  if (slot === 'video') {
    return durationSeconds === undefined ? undefined : { kind: 'video', sizeBytes, durationSeconds };
  }
  if (slot === 'audio') {
    return { kind: 'audio', sizeBytes, ...(durationSeconds === undefined ? {} : { durationSeconds }) };
  }
  return widthPx === undefined ? undefined : { kind: 'image', role: slot, sizeBytes, widthPx };
}
