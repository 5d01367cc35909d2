import { kindOfSlot, type UploadKind, type UploadSlot } from '@afrimedia/domain';
import { fileTypeFromBuffer, fileTypeFromFile } from 'file-type';

/** A file format the platform accepts, and the content type it is stored and served with. */
export interface MediaFormat {
  readonly kind: UploadKind;
  readonly contentType: string;
  /** A video container may carry sound alone (an .mp4 podcast): then it is audio, served as this type. */
  readonly soundOnlyType?: string;
}

/** Keyed by the MIME type file-type reads from the bytes; anything else is refused. */
const FORMATS: Readonly<Record<string, MediaFormat>> = {
  'image/jpeg': { kind: 'image', contentType: 'image/jpeg' },
  'image/png': { kind: 'image', contentType: 'image/png' },
  'image/webp': { kind: 'image', contentType: 'image/webp' },
  'image/gif': { kind: 'image', contentType: 'image/gif' },
  'video/mp4': { kind: 'video', contentType: 'video/mp4', soundOnlyType: 'audio/mp4' },
  'video/webm': { kind: 'video', contentType: 'video/webm', soundOnlyType: 'audio/webm' },
  'video/quicktime': { kind: 'video', contentType: 'video/quicktime' },
  'audio/mpeg': { kind: 'audio', contentType: 'audio/mpeg' },
  'audio/x-m4a': { kind: 'audio', contentType: 'audio/mp4' },
  'audio/aac': { kind: 'audio', contentType: 'audio/aac' },
  'audio/ogg': { kind: 'audio', contentType: 'audio/ogg' },
  'audio/ogg; codecs=opus': { kind: 'audio', contentType: 'audio/ogg' },
  'audio/wav': { kind: 'audio', contentType: 'audio/wav' },
  'audio/flac': { kind: 'audio', contentType: 'audio/flac' },
};

/** Read from the first bytes of a file; `undefined` when they are not enough to tell (or tell nothing known). */
export async function formatOfHead(head: Uint8Array): Promise<MediaFormat | 'unknown' | undefined> {
  const type = await fileTypeFromBuffer(head);
  if (type === undefined) return undefined;
  return FORMATS[type.mime] ?? 'unknown';
}

/** Read from the whole file (file-type may skip far into it, past an MP3's ID3 tags). */
export async function formatOfFile(path: string): Promise<MediaFormat | undefined> {
  const type = await fileTypeFromFile(path);
  return type && FORMATS[type.mime];
}

/** Whether a file of this format can fill the slot, before its streams are known. */
export function formatFitsSlot(format: MediaFormat, slot: UploadSlot): boolean {
  const kind = kindOfSlot(slot);
  return format.kind === kind || (kind === 'audio' && format.soundOnlyType !== undefined);
}
