import { describe, expect, it } from 'vitest';
import { ftyp, jpegHeader, png, wav } from './fixtures/synthetic-media.ts';
import { sniffMediaFormat } from './sniff-media.ts';

const ascii = (text: string) => Buffer.from(text, 'latin1');
const ebml = (docType: string) =>
  Buffer.concat([
    Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x80 | docType.length]),
    ascii(docType),
  ]);

describe('recognising a file by its first bytes', () => {
  it.each([
    ['png', png(10)],
    ['jpeg', jpegHeader(10, 10)],
    ['gif', ascii('GIF89a\x0a\x00\x0a\x00')],
    ['gif', ascii('GIF87a\x0a\x00\x0a\x00')],
    ['webp', ascii('RIFF\x24\x00\x00\x00WEBPVP8X')],
    ['wav', wav(1)],
    ['mp4', ftyp('isom')],
    ['mp4', ftyp('mp42')],
    ['m4a', ftyp('M4A ')],
    ['webm', ebml('webm')],
    ['ogg', ascii('OggS\x00\x02')],
    ['mp3', ascii('ID3\x04\x00\x00')],
    ['mp3', Buffer.from([0xff, 0xfb, 0x90, 0x64])],
  ])('knows %s', (format, bytes) => {
    expect(sniffMediaFormat(bytes)).toBe(format);
  });

  it.each([
    ['an HTML page', ascii('<!doctype html><script>alert(1)</script>')],
    ['an SVG image', ascii('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>')],
    ['a PDF', ascii('%PDF-1.7\n')],
    ['a HEIC photo (ftyp, but brand heic)', ftyp('heic')],
    ['a QuickTime movie', ftyp('qt  ')],
    ['a Matroska file (EBML, but not webm)', ebml('matroska')],
    ['AAC in ADTS frames', Buffer.from([0xff, 0xf1, 0x50, 0x80])],
    ['nothing at all', Buffer.alloc(0)],
    ['a lone 0xFF', Buffer.from([0xff])],
  ])('refuses %s', (_name, bytes) => {
    expect(sniffMediaFormat(bytes)).toBeUndefined();
  });

  it('reads a view into a larger buffer from its own start', () => {
    const padded = Buffer.concat([ascii('junk'), png(10)]);
    expect(sniffMediaFormat(padded.subarray(4))).toBe('png');
  });
});
