import { z } from 'zod';
import { runMediaTool } from './media-tools.ts';

/** What ffprobe read of an audio or video file. */
export interface ProbedMedia {
  readonly hasVideo: boolean;
  readonly hasAudio: boolean;
  /** Of the first video stream, as shown (a quarter turn swaps them). */
  readonly widthPx?: number;
  readonly heightPx?: number;
  readonly durationSeconds?: number;
}

const stream = z.object({
  codec_type: z.string().optional(),
  width: z.number().optional(),
  height: z.number().optional(),
  duration: z.string().optional(),
  disposition: z.object({ attached_pic: z.number().optional() }).optional(),
  tags: z.object({ rotate: z.string().optional() }).optional(),
  side_data_list: z.array(z.object({ rotation: z.number().optional() })).optional(),
});
const probeOutput = z.object({
  streams: z.array(stream).default([]),
  format: z.object({ duration: z.string().optional() }).optional(),
});

const PROBE_TIMEOUT_MS = 30_000;

/** `undefined` when ffprobe cannot read the file as media at all. */
export async function probeMedia(path: string): Promise<ProbedMedia | undefined> {
  let output: z.infer<typeof probeOutput>;
  try {
    const json = await runMediaTool(
      'ffprobe',
      ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', path],
      { timeoutMs: PROBE_TIMEOUT_MS },
    );
    output = probeOutput.parse(JSON.parse(json));
  } catch {
    return undefined;
  }
  // A picture embedded in an audio file (an MP3's album art) is a video stream only to ffprobe.
  const video = output.streams.find(
    (candidate) => candidate.codec_type === 'video' && candidate.disposition?.attached_pic !== 1,
  );
  const hasAudio = output.streams.some((candidate) => candidate.codec_type === 'audio');
  const durationSeconds = longest([
    output.format?.duration,
    ...output.streams.map((candidate) => candidate.duration),
  ]);
  const turned = video !== undefined && quarterTurned(video);
  const width = turned ? video.height : video?.width;
  const height = turned ? video.width : video?.height;
  return {
    hasVideo: video !== undefined,
    hasAudio,
    ...(width ? { widthPx: width } : {}),
    ...(height ? { heightPx: height } : {}),
    ...(durationSeconds === undefined ? {} : { durationSeconds }),
  };
}

function quarterTurned(video: z.infer<typeof stream>): boolean {
  const rotation =
    video.side_data_list?.find((data) => data.rotation !== undefined)?.rotation ??
    Number(video.tags?.rotate ?? 0);
  return Math.abs(rotation) % 180 === 90;
}

/** The longest length any part of the file declares: a file is refused for its longest track. */
function longest(lengths: ReadonlyArray<string | undefined>): number | undefined {
  const known = lengths.map(Number).filter((length) => Number.isFinite(length) && length > 0);
  return known.length === 0 ? undefined : Math.max(...known);
}
