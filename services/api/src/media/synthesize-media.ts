import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { runMediaTool } from './media-tools.ts';

export interface SyntheticImage {
  readonly width: number;
  readonly height: number;
  readonly format?: 'jpeg' | 'png' | 'webp';
  /** A few letters drawn large in the middle (a title's initials). */
  readonly label?: string;
  /** The gradient's two ends, as CSS colours. */
  readonly colors?: readonly [string, string];
  /** An EXIF orientation (6 turns the picture a quarter to the right when shown). */
  readonly orientation?: number;
}

/**
 * A real image drawn by sharp from an SVG: a diagonal gradient, a soft disc and an optional label. The label uses
 * whatever sans-serif font the system has; with none, the picture is still a valid image without text.
 */
export async function synthesizeImage(image: SyntheticImage): Promise<Buffer> {
  const { width, height, format = 'jpeg', label, colors = ['#b4441b', '#1b5e86'] } = image;
  const text = label
    ? `<text x="50%" y="50%" font-family="sans-serif" font-weight="bold" font-size="${Math.round(height * 0.32)}" ` +
      `fill="#ffffff" text-anchor="middle" dominant-baseline="central">${escapeXml(label)}</text>`
    : '';
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${colors[0]}"/><stop offset="1" stop-color="${colors[1]}"/></linearGradient></defs>` +
    `<rect width="100%" height="100%" fill="url(#g)"/>` +
    `<circle cx="${width * 0.8}" cy="${height * 0.3}" r="${height * 0.25}" fill="#ffffff" fill-opacity="0.15"/>` +
    `${text}</svg>`;
  const drawn = sharp(Buffer.from(svg));
  const oriented =
    image.orientation === undefined ? drawn : drawn.withMetadata({ orientation: image.orientation });
  if (format === 'png') return oriented.png().toBuffer();
  if (format === 'webp') return oriented.webp({ quality: 70 }).toBuffer();
  return oriented.jpeg({ quality: 72 }).toBuffer();
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`);
}

export interface SyntheticVideo {
  readonly seconds: number;
  readonly width?: number;
  readonly height?: number;
  /** Frames per second: a long video made at 1 frame a second stays a few kilobytes. */
  readonly rate?: number;
  /** With a sine tone as its sound (the default). */
  readonly sound?: boolean;
  readonly container?: 'mp4' | 'webm' | 'mov';
}

/** `mp4` is sound alone in a plain MP4 container, which file-type reads as video/mp4. */
export type AudioContainer = 'm4a' | 'mp4' | 'mp3' | 'ogg' | 'wav';

export interface SyntheticAudio {
  readonly seconds: number;
  readonly frequencyHz?: number;
  readonly container?: AudioContainer;
}

const TIMEOUT_MS = 60_000;

/** A real video made from ffmpeg's own test pattern and tone (lavfi sources): demo media and tests, no download. */
export function synthesizeVideo(video: SyntheticVideo): Promise<Buffer> {
  const { seconds, width = 320, height = 180, rate = 15, sound = true, container = 'mp4' } = video;
  const picture =
    rate <= 1
      ? `color=c=0x1b5e86:s=${width}x${height}:r=${rate}`
      : `testsrc=size=${width}x${height}:rate=${rate}`;
  const codecs =
    container === 'webm'
      ? ['-c:v', 'libvpx', '-b:v', '200k', ...(sound ? ['-c:a', 'libopus', '-b:a', '32k'] : [])]
      : ['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '32', '-pix_fmt', 'yuv420p']
          .concat(sound ? ['-c:a', 'aac', '-b:a', '32k'] : [])
          .concat(container === 'mp4' ? ['-movflags', '+faststart'] : []);
  return generate(container, [
    ...['-f', 'lavfi', '-i', picture],
    ...(sound ? ['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=22050'] : []),
    ...['-t', String(seconds), ...codecs],
  ]);
}

const AUDIO_CODECS: Readonly<Record<AudioContainer, readonly string[]>> = {
  m4a: ['-c:a', 'aac', '-b:a', '32k'],
  mp4: ['-c:a', 'aac', '-b:a', '32k'],
  mp3: ['-c:a', 'libmp3lame', '-b:a', '32k'],
  ogg: ['-c:a', 'libvorbis', '-q:a', '0'],
  wav: ['-c:a', 'pcm_u8', '-ar', '8000'],
};

/** A real audio file of a sine tone. */
export function synthesizeAudio(audio: SyntheticAudio): Promise<Buffer> {
  const { seconds, frequencyHz = 440, container = 'm4a' } = audio;
  return generate(container, [
    ...['-f', 'lavfi', '-i', `sine=frequency=${frequencyHz}:sample_rate=22050`],
    ...['-t', String(seconds), '-ac', '1', ...AUDIO_CODECS[container]],
  ]);
}

async function generate(extension: string, args: readonly string[]): Promise<Buffer> {
  const folder = await mkdtemp(join(tmpdir(), 'synthesized-'));
  const output = join(folder, `media.${extension}`);
  try {
    await runMediaTool('ffmpeg', ['-v', 'error', '-nostdin', '-y', ...args, output], {
      timeoutMs: TIMEOUT_MS,
    });
    return await readFile(output);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
