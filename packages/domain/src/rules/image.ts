import { z } from 'zod';
import type { DomainError } from '../core/domain-error.ts';
import { checkUpload, type ImageRole, type UploadedFile } from './uploads.ts';

/**
 * An uploaded image as commands and events refer to it: where it is, and the facts the API measured from the file
 * when it was uploaded (never what a client said), so projections need no lookup. `uploadId` names the upload
 * (absent on images stored before uploads had ids).
 */
export const imageRefSchema = z.object({
  uploadId: z.string().optional(),
  url: z.string().min(1),
  sizeBytes: z.number().int().nonnegative(),
  widthPx: z.number().int().nonnegative(),
});
export type ImageRef = z.infer<typeof imageRefSchema>;

export function checkImage(image: ImageRef, role: ImageRole, field: string): DomainError | undefined {
  return checkUpload({ kind: 'image', role, sizeBytes: image.sizeBytes, widthPx: image.widthPx }, field);
}

/** The reference to an uploaded image whose use `checkUploadUse` accepted. */
export function imageRefOf(file: UploadedFile): ImageRef {
  return { uploadId: file.uploadId, url: file.url, sizeBytes: file.sizeBytes, widthPx: file.widthPx ?? 0 };
}
