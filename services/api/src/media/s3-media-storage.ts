import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import {
  assertValidMediaKey,
  MediaNotFoundError,
  type ByteRange,
  type MediaStorage,
  type StoredMedia,
} from './media-storage.ts';

export interface S3MediaStorageOptions {
  /** Unset: AWS S3 itself. Set: an S3-compatible server (MinIO, Ceph, Garage…). */
  readonly endpoint: string | undefined;
  readonly bucket: string;
  readonly region: string;
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
  /** Defaults to true when `endpoint` is set: S3-compatible servers rarely serve bucket-named host names. */
  readonly forcePathStyle?: boolean;
  /**
   * A folder on disk where bodies of unknown length wait before being sent (S3 needs the length up front).
   * Not the system temp folder by default: that is often in memory (tmpfs), and bodies reach 300 MB.
   */
  readonly spoolDir: string;
}

export function createS3MediaStorage(options: S3MediaStorageOptions): MediaStorage {
  const compatible = options.endpoint !== undefined;
  const client = new S3Client({
    ...(compatible ? { endpoint: options.endpoint } : {}),
    region: options.region,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    forcePathStyle: options.forcePathStyle ?? compatible,
    // Newer SDKs send streamed bodies as aws-chunked with trailing checksums, which many S3-compatible
    // servers refuse; checksums stay on for AWS itself.
    ...(compatible
      ? { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' }
      : {}),
  });
  const Bucket = options.bucket;

  return {
    async put(key: string, body: Readable, contentType: string) {
      assertValidMediaKey(key);
      await mkdir(options.spoolDir, { recursive: true });
      const folder = await mkdtemp(join(options.spoolDir, 'media-put-'));
      const spooled = join(folder, 'body');
      try {
        await pipeline(body, createWriteStream(spooled, { flags: 'wx' }));
        const { size } = await stat(spooled);
        const upload = createReadStream(spooled);
        try {
          await client.send(
            new PutObjectCommand({
              Bucket,
              Key: key,
              Body: upload,
              ContentLength: size,
              ContentType: contentType,
            }),
          );
        } finally {
          upload.destroy();
        }
        return { key, sizeBytes: size };
      } finally {
        await rm(folder, { recursive: true, force: true });
      }
    },

    async stat(key: string): Promise<StoredMedia | undefined> {
      assertValidMediaKey(key);
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return {
          sizeBytes: head.ContentLength ?? 0,
          contentType: head.ContentType ?? 'application/octet-stream',
        };
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw error;
      }
    },

    async read(key: string, range?: ByteRange): Promise<Readable> {
      assertValidMediaKey(key);
      try {
        const object = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: key,
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        );
        if (!(object.Body instanceof Readable)) throw new Error(`S3 gave no readable body for ${key}`);
        return range ? exactly(object.Body, range, object.ContentRange) : object.Body;
      } catch (error) {
        if (isNotFound(error)) throw new MediaNotFoundError(key);
        throw error;
      }
    },

    async delete(key: string) {
      assertValidMediaKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}

/**
 * The asked range out of what the server sent. HTTP lets a server ignore a range (200, whole object) and some
 * S3-compatible servers send a wider one (s3rver answers `bytes=0-0` with everything); callers get exactly
 * the bytes they asked for, as the port promises.
 */
function exactly(body: Readable, range: ByteRange, contentRange: string | undefined): Readable {
  const sentFrom = Number(/^bytes (\d+)-/.exec(contentRange ?? '')?.[1] ?? 0);
  let skip = range.start - sentFrom;
  let take = range.end - range.start + 1;
  if (skip < 0)
    throw new Error(`S3 sent ${contentRange ?? 'no range'} for bytes ${range.start}-${range.end}`);
  async function* trimmed(): AsyncGenerator<Buffer> {
    for await (const chunk of body as AsyncIterable<Buffer>) {
      const from = Math.min(skip, chunk.length);
      skip -= from;
      const piece = chunk.subarray(from, from + take);
      take -= piece.length;
      if (piece.length > 0) yield piece;
      if (take === 0) return;
    }
  }
  return Readable.from(trimmed(), { objectMode: false });
}

/** HEAD answers a bare 404 (`NotFound`) and GET a `NoSuchKey`; the status is what both share. */
function isNotFound(error: unknown): boolean {
  return error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404;
}
