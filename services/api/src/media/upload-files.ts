import { createReadStream } from 'node:fs';
import { RENDITION_CONTENT_TYPE, renditionKey, type MadeRendition } from './image-renditions.ts';
import type { MediaStorage } from './media-storage.ts';

/** A rendition as stored: its width and its key beside the original's. */
export interface StoredRendition {
  readonly widthPx: number;
  readonly key: string;
}

/**
 * Stores an accepted upload's original under `key` and each of its renditions beside it, narrowest first. All or
 * nothing: when one of them cannot be stored, those already stored are deleted again.
 */
export async function storeUploadFiles(
  storage: MediaStorage,
  key: string,
  original: { readonly path: string; readonly contentType: string },
  renditions: readonly MadeRendition[],
): Promise<StoredRendition[]> {
  const stored: string[] = [];
  try {
    await storage.put(key, createReadStream(original.path), original.contentType);
    stored.push(key);
    const keys: StoredRendition[] = [];
    for (const rendition of renditions) {
      const at = renditionKey(key, rendition.widthPx);
      await storage.put(at, createReadStream(rendition.path), RENDITION_CONTENT_TYPE);
      stored.push(at);
      keys.push({ widthPx: rendition.widthPx, key: at });
    }
    return keys;
  } catch (error) {
    await Promise.allSettled(stored.map((at) => storage.delete(at)));
    throw error;
  }
}

/** Deletes an upload's original and its renditions. */
export async function deleteUploadFiles(
  storage: MediaStorage,
  upload: { readonly key: string; readonly renditions?: readonly StoredRendition[] },
): Promise<void> {
  const keys = [upload.key, ...(upload.renditions ?? []).map(({ key }) => key)];
  await Promise.all(keys.map((key) => storage.delete(key)));
}
