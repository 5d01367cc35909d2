import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import { parseStream } from 'music-metadata';
import { Mp4DurationReader } from './mp4-duration.ts';

/** What the parser made of the file: `undefined` when it could not read it at all. */
export type ProbeResult = { readonly durationSeconds: number | undefined } | undefined;

export interface DurationProbe {
  /** Resolves once the parser has taken the chunk, so a slow parser slows the upload instead of filling memory. */
  feed(chunk: Buffer): Promise<void>;
  /** No more bytes: the parser reads what is left and settles `result`. */
  end(): void;
  /** The upload stopped early; the parser is dropped. */
  abandon(): void;
  readonly result: Promise<ProbeResult>;
}

/**
 * Reads the duration of an audio or video file from the bytes of an upload as they stream past, without
 * keeping them: music-metadata skips media data and reads only the container's headers and indexes. For
 * MP4 the movie header is read too, and the longer of the two lengths counts.
 */
export function startDurationProbe(contentType: string): DurationProbe {
  const movie = contentType.endsWith('/mp4') ? new Mp4DurationReader() : undefined;
  const input = new PassThrough();
  // Parser failures reach the caller through `result`; a stray stream error must not crash the process.
  input.on('error', () => {});
  let settled = false;
  const result: Promise<ProbeResult> = parseStream(
    input,
    { mimeType: contentType },
    { duration: true, skipCovers: true },
  ).then(
    (metadata) => ({ durationSeconds: longest(metadata.format.duration, movie?.durationSeconds) }),
    () => undefined,
  );
  void result.finally(() => {
    settled = true;
    // The parser may stop before the end (it has what it needs); later chunks are not for it.
    input.destroy();
  });

  return {
    async feed(chunk) {
      movie?.feed(chunk);
      if (settled || input.write(chunk)) return;
      await Promise.race([once(input, 'drain'), result]);
    },
    end() {
      if (!settled) input.end();
    },
    abandon() {
      if (!settled) input.destroy(new Error('upload stopped'));
    },
    result,
  };
}

function longest(...lengths: Array<number | undefined>): number | undefined {
  const known = lengths.filter((length): length is number => length !== undefined);
  return known.length === 0 ? undefined : Math.max(...known);
}
