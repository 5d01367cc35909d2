import { describe, expect, it } from 'vitest';
import { ftyp, mp4Box, mvhd } from './fixtures/synthetic-media.ts';
import { Mp4DurationReader } from './mp4-duration.ts';

function read(bytes: Buffer, chunkBytes = bytes.length): number | undefined {
  const reader = new Mp4DurationReader();
  for (let start = 0; start < bytes.length; start += chunkBytes)
    reader.feed(bytes.subarray(start, start + chunkBytes));
  return reader.durationSeconds;
}

function mvhdVersion1(timescale: number, units: bigint): Buffer {
  const fields = Buffer.alloc(112);
  fields[0] = 1;
  fields.writeUInt32BE(timescale, 20);
  fields.writeBigUInt64BE(units, 24);
  return mp4Box('mvhd', fields);
}

function mehd(units: number): Buffer {
  const fields = Buffer.alloc(8);
  fields.writeUInt32BE(units, 4);
  return mp4Box('mehd', fields);
}

function largeMdat(payloadBytes: number): Buffer {
  const header = Buffer.alloc(16);
  header.writeUInt32BE(1, 0);
  header.write('mdat', 4, 'latin1');
  header.writeBigUInt64BE(BigInt(16 + payloadBytes), 8);
  return Buffer.concat([header, Buffer.alloc(payloadBytes)]);
}

const track = mp4Box('trak', mp4Box('tkhd', Buffer.alloc(84)));

describe('reading an MP4 movie length as its bytes stream past', () => {
  it('reads the movie header before or after the media data, however the bytes are cut', () => {
    const faststart = Buffer.concat([ftyp(), mp4Box('moov', mvhd(1000, 301_000), track), largeMdat(5000)]);
    const atTheEnd = Buffer.concat([ftyp(), largeMdat(5000), mp4Box('moov', track, mvhd(600, 1200))]);
    for (const chunkBytes of [1, 7, 4096, Infinity]) {
      expect(read(faststart, chunkBytes)).toBe(301);
      expect(read(atTheEnd, chunkBytes)).toBe(2);
    }
  });

  it('reads version 1 headers with 64-bit durations', () => {
    expect(read(Buffer.concat([ftyp(), mp4Box('moov', mvhdVersion1(90_000, 27_000_000n))]))).toBe(300);
  });

  it('takes the fragment length of a fragmented MP4 whose movie header says 0', () => {
    const fragmented = Buffer.concat([ftyp(), mp4Box('moov', mvhd(1000, 0), mp4Box('mvex', mehd(400_000)))]);
    expect(read(fragmented, 3)).toBe(400);
  });

  it('knows no length without a movie header, or with an unknown one', () => {
    expect(read(Buffer.concat([ftyp(), largeMdat(1000)]))).toBeUndefined();
    expect(read(Buffer.concat([ftyp(), mp4Box('moov', mvhd(1000, 0xffffffff))]))).toBeUndefined();
    expect(read(Buffer.concat([ftyp(), mp4Box('moov', mvhd(0, 5000))]))).toBeUndefined();
  });

  it('stops at a box whose size is smaller than its own header', () => {
    const broken = Buffer.alloc(8);
    broken.writeUInt32BE(4, 0);
    broken.write('free', 4, 'latin1');
    expect(read(Buffer.concat([ftyp(), broken, mp4Box('moov', mvhd(1, 10))]))).toBeUndefined();
  });
});
