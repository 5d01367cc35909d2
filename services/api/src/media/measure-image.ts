import sharp from 'sharp';

export interface ImageSize {
  /** As the image is shown: an EXIF quarter turn swaps the stored width and height. */
  readonly widthPx: number;
  readonly heightPx: number;
  /** What decoding it would produce: every frame of an animation. */
  readonly pixels: number;
}

/**
 * `undefined` when sharp cannot read the file as an image. Only the header is read, so sharp's pixel limit is
 * lifted here: the count is returned for the product's own limit to refuse, in its own words.
 */
export async function measureImage(path: string): Promise<ImageSize | undefined> {
  try {
    const metadata = await sharp(path, { limitInputPixels: false }).metadata();
    const { width, height } = metadata.autoOrient;
    if (!(width > 0 && height > 0)) return undefined;
    return { widthPx: width, heightPx: height, pixels: width * height * (metadata.pages ?? 1) };
  } catch {
    return undefined;
  }
}
