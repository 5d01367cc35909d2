import sharp from 'sharp';

export interface ImageSize {
  /** As the image is shown: an EXIF quarter turn swaps the stored width and height. */
  readonly widthPx: number;
  readonly heightPx: number;
}

/** `undefined` when sharp cannot read the file as an image. */
export async function measureImage(path: string): Promise<ImageSize | undefined> {
  try {
    const metadata = await sharp(path).metadata();
    const { width, height } = metadata.autoOrient;
    return width > 0 && height > 0 ? { widthPx: width, heightPx: height } : undefined;
  } catch {
    return undefined;
  }
}
