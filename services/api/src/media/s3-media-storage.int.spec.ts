import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '@afrimedia/config';
import { describe } from 'vitest';
import { mediaStorageContract } from './media-storage.contract.ts';
import { createS3MediaStorage } from './s3-media-storage.ts';

const endpoint = process.env.S3_ENDPOINT;
if (!endpoint) console.log('skipped: no S3 server (set S3_ENDPOINT)');

/** Runs against a real S3-compatible server: S3_ENDPOINT, S3_BUCKET (existing), S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY. */
describe.skipIf(!endpoint)('S3 media storage', () => {
  mediaStorageContract(async () => {
    const s3 = loadConfig().s3;
    if (!s3)
      throw new Error('S3_ENDPOINT is set: set S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY too');
    const spoolDir = await mkdtemp(join(tmpdir(), 'media-s3-spool-'));
    return {
      storage: createS3MediaStorage({ ...s3, spoolDir }),
      dispose: () => rm(spoolDir, { recursive: true, force: true }),
    };
  });
});
