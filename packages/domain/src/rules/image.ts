import { z } from 'zod';
import type { DomainError } from '../core/domain-error.ts';
import { checkUpload, type ImageRole, type UploadedFile } from './uploads.ts';

/** A smaller copy of an uploaded image, made when it was uploaded, for screens narrower than the original. */
export const imageRenditionSchema = z.object({
  widthPx: z.number().int().positive(),
  url: z.string().min(1),
});
export type ImageRendition = z.infer<typeof imageRenditionSchema>;

/**
 * An uploaded image as commands and events refer to it: where it is, and the facts the API measured from the file
 * when it was uploaded (never what a client said), so projections need no lookup. `uploadId` names the upload
 * (absent on images stored before uploads had ids); `renditions`, narrowest first, are absent on images uploaded
 * before renditions were made and on images too narrow to have any.
 */
export const imageRefSchema = z.object({
  uploadId: z.string().optional(),
  url: z.string().min(1),
  sizeBytes: z.number().int().nonnegative(),
  widthPx: z.number().int().nonnegative(),
  renditions: z.array(imageRenditionSchema).optional(),
});
export type ImageRef = z.infer<typeof imageRefSchema>;

export function checkImage(image: ImageRef, role: ImageRole, field: string): DomainError | undefined {
  return checkUpload({ kind: 'image', role, sizeBytes: image.sizeBytes, widthPx: image.widthPx }, field);
}

/** The reference to an uploaded image whose use `checkUploadUse` accepted. */
export function imageRefOf(
  file: UploadedFile & { readonly renditions?: readonly ImageRendition[] },
): ImageRef {
  const renditions = file.renditions?.map(({ widthPx, url }) => ({ widthPx, url })) ?? [];
  return {
    uploadId: file.uploadId,
    url: file.url,
    sizeBytes: file.sizeBytes,
    widthPx: file.widthPx ?? 0,
    ...(renditions.length > 0 ? { renditions } : {}),
  };
}
