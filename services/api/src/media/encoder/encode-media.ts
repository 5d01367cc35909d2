import { join } from 'node:path';
import { runMediaTool } from '../media-tools.ts';

export type EncodedRole = 'stream' | 'poster' | 'dataSaver';

export interface EncodedFile {
  readonly role: EncodedRole;
  readonly path: string;
  readonly contentType: string;
}

export interface EncodeOptions {
  /** A local copy of the uploaded file (ffmpeg seeks in MP4s whose index is at the end). */
  readonly sourcePath: string;
  readonly kind: 'video' | 'audio';
  /** As measured at upload; progress is reported against it. */
  readonly durationSeconds: number | undefined;
  /** An empty folder the outputs are written to. */
  readonly outputDir: string;
  /** 0 to 1, as ffmpeg works through the file. */
  readonly onProgress?: (fraction: number) => void;
  readonly signal?: AbortSignal;
  readonly timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 20 * 60_000;

/*
 * One thread per ffmpeg: the encoder runs beside the API on a small machine, one job at a time, and must not take
 * every core from the requests it runs beside.
 */
const THREADS = ['-threads', '1'];

const PROGRESS = ['-progress', 'pipe:1', '-nostats'];
/** The index first, so a player starts before the whole file has arrived. */
const FAST_START = ['-movflags', '+faststart'];
const DATA_SAVER_AUDIO = ['-c:a', 'aac', '-b:a', '48k', '-ac', '1'];
const WEB_AUDIO = ['-c:a', 'aac', '-b:a', '96k', '-ac', '2'];

/** Even dimensions (H.264 in 4:2:0 needs them), at most 480 lines: a web rendition that plays on slow links. */
const WEB_SCALE = "scale=-2:'trunc(min(480,ih)/2)*2'";

/**
 * Encodes an uploaded file for the web: a video gets a poster (JPEG) and an H.264/AAC MP4 rendition of modest size;
 * a podcast gets a 48 kbit/s mono AAC rendition for readers saving data. Rejects (MediaToolFailed) when ffmpeg
 * cannot read or encode the file.
 */
export async function encodeMedia(options: EncodeOptions): Promise<EncodedFile[]> {
  const { sourcePath, outputDir } = options;
  const run = (
    input: readonly string[],
    output: readonly string[],
    path: string,
    onLine?: (line: string) => void,
  ) =>
    runMediaTool(
      'ffmpeg',
      ['-v', 'error', '-nostdin', '-y', ...THREADS, ...input, ...output, ...THREADS, path],
      {
        timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
        ...(options.signal ? { signal: options.signal } : {}),
        ...(onLine ? { onLine } : {}),
      },
    );
  const progress = progressReader(options.durationSeconds, options.onProgress);

  if (options.kind === 'audio') {
    const dataSaver = join(outputDir, 'data-saver.m4a');
    await run(
      ['-i', sourcePath],
      ['-map', '0:a:0', '-vn', ...DATA_SAVER_AUDIO, ...FAST_START, ...PROGRESS],
      dataSaver,
      progress,
    );
    return [{ role: 'dataSaver', path: dataSaver, contentType: 'audio/mp4' }];
  }

  const poster = join(outputDir, 'poster.jpg');
  const posterAt = Math.min(1, (options.durationSeconds ?? 0) / 2);
  await run(
    ['-ss', posterAt.toFixed(3), '-i', sourcePath],
    ['-map', '0:v:0', '-frames:v', '1', '-vf', "scale='min(1280,iw)':-2", '-q:v', '3'],
    poster,
  );
  const stream = join(outputDir, 'web.mp4');
  await run(
    ['-i', sourcePath],
    [
      ...['-map', '0:v:0', '-map', '0:a:0?', '-vf', WEB_SCALE, '-pix_fmt', 'yuv420p'],
      ...['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '28', '-maxrate', '1200k', '-bufsize', '2400k'],
      ...['-profile:v', 'main', ...WEB_AUDIO, ...FAST_START, ...PROGRESS],
    ],
    stream,
    progress,
  );
  return [
    { role: 'poster', path: poster, contentType: 'image/jpeg' },
    { role: 'stream', path: stream, contentType: 'video/mp4' },
  ];
}

/** Reads ffmpeg's `-progress` lines: `out_time_us` (older builds: `out_time_ms`, also in microseconds). */
function progressReader(
  durationSeconds: number | undefined,
  onProgress: ((fraction: number) => void) | undefined,
): ((line: string) => void) | undefined {
  if (!onProgress || !durationSeconds) return undefined;
  return (line) => {
    const match = /^out_time_(?:us|ms)=(\d+)$/.exec(line.trim());
    if (!match) return;
    onProgress(Math.min(1, Number(match[1]) / 1_000_000 / durationSeconds));
  };
}
