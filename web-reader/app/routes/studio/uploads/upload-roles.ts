import { maxUploadBytes, type UploadSlot } from '@afrimedia/domain/uploads';
import type { WebMessageId } from '@afrimedia/i18n/web';

export type UploadRole = UploadSlot;

const IMAGES = 'image/jpeg,image/png,image/webp,image/gif';

/** What the file picker offers per role: the formats the API accepts (it checks the bytes again). */
export const ACCEPTED_TYPES: Readonly<Record<UploadRole, string>> = {
  cover: IMAGES,
  thumbnail: IMAGES,
  image: IMAGES,
  video: 'video/mp4,video/webm,video/quicktime',
  audio: 'audio/mpeg,audio/mp4,audio/x-m4a,audio/aac,audio/ogg,audio/wav,audio/flac,video/mp4,video/webm',
};

/** The limits the picker states under its label. */
export const LIMIT_TEXT: Readonly<Record<UploadRole, WebMessageId>> = {
  cover: 'studioMedia.upload.limitCover',
  thumbnail: 'studioMedia.upload.limitThumbnail',
  image: 'studioMedia.upload.limitImage',
  video: 'studioMedia.upload.limitVideo',
  audio: 'studioMedia.upload.limitAudio',
};

/** The API's refusal code for a file already known to be too big, so it is not sent for nothing. */
export function refusalBeforeSending(role: UploadRole, sizeBytes: number): 'FILE_TOO_LARGE' | undefined {
  return sizeBytes > maxUploadBytes(role) ? 'FILE_TOO_LARGE' : undefined;
}

/** Where the browser sends a file (see upload-pass-through.ts). */
export function uploadAddress(role: UploadRole): string {
  return `/studio/uploads/${role}`;
}
