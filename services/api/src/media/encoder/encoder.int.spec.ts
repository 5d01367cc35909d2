import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi, type TestUser } from '../../testing/test-api.ts';
import { png } from '../fixtures/synthetic-media.ts';
import { runMediaTool } from '../media-tools.ts';
import { synthesizeAudio, synthesizeVideo } from '../synthesize-media.ts';
import { encodeMedia } from './encode-media.ts';
import { claimTask } from './encoder-tasks.ts';
import { runEncoderPass, type EncoderDeps } from './encoder-worker.ts';
import { queueUploadedMedia } from './media-feed.ts';
import { uploadFile } from '../../testing/send-file.ts';

interface Task {
  id: string;
  status: string;
  progress: number;
  attempts: number;
  streamUrl: string | null;
  posterUrl: string | null;
  dataSaverUrl: string | null;
  reason: string | null;
  error: string | null;
}

describe('the encoder: posters and renditions off the request path', () => {
  let api: TestApi;
  let author: TestUser;
  let encoder: EncoderDeps;
  let scratch: string;

  const upload = (role: string, bytes: Buffer) => uploadFile(api, role, bytes, author);

  /** Drafts a video or podcast with the upload as its media; answers its media (task) id. */
  async function attach(kind: 'video' | 'podcast', slug: string, uploadId: string): Promise<string> {
    const response = await api.call('POST', '/author/contents/video', author, {
      kind,
      publication: 'encoder-tests',
      title: `Media for the encoder: ${slug}`,
      slug,
      topics: ['music'],
      genre: kind === 'video' ? 'focus' : 'interview',
      media: uploadId,
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { media: { id: string } }).media.id;
  }

  /** Runs encoder passes until there is nothing left to do now. */
  async function encodeAll(deps: EncoderDeps = encoder) {
    while (await runEncoderPass(deps));
  }

  const task = async (id: string, lang = 'en') =>
    (await (await api.call('GET', `/encoder/tasks/${id}?lang=${lang}`, author)).json()) as Task;

  /** ffprobe's account of a served file: its streams' codecs and sizes, and its format. */
  async function probe(url: string, expectedType: string) {
    const response = await fetch(`${api.url}${url}`);
    expect(response.status, url).toBe(200);
    expect(response.headers.get('content-type'), url).toBe(expectedType);
    const path = join(scratch, url.replaceAll('/', '_'));
    await writeFile(path, Buffer.from(await response.arrayBuffer()));
    const json = await runMediaTool(
      'ffprobe',
      ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', path],
      { timeoutMs: 30_000 },
    );
    return {
      path,
      ...(JSON.parse(json) as { streams: Record<string, unknown>[]; format: Record<string, string> }),
    };
  }

  /** Decodes every frame: a file that plays decodes without an error. */
  const decodes = (path: string) =>
    runMediaTool('ffmpeg', ['-v', 'error', '-xerror', '-i', path, '-f', 'null', '-'], { timeoutMs: 30_000 });

  beforeAll(async () => {
    api = await startTestApi('encoder');
    scratch = await mkdtemp(join(tmpdir(), 'encoder-spec-'));
    encoder = {
      db: api.db,
      store: api.store,
      storage: api.deps.media,
      maxAttempts: 2,
      retryDelayMs: 0,
      onError: (error) => {
        throw error;
      },
    };
    author = await api.newUser({ role: 'owner' });
    const thumbnail = await upload('thumbnail', png(800));
    const created = await api.call('POST', '/author/contents/playlist', author, {
      name: 'Encoder tests',
      slug: 'encoder-tests',
      description: 'Media for the encoder.',
      topics: ['music'],
      thumbnail: thumbnail.id,
    });
    expect(created.status).toBe(201);
  });
  afterAll(async () => {
    await api.close();
    await rm(scratch, { recursive: true, force: true });
  });

  it('makes a video’s poster (JPEG) and an H.264/AAC web rendition that plays', async () => {
    const video = await upload('video', await synthesizeVideo({ seconds: 3, width: 640, height: 360 }));
    const id = await attach('video', 'encoded-video', video.id);
    expect(await task(id)).toMatchObject({ status: 'queued', progress: 0, posterUrl: null });

    await encodeAll();

    const done = await task(id);
    expect(done).toMatchObject({ status: 'encoded', progress: 100, attempts: 1, error: null });
    const poster = await probe(done.posterUrl ?? '', 'image/jpeg');
    expect(poster.streams[0]).toMatchObject({ codec_name: 'mjpeg', width: 640, height: 360 });
    const rendition = await probe(done.streamUrl ?? '', 'video/mp4');
    expect(rendition.streams.map((stream) => stream.codec_name)).toEqual(['h264', 'aac']);
    expect(rendition.streams[0]).toMatchObject({ width: 640, height: 360, pix_fmt: 'yuv420p' });
    expect(Number(rendition.format.duration)).toBeCloseTo(3, 0);
    await decodes(rendition.path);

    const events = (await api.events()).filter((event) => event.type === 'MediaEncoded');
    expect(events.at(-1)?.data).toMatchObject({
      mediaId: id,
      streamUrl: done.streamUrl,
      posterUrl: done.posterUrl,
    });
    // The encoder appends outside any request: the author's pages follow as the projection catches up.
    await expect
      .poll(async () => (await api.call('GET', '/author/contents/encoded-video', author)).json())
      .toMatchObject({ stream_url: done.streamUrl, media: { status: 'encoded' } });
  });

  it('scales a tall video down to 480 lines, keeping even dimensions', async () => {
    const video = await upload('video', await synthesizeVideo({ seconds: 1, width: 1280, height: 720 }));
    const id = await attach('video', 'large-video', video.id);
    await encodeAll();
    const rendition = await probe((await task(id)).streamUrl ?? '', 'video/mp4');
    expect(rendition.streams[0]).toMatchObject({ codec_name: 'h264', width: 854, height: 480 });
  });

  it('makes a podcast’s 48 kbit/s data-saver rendition; the podcast plays its own file', async () => {
    const audio = await upload('audio', await synthesizeAudio({ seconds: 2, container: 'mp3' }));
    const id = await attach('podcast', 'encoded-podcast', audio.id);
    await encodeAll();
    const done = await task(id);
    expect(done).toMatchObject({ status: 'encoded', streamUrl: audio.url, posterUrl: null });
    const small = await probe(done.dataSaverUrl ?? '', 'audio/mp4');
    expect(small.streams).toHaveLength(1);
    expect(small.streams[0]).toMatchObject({ codec_type: 'audio', codec_name: 'aac', channels: 1 });
    expect(Number(small.streams[0]?.bit_rate)).toBeLessThanOrEqual(56_000);
    await decodes(small.path);
  });

  it('reports "Error during encoding" when ffmpeg cannot encode a file ffprobe accepted, after its attempts', async () => {
    const video = await synthesizeVideo({ seconds: 3 });
    // The header stays readable (ffprobe takes the file and its length); the pictures and sound are zeros.
    const mdat = video.indexOf('mdat');
    video.fill(0, mdat + 4, mdat - 4 + video.readUInt32BE(mdat - 4));
    const broken = await upload('video', video);
    const id = await attach('video', 'broken-video', broken.id);

    await encodeAll();

    expect(await task(id)).toMatchObject({
      status: 'failed',
      attempts: 2,
      streamUrl: null,
      reason: 'Error during encoding',
      error: 'ENCODING_FAILED: Error during encoding',
    });
    expect(await task(id, 'fr')).toMatchObject({ error: 'ENCODING_FAILED: Erreur lors de l’encodage' });
    const failed = (await api.events()).filter((event) => event.type === 'MediaEncodingFailed');
    expect(failed.at(-1)?.data).toMatchObject({ mediaId: id, reason: 'ENCODING_FAILED' });
    await expect
      .poll(async () => (await api.call('GET', '/author/contents/broken-video', author)).json())
      .toMatchObject({ media: { status: 'failed' } });
  });

  it('reports its progress from ffmpeg, against the measured length', async () => {
    const source = join(scratch, 'progress-source.mp4');
    await writeFile(source, await synthesizeVideo({ seconds: 4, width: 320, height: 180 }));
    const outputDir = await mkdtemp(join(scratch, 'progress-'));
    const fractions: number[] = [];
    const files = await encodeMedia({
      sourcePath: source,
      kind: 'video',
      durationSeconds: 4,
      outputDir,
      onProgress: (fraction) => fractions.push(fraction),
    });
    expect(files.map((file) => file.role)).toEqual(['poster', 'stream']);
    expect(fractions.length).toBeGreaterThan(0);
    expect(fractions.every((fraction, index) => fraction >= (fractions[index - 1] ?? 0))).toBe(true);
    expect(fractions.at(-1)).toBeCloseTo(1, 1);
  });

  it('lets the author cancel a waiting task, which is then never encoded', async () => {
    const video = await upload('video', await synthesizeVideo({ seconds: 1, width: 160, height: 120 }));
    const id = await attach('video', 'cancelled-video', video.id);
    const cancelled = await api.call('DELETE', `/encoder/tasks/${id}`, author);
    expect(cancelled.status).toBe(200);
    expect(await cancelled.json()).toMatchObject({ status: 'cancelled', reason: 'cancelled' });
    await encodeAll();
    expect(await task(id)).toMatchObject({ status: 'cancelled', posterUrl: null, streamUrl: null });
    expect((await api.call('DELETE', `/encoder/tasks/${id}`, author)).status).toBe(409);
  });

  it('hands a task to one worker only when several claim at once', async () => {
    const video = await upload('video', await synthesizeVideo({ seconds: 1, width: 160, height: 120 }));
    const id = await attach('video', 'claimed-once', video.id);
    await queueUploadedMedia(api.db, api.store);
    const claims = await Promise.all(Array.from({ length: 4 }, () => claimTask(api.db, 60_000)));
    expect(claims.flatMap((claim) => (claim ? [claim.task_id] : []))).toEqual([id]);
    expect(await task(id)).toMatchObject({ status: 'encoding', attempts: 1 });
  });
});
