import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { MediaStorage } from '../media-storage.ts';
import { encodeMedia, type EncodedFile, type EncodedRole } from './encode-media.ts';

export interface StoredSource {
  readonly storageKey: string;
  readonly kind: 'video' | 'audio';
  readonly durationSeconds: number | undefined;
  /** Names the outputs' folder: `encoded/<outputId>/…`. */
  readonly outputId: string;
}

export type EncodedKeys = Record<EncodedRole, string | null>;

const FILE_NAMES: Readonly<Record<EncodedRole, string>> = {
  stream: 'web.mp4',
  poster: 'poster.jpg',
  dataSaver: 'data-saver.m4a',
};

/**
 * Encodes a stored upload and stores what ffmpeg made beside it. The source is copied to a local file first:
 * storage may be a bucket, and ffmpeg seeks in MP4s whose index comes last.
 */
export async function encodeStored(
  deps: { readonly storage: MediaStorage; readonly workDir?: string },
  source: StoredSource,
  options: { readonly signal?: AbortSignal; readonly onProgress?: (fraction: number) => void } = {},
): Promise<EncodedKeys> {
  const folder = await mkdtemp(join(deps.workDir ?? tmpdir(), 'encode-'));
  try {
    const sourcePath = join(folder, 'source');
    const copy = createWriteStream(sourcePath);
    await pipeline(
      await deps.storage.read(source.storageKey),
      copy,
      options.signal ? { signal: options.signal } : {},
    );
    const outputDir = await mkdtemp(join(folder, 'out-'));
    const files = await encodeMedia({
      sourcePath,
      kind: source.kind,
      durationSeconds: source.durationSeconds,
      outputDir,
      ...options,
    });
    const keys: EncodedKeys = { stream: null, poster: null, dataSaver: null };
    for (const file of files) keys[file.role] = await store(deps.storage, source.outputId, file);
    return keys;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

async function store(storage: MediaStorage, outputId: string, file: EncodedFile): Promise<string> {
  const key = `encoded/${outputId}/${FILE_NAMES[file.role]}`;
  await storage.put(key, createReadStream(file.path), file.contentType);
  return key;
}
