import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedDemoContent } from '../demo/seed-demo.ts';
import { projections } from '@afrimedia/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readYourWrites } from '../commands/read-your-writes.ts';
import { measureImage } from '../media/measure-image.ts';
import { probeMedia } from '../media/probe-media.ts';
import { startTestApi, type TestApi } from '../testing/test-api.ts';
import { platformDemoMedia } from './demo-media.ts';

interface Page<Row> {
  rows: Row[];
  total: number;
}
interface ContentRow {
  slug: string;
  type: 'article' | 'video' | 'podcast';
  cover_url: string | null;
  cover_srcset: string | null;
  cover_small_url: string | null;
  stream_url: string | null;
}
interface PublicationRow {
  thumbnail_url: string | null;
  cover_url: string | null;
  thumbnail_srcset: string | null;
  cover_srcset: string | null;
}
interface ContentPage {
  content: ContentRow;
  author: { photo_url: string | null } | null;
  publication: PublicationRow | null;
}

/** What a URL the pages API gives must serve: its content type and, for a picture, its least or exact width. */
interface Expected {
  readonly contentType: string;
  readonly minWidth?: number;
  readonly width?: number;
}

describe('demo media: every picture and stream the pages give is a real file', () => {
  let api: TestApi;
  let scratch: string;
  const expected = new Map<string, Expected>();
  /** Contents whose page gives a stream, by kind (the demo's clip and tone are shared, so their URLs repeat). */
  const streamed = { video: 0, podcast: 0, article: 0 };

  const get = async <T>(path: string): Promise<T> => {
    const response = await api.call('GET', path);
    expect(response.status, path).toBe(200);
    return (await response.json()) as T;
  };
  const collect = (url: string | null | undefined, what: Expected) => {
    if (url) expected.set(url, what);
  };
  /** Every smaller copy a srcset names must be a WebP of the width it claims. */
  const collectSrcset = (srcset: string | null) => {
    for (const candidate of srcset?.split(', ') ?? []) {
      const [url, width] = candidate.split(' ');
      if (url?.endsWith('.webp'))
        collect(url, { contentType: 'image/webp', width: Number(width?.slice(0, -1)) });
    }
  };
  /** Covers and thumbnails given without their srcset (or a cover without its smallest copy), by URL. */
  const withoutRenditions: string[] = [];
  const needsRenditions = (url: string | null, ...sources: Array<string | null>) => {
    if (url && sources.some((source) => source === null)) withoutRenditions.push(url);
  };
  const cover = { contentType: 'image/jpeg', minWidth: 1200 };
  const thumbnail = { contentType: 'image/jpeg', minWidth: 600 };
  const stream = (type: ContentRow['type']) => ({
    contentType: type === 'video' ? 'video/mp4' : 'audio/mp4',
  });

  beforeAll(async () => {
    api = await startTestApi('demo-media');
    scratch = await mkdtemp(join(tmpdir(), 'demo-media-spec-'));
    const report = await seedDemoContent(api.store, {
      hashPassword: async (password) => `hashed:${password}`,
      media: platformDemoMedia({ storage: api.deps.media, db: api.db }),
    });
    expect(report.seeded).toBe(true);
    const all = await api.events();
    const caughtUp = await readYourWrites(api.db, projections, { timeoutMs: 60_000 })(all);
    expect(caughtUp).toBe(true);

    const contents: ContentRow[] = [];
    for (let page = 1; ; page += 1) {
      const listed = await get<Page<ContentRow>>(`/pages/contents/?page_size=100&page=${page}`);
      contents.push(...listed.rows);
      if (contents.length >= listed.total || listed.rows.length === 0) break;
    }
    const publications = await get<Page<PublicationRow>>('/pages/contents/?type=playlist&page_size=100');
    for (const publication of publications.rows) {
      collect(publication.thumbnail_url, thumbnail);
      collect(publication.cover_url, cover);
      collectSrcset(publication.thumbnail_srcset);
      collectSrcset(publication.cover_srcset);
      needsRenditions(publication.thumbnail_url, publication.thumbnail_srcset);
      needsRenditions(publication.cover_url, publication.cover_srcset);
    }
    for (const listed of contents) {
      collect(listed.cover_url, cover);
      collectSrcset(listed.cover_srcset);
      collect(listed.cover_small_url, { contentType: 'image/webp', width: 320 });
      needsRenditions(listed.cover_url, listed.cover_srcset, listed.cover_small_url);
      const page = await get<ContentPage>(`/pages/content/${encodeURIComponent(listed.slug)}`);
      collect(page.content.cover_url, cover);
      collect(page.content.stream_url, stream(page.content.type));
      if (page.content.stream_url) streamed[page.content.type] += 1;
      collect(page.author?.photo_url, { contentType: 'image/jpeg' });
      collect(page.publication?.thumbnail_url, thumbnail);
      collect(page.publication?.cover_url, cover);
    }
  });
  afterAll(async () => {
    await api.close();
    await rm(scratch, { recursive: true, force: true });
  });

  it('gives covers, thumbnails, author photos, videos and podcasts', () => {
    expect(streamed.video).toBeGreaterThanOrEqual(4);
    expect(streamed.podcast).toBeGreaterThanOrEqual(4);
    const types = [...expected.values()].map((what) => what.contentType);
    expect(types).toContain('video/mp4');
    expect(types).toContain('audio/mp4');
    const renditions = [...expected.values()].filter((what) => what.contentType === 'image/webp');
    expect(renditions.map((what) => what.width)).toEqual(expect.arrayContaining([320, 640]));
    expect(withoutRenditions).toEqual([]);
    const pictures = [...expected.values()].filter((what) => what.contentType === 'image/jpeg');
    expect(pictures.filter((what) => what.minWidth === 1200).length).toBeGreaterThanOrEqual(20);
    expect(pictures.filter((what) => what.minWidth === 600).length).toBeGreaterThanOrEqual(4);
    expect(pictures.filter((what) => what.minWidth === undefined).length).toBeGreaterThanOrEqual(3);
  });

  it('serves each of them with 200 and its real content type, from the platform’s media storage', async () => {
    let index = 0;
    for (const [url, what] of expected) {
      expect(url, url).toMatch(/^\/api\/media\//);
      const response = await fetch(`${api.url}${url}`);
      expect(response.status, url).toBe(200);
      expect(response.headers.get('content-type'), url).toBe(what.contentType);
      const path = join(scratch, `file-${(index += 1)}`);
      await writeFile(path, Buffer.from(await response.arrayBuffer()));
      if (what.contentType.startsWith('image/')) {
        const size = await measureImage(path);
        expect(size, url).toBeDefined();
        expect(size?.widthPx ?? 0, url).toBeGreaterThanOrEqual(what.minWidth ?? 1);
        if (what.width !== undefined) expect(size?.widthPx, url).toBe(what.width);
      } else {
        const probed = await probeMedia(path);
        expect(probed, url).toMatchObject({
          hasVideo: what.contentType === 'video/mp4',
          hasAudio: true,
          durationSeconds: expect.any(Number),
        });
      }
    }
  });

  it('records each demo file as an upload of the author who uses it', async () => {
    const uploads = await api.db.selectFrom('api.uploads').select(['uploader_id', 'storage_key']).execute();
    const owners = new Map(uploads.map((upload) => [`/api/media/${upload.storage_key}`, upload.uploader_id]));
    // Renditions are stored beside their upload and recorded with it, not as uploads of their own.
    const uploaded = [...expected.entries()]
      .filter(([url, what]) => !url.startsWith('/api/media/encoded/') && what.contentType !== 'image/webp')
      .map(([url]) => url);
    expect(uploaded.length).toBeGreaterThan(0);
    for (const url of uploaded) expect(owners.get(url), url).toMatch(/^[0-9a-f-]{36}$/);
  });
});
