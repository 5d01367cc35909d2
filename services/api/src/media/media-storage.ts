import type { Readable } from 'node:stream';

/** An inclusive byte range, as HTTP's `Range: bytes=start-end` counts it. */
export interface ByteRange {
  readonly start: number;
  readonly end: number;
}

export interface StoredMedia {
  readonly sizeBytes: number;
  readonly contentType: string;
}

/**
 * Where uploaded media bytes live: a folder on the API's disk, or an S3-compatible bucket. Keys are chosen by
 * the caller (see `isValidMediaKey`); a `put` is all or nothing, so a key never shows a half-written file.
 */
export interface MediaStorage {
  put(key: string, body: Readable, contentType: string): Promise<{ key: string; sizeBytes: number }>;
  /** `undefined` when nothing is stored under the key. */
  stat(key: string): Promise<StoredMedia | undefined>;
  /** Rejects with `MediaNotFoundError` when nothing is stored under the key. */
  read(key: string, range?: ByteRange): Promise<Readable>;
  /** Deleting a key that holds nothing is not an error: a refused upload may not have been stored at all. */
  delete(key: string): Promise<void>;
}

export class MediaNotFoundError extends Error {
  constructor(readonly key: string) {
    super(`No media stored under ${key}`);
    this.name = 'MediaNotFoundError';
  }
}

export class InvalidMediaKeyError extends Error {
  constructor(readonly key: string) {
    super(`Invalid media key: ${JSON.stringify(key)}`);
    this.name = 'InvalidMediaKeyError';
  }
}

/** S3's own limit, so a key valid here is valid in every backend. */
const MAX_KEY_LENGTH = 1024;

/*
 * Slash-separated segments of [A-Za-z0-9._-]. A segment may not start with a dot: that rules out `.` and `..`
 * (no escaping the media root) and keeps dot-names free for a backend's own temporary files.
 */
const KEY_PATTERN = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(?:\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

export function isValidMediaKey(key: string): boolean {
  return key.length <= MAX_KEY_LENGTH && KEY_PATTERN.test(key) && !key.includes('..');
}

export function assertValidMediaKey(key: string): void {
  if (!isValidMediaKey(key)) throw new InvalidMediaKeyError(key);
}
