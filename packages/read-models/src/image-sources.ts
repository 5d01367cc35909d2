import type { ImageRendition } from '@afrimedia/domain';

/** An image as pages show it: the original at its width, and the smaller copies made of it. */
export interface ImageSources {
  readonly url: string;
  readonly widthPx: number;
  readonly renditions?: readonly ImageRendition[];
}

const byWidth = (image: ImageSources): ImageRendition[] =>
  [...(image.renditions ?? [])].sort((a, b) => a.widthPx - b.widthPx);

/**
 * A ready `srcset`: every rendition at its width, then the original at its own, so a browser picks the smallest
 * that fills the screen. Null for an image without renditions (uploaded before they were made, or too narrow).
 */
export function imageSrcset(image: ImageSources | undefined): string | null {
  const renditions = image ? byWidth(image) : [];
  if (!image || renditions.length === 0) return null;
  return [...renditions, { url: image.url, widthPx: image.widthPx }]
    .map(({ url, widthPx }) => `${url} ${widthPx}w`)
    .join(', ');
}

/** The narrowest rendition, what the data saver shows; null for an image without renditions. */
export function smallestImageUrl(image: ImageSources | undefined): string | null {
  return (image && byWidth(image)[0]?.url) ?? null;
}
