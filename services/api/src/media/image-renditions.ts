import { join } from 'node:path';
import { MAX_IMAGE_PIXELS } from '@afrimedia/domain';
import sharp from 'sharp';

/** The widths a reader's screen picks from (`srcset`): a small phone, a large phone or tablet, a desktop. */
export const RENDITION_WIDTHS = [320, 640, 1280] as const;

/** Low enough for slow networks, high enough that photos keep their detail at the width they are shown. */
const WEBP_QUALITY = 70;

export const RENDITION_CONTENT_TYPE = 'image/webp';

export interface MadeRendition {
  readonly widthPx: number;
  /** The WebP file, in the folder it was made in. */
  readonly path: string;
}

/** Every rendition width narrower than the image: an image is never enlarged, nor copied at its own width. */
export function renditionWidths(imageWidthPx: number): number[] {
  return RENDITION_WIDTHS.filter((width) => width < imageWidthPx);
}

/** Beside the original, so the upload's files share its key and go together. */
export const renditionKey = (originalKey: string, widthPx: number): string =>
  `${originalKey}-w${widthPx}.webp`;

/**
 * Makes a WebP of the image at each rendition width narrower than it, into `outputDir`, narrowest first. The image
 * is turned upright by its EXIF orientation first (its measured width is the width it is shown at), its metadata
 * is left out, and an animated GIF stays animated. Rejects when sharp cannot decode the whole image.
 */
export async function makeRenditions(
  sourcePath: string,
  imageWidthPx: number,
  outputDir: string,
): Promise<MadeRendition[]> {
  const made: MadeRendition[] = [];
  for (const widthPx of renditionWidths(imageWidthPx)) {
    const path = join(outputDir, `w${widthPx}.webp`);
    // Images over the limit were refused by their header; one that decodes to more than it claimed stops here.
    await sharp(sourcePath, { animated: true, sequentialRead: true, limitInputPixels: MAX_IMAGE_PIXELS })
      .autoOrient()
      .resize({ width: widthPx })
      .webp({ quality: WEBP_QUALITY })
      .toFile(path);
    made.push({ widthPx, path });
  }
  return made;
}
