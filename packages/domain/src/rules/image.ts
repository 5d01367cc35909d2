import { z } from 'zod';
import type { DomainError } from '../core/domain-error.ts';
import { checkUpload, type ImageRole } from './uploads.ts';

/** An uploaded image as commands and events refer to it: where it is, and the facts the API read from the file. */
export const imageRefSchema = z.object({
  url: z.string().min(1),
  sizeBytes: z.number().int().nonnegative(),
  widthPx: z.number().int().nonnegative(),
});
export type ImageRef = z.infer<typeof imageRefSchema>;

export function checkImage(image: ImageRef, role: ImageRole, field: string): DomainError | undefined {
  return checkUpload({ kind: 'image', role, sizeBytes: image.sizeBytes, widthPx: image.widthPx }, field);
}
