import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { png } from './fixtures/synthetic-media.ts';
import { measureImage } from './measure-image.ts';

describe('measuring an image from its header', () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'measure-image-'));
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  const measured = async (bytes: Buffer) => {
    const path = join(folder, 'image');
    await writeFile(path, bytes);
    return measureImage(path);
  };

  it('counts the pixels of every frame of an animation', async () => {
    const frame = (background: string) =>
      sharp({ create: { width: 40, height: 30, channels: 3, background } })
        .png()
        .toBuffer();
    const animation = await sharp([await frame('#f00'), await frame('#0f0'), await frame('#00f')], {
      join: { animated: true },
    })
      .gif()
      .toBuffer();
    expect(await measured(animation)).toEqual({ widthPx: 40, heightPx: 30, pixels: 40 * 30 * 3 });
  });

  it('measures what the header claims, however large, without decoding what follows it', async () => {
    const claim = png(16, { height: 16 });
    claim.writeUInt32BE(100_000, 16);
    claim.writeUInt32BE(100_000, 20);
    claim.writeUInt32BE(crc32(claim.subarray(12, 29)), 29);
    expect(await measured(claim)).toEqual({ widthPx: 100_000, heightPx: 100_000, pixels: 10_000_000_000 });
  });
});
