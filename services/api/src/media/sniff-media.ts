/** Container formats the platform accepts, recognised by their first bytes. */
export type MediaFormat = 'png' | 'jpeg' | 'webp' | 'gif' | 'mp4' | 'm4a' | 'webm' | 'mp3' | 'ogg' | 'wav';

/** How many leading bytes `sniffMediaFormat` wants to see (fewer only when the file is shorter). */
export const SNIFF_BYTES = 4096;

/*
 * ISO base media brands of plain MP4 files. HEIF/AVIF images and QuickTime movies share the `ftyp` box, so
 * the brand, not the box, tells an MP4 apart.
 */
const MP4_VIDEO_BRANDS = new Set([
  'isom',
  'iso2',
  'iso3',
  'iso4',
  'iso5',
  'iso6',
  'mp41',
  'mp42',
  'avc1',
  'dash',
  'mmp4',
  'MSNV',
  'M4V ',
]);
const MP4_AUDIO_BRANDS = new Set(['M4A ', 'M4B ', 'M4P ']);

export function sniffMediaFormat(head: Uint8Array): MediaFormat | undefined {
  const bytes = Buffer.from(head.buffer, head.byteOffset, head.byteLength);
  const ascii = (start: number, end: number) => bytes.toString('latin1', start, end);

  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a') return 'gif';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WAVE') return 'wav';
  if (ascii(4, 8) === 'ftyp') {
    const brand = ascii(8, 12);
    if (MP4_AUDIO_BRANDS.has(brand)) return 'm4a';
    if (MP4_VIDEO_BRANDS.has(brand)) return 'mp4';
    return undefined;
  }
  if (bytes.subarray(0, 4).equals(EBML_MAGIC)) return isWebmHeader(bytes) ? 'webm' : undefined;
  if (ascii(0, 4) === 'OggS') return 'ogg';
  if (ascii(0, 3) === 'ID3' || isMpegAudioFrame(bytes)) return 'mp3';
  return undefined;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const EBML_MAGIC = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);
/** The EBML DocType element (id 0x4282) with a 4-byte string size, holding "webm". */
const WEBM_DOCTYPE = Buffer.from([0x42, 0x82, 0x84, ...Buffer.from('webm', 'latin1')]);

/** Matroska files (.mkv) share WebM's EBML header; only the DocType inside it differs. */
function isWebmHeader(bytes: Buffer): boolean {
  return bytes.subarray(0, 64).includes(WEBM_DOCTYPE);
}

/** An MPEG audio frame header without an ID3 tag before it; reserved values rule out text and AAC (ADTS). */
function isMpegAudioFrame(bytes: Buffer): boolean {
  const [first, second, third] = [bytes[0], bytes[1], bytes[2]];
  if (first !== 0xff || second === undefined || third === undefined) return false;
  const frameSync = (second & 0xe0) === 0xe0;
  const version = (second >> 3) & 0b11;
  const layer = (second >> 1) & 0b11;
  const bitrate = third >> 4;
  const sampleRate = (third >> 2) & 0b11;
  return frameSync && version !== 0b01 && layer !== 0b00 && bitrate !== 0b1111 && sampleRate !== 0b11;
}
