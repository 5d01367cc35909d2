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

export type ImageRole = 'cover' | 'thumbnail' | 'image';

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
