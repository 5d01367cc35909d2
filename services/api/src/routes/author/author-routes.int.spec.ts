import { engagementDecider, readerStream } from '@afrimedia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEncoder } from '../../media/encoder/encoder-worker.ts';
import { png } from '../../media/fixtures/synthetic-media.ts';
import { synthesizeImage, synthesizeVideo } from '../../media/synthesize-media.ts';
import { uploadFile } from '../../testing/send-file.ts';
import { articleForm, playlistForm } from '../../testing/studio-forms.ts';
import { startTestApi, type TestApi, type TestUser } from '../../testing/test-api.ts';

describe('author studio, statistics and encoder', () => {
  let api: TestApi;
  let encoder: { stop(): Promise<void> };
  let author: TestUser;
  let pending: TestUser;
  let thumbnail: string;

  interface Uploaded {
    id: string;
    url: string;
    sizeBytes: number;
    widthPx: number;
    durationSeconds?: number;
  }
  const upload = (role: string, user: TestUser, bytes: Buffer) =>
    uploadFile<Uploaded>(api, role, bytes, user);
  const eventCount = async () => (await api.events()).length;
  const appendedSince = async (count: number) => (await api.events()).slice(count).map((event) => event.type);
  const playlist = (slug: string, extra: Record<string, unknown> = {}) =>
    playlistForm(slug, thumbnail, extra);
  const article = (slug: string, extra: Record<string, unknown> = {}) =>
    articleForm('west-africa', slug, extra);

  beforeAll(async () => {
    api = await startTestApi('author');
    encoder = startEncoder({
      db: api.db,
      store: api.store,
      storage: api.deps.media,
      pollIntervalMs: 50,
      onError: (error) => console.error('encoder failed', error),
    });
    author = await api.newUser({ role: 'owner' });
    pending = await api.newUser({ role: 'owner', verified: false });
    thumbnail = (await upload('thumbnail', author, png(800))).id;
  });
  afterAll(async () => {
    await encoder.stop();
    await api.close();
  });

  it('refuses authors waiting validation on every studio call, appending nothing', async () => {
    const before = await eventCount();
    for (const [method, path] of [
      ['GET', '/author/contents'],
      ['POST', '/author/contents/playlist'],
      ['POST', '/author/contents/video'],
      ['GET', '/author/contents/statistics/index'],
      ['GET', '/encoder/tasks/x'],
    ] as const) {
      const response = await api.call(
        method,
        path,
        pending,
        method === 'POST' ? playlist('nope') : undefined,
      );
      expect(response.status, path).toBe(403);
      expect(await response.json(), path).toMatchObject({
        error: 'AUTHOR_NOT_VERIFIED: Author not verified',
      });
    }
    expect(await appendedSince(before)).toEqual([]);
  });

  it('creates a publication and submits it; a used url and four topics are refused', async () => {
    const before = await eventCount();
    const created = await api.call(
      'POST',
      '/author/contents/playlist',
      author,
      playlist('west-africa', { submit: true }),
    );
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({
      kind: 'playlist',
      slug: 'west-africa',
      status: 'waiting_validation',
    });
    expect(await appendedSince(before)).toEqual(['PublicationCreated', 'PublicationSubmitted']);

    const after = await eventCount();
    const taken = await api.call('POST', '/author/contents/playlist', author, playlist('west-africa'));
    expect(taken.status).toBe(409);
    expect(await taken.json()).toMatchObject({
      error: 'URL_ALREADY_USED: url already used by another publication',
    });
    const topics = await api.call(
      'POST',
      '/author/contents/playlist',
      author,
      playlist('four', { topics: ['art', 'music', 'tech', 'food'] }),
    );
    expect(topics.status).toBe(400);
    expect(await topics.json()).toMatchObject({ code: 'TOO_MANY_TOPICS' });
    const noName = await api.call('POST', '/author/contents/playlist', author, playlist('x', { name: '' }));
    expect(await noName.json()).toMatchObject({ error: 'NAME_REQUIRED: Name is required' });
    expect(await appendedSince(after)).toEqual([]);
  });

  it('takes images by upload id only, with the facts the server measured', async () => {
    const rival = await api.newUser({ role: 'owner' });
    const theirs = await upload('thumbnail', rival, png(800));
    const before = await eventCount();
    const claimed = await api.call(
      'POST',
      '/author/contents/playlist',
      author,
      playlist('claimed', {
        thumbnail: { url: 'https://example.com/fake.jpg', sizeBytes: 1000, widthPx: 800 },
      }),
    );
    expect(claimed.status).toBe(400);
    expect(await claimed.json()).toMatchObject({
      error: 'UPLOAD_NOT_FOUND: The uploaded file was not found; please upload it again.',
      field: 'thumbnail',
    });
    const unknown = await api.call(
      'POST',
      '/author/contents/playlist',
      author,
      playlist('unknown', { thumbnail: 'nope' }),
    );
    expect(await unknown.json()).toMatchObject({ code: 'UPLOAD_NOT_FOUND', field: 'thumbnail' });

    const stolen = await api.call(
      'POST',
      '/author/contents/playlist',
      author,
      playlist('stolen', { thumbnail: theirs.id }),
    );
    expect(stolen.status).toBe(400);
    expect(await stolen.json()).toMatchObject({ code: 'UPLOAD_NOT_FOUND', field: 'thumbnail' });

    const narrowCover = await upload('image', author, await synthesizeImage({ width: 1000, height: 500 }));
    const narrow = await api.call(
      'POST',
      '/author/contents/playlist',
      author,
      playlist('narrow', { cover: narrowCover.id }),
    );
    expect(await narrow.json()).toMatchObject({ code: 'IMAGE_TOO_NARROW', field: 'cover' });
    const video = await upload(
      'video',
      author,
      await synthesizeVideo({ seconds: 1, width: 160, height: 120 }),
    );
    const wrongKind = await api.call(
      'POST',
      '/author/contents/playlist',
      author,
      playlist('kind', { thumbnail: video.id }),
    );
    expect(await wrongKind.json()).toMatchObject({ code: 'WRONG_FILE_TYPE', field: 'thumbnail' });
    const noThumbnail = await api.call(
      'POST',
      '/author/contents/playlist',
      author,
      playlist('none', { thumbnail: undefined }),
    );
    expect(await noThumbnail.json()).toMatchObject({ error: 'THUMBNAIL_REQUIRED: Thumbnail is required' });
    expect(await appendedSince(before)).toEqual([]);

    const cover = await upload('cover', rival, await synthesizeImage({ width: 1200, height: 675 }));
    const created = await api.call(
      'POST',
      '/author/contents/playlist',
      rival,
      playlist('measured', { thumbnail: theirs.id, cover: cover.id }),
    );
    expect(created.status).toBe(201);
    const [event] = (await api.events()).slice(before);
    expect(event?.data).toMatchObject({
      thumbnail: { uploadId: theirs.id, url: theirs.url, sizeBytes: theirs.sizeBytes, widthPx: 800 },
      cover: { uploadId: cover.id, url: cover.url, sizeBytes: cover.sizeBytes, widthPx: 1200 },
    });
  });

  it('edits a publication, and lets no other author near it', async () => {
    const edited = await api.call(
      'PUT',
      '/author/contents/playlist/west-africa',
      author,
      playlist('west-africa', { description: 'Stories, music and people from the cities of West Africa.' }),
    );
    expect(edited.status).toBe(200);
    const other = await api.newUser({ role: 'owner' });
    const before = await eventCount();
    const stolen = await api.call(
      'PUT',
      '/author/contents/playlist/west-africa',
      other,
      playlist('west-africa'),
    );
    expect(stolen.status).toBe(404);
    expect(await stolen.json()).toMatchObject({ error: 'CONTENT_NOT_FOUND: Content not found' });
    expect(await appendedSince(before)).toEqual([]);
  });

  it('drafts and submits an article; a used slug is refused', async () => {
    const before = await eventCount();
    const drafted = await api.call(
      'POST',
      '/author/contents/video',
      author,
      article('pikine', { action: 'submit' }),
    );
    expect(drafted.status).toBe(201);
    expect(await drafted.json()).toMatchObject({
      kind: 'article',
      slug: 'pikine',
      status: 'waiting_validation',
    });
    expect(await appendedSince(before)).toEqual(['ContentDrafted', 'ContentSubmitted']);
    const after = await eventCount();
    const taken = await api.call('POST', '/author/contents/video', author, article('pikine'));
    expect(taken.status).toBe(409);
    expect(await taken.json()).toMatchObject({ error: 'SLUG_ALREADY_USED: Slug already used' });
    const noSummary = await api.call(
      'POST',
      '/author/contents/video',
      author,
      article('other', { summary: '' }),
    );
    expect(await noSummary.json()).toMatchObject({
      error: 'SUMMARY_REQUIRED: summary of the article must be filled out',
    });
    expect(await appendedSince(after)).toEqual([]);
  });

  it('lists the author’s own contents and publications, alphabetically ascending', async () => {
    await api.call(
      'POST',
      '/author/contents/video',
      author,
      article('a-first', { title: 'Zanzibar nights and days' }),
    );
    const list = await api.call(
      'GET',
      '/author/contents?type=article&orderBy=alphabetical&direction=desc',
      author,
    );
    expect(list.status).toBe(200);
    const titles = ((await list.json()) as { title: string }[]).map((row) => row.title);
    expect(titles).toEqual([...titles].sort());
    const playlists = await api.call('GET', '/author/contents?type=playlist', author);
    expect(((await playlists.json()) as { slug: string }[]).map((row) => row.slug)).toEqual(['west-africa']);
    const one = await api.call('GET', '/author/contents/pikine', author);
    expect(await one.json()).toMatchObject({ slug: 'pikine' });
    const bad = await api.call('GET', '/author/contents?type=poem', author);
    expect(bad.status).toBe(400);
  });

  it('attaches an uploaded video by its id; the encoder makes its rendition off the request path', async () => {
    const video = await upload(
      'video',
      author,
      await synthesizeVideo({ seconds: 2, width: 320, height: 180 }),
    );
    const before = await eventCount();
    const created = await api.call('POST', '/author/contents/video', author, {
      kind: 'video',
      publication: 'west-africa',
      title: 'Concert au bord de l’océan',
      slug: 'concert',
      topics: ['music'],
      genre: 'focus',
      media: video.id,
    });
    expect(created.status).toBe(201);
    const body = (await created.json()) as { media: { id: string; status: string } };
    expect(body).toMatchObject({ media: { status: 'uploaded' } });
    expect(await appendedSince(before)).toEqual(['ContentDrafted', 'MediaUploaded']);
    const [, uploaded] = (await api.events()).slice(before);
    expect(uploaded?.data).toMatchObject({
      uploadId: video.id,
      sourceUrl: video.url,
      sizeBytes: video.sizeBytes,
      durationSeconds: video.durationSeconds,
    });

    const task = async () =>
      (await (await api.call('GET', `/encoder/tasks/${body.media.id}`, author)).json()) as Record<
        string,
        unknown
      >;
    await expect.poll(async () => (await task()).status, { timeout: 30_000 }).toBe('encoded');
    expect(await task()).toMatchObject({
      id: body.media.id,
      progress: 100,
      streamUrl: `/api/media/encoded/${body.media.id}/web.mp4`,
      posterUrl: `/api/media/encoded/${body.media.id}/poster.jpg`,
      error: null,
    });
    // The event feed shows the encoder's append once transactions older than it have ended.
    await expect
      .poll(async () => (await api.events()).slice(before).map((event) => event.type), { timeout: 10_000 })
      .toEqual(['ContentDrafted', 'MediaUploaded', 'MediaEncoded']);
    const cancel = await api.call('DELETE', `/encoder/tasks/${body.media.id}`, author);
    expect(cancel.status).toBe(409);
    expect((await api.call('GET', '/encoder/tasks/unknown', author)).status).toBe(404);

    const details = await api.call(
      'GET',
      `/encoder/details?sourceUrl=${encodeURIComponent(video.url)}`,
      author,
    );
    expect(await details.json()).toMatchObject({
      uploadId: video.id,
      kind: 'video',
      contentType: 'video/mp4',
      sizeBytes: video.sizeBytes,
      widthPx: 320,
      heightPx: 180,
      tasks: [{ id: body.media.id, status: 'done', progress: 100 }],
    });
    const outside = await api.call('GET', '/encoder/details?sourceUrl=/etc/passwd', author);
    expect(outside.status).toBe(400);
  });

  it('refuses media that is not the content’s kind, and a video sent as a podcast, appending nothing', async () => {
    const image = await upload('image', author, png(800));
    const before = await eventCount();
    const asMedia = await api.call('POST', '/author/contents/video', author, {
      kind: 'video',
      publication: 'west-africa',
      title: 'Une vidéo qui est une image',
      slug: 'image-video',
      topics: ['music'],
      genre: 'focus',
      media: image.id,
    });
    expect(asMedia.status).toBe(400);
    expect(await asMedia.json()).toMatchObject({ code: 'WRONG_FILE_TYPE', field: 'media' });
    const unknown = await api.call('POST', '/author/contents/video', author, {
      kind: 'podcast',
      publication: 'west-africa',
      title: 'Un podcast sans fichier',
      slug: 'no-file',
      topics: ['music'],
      genre: 'interview',
      media: '00000000-0000-0000-0000-000000000000',
    });
    expect(await unknown.json()).toMatchObject({ code: 'UPLOAD_NOT_FOUND', field: 'media' });
    expect(await appendedSince(before)).toEqual([]);
  });

  it("gives the author's figures, income counted in them", async () => {
    const reader = await api.newUser();
    const contents = (await (await api.call('GET', '/author/contents?type=video', author)).json()) as {
      id: string;
    }[];
    await api.run(readerStream(reader.userId), engagementDecider, reader.userId, {
      type: 'ViewContent',
      data: { readerId: reader.userId, contentId: contents[0]?.id ?? '' },
    });
    const index = await api.call('GET', '/author/contents/statistics/index', author);
    expect(await index.json()).toEqual({ views: 1, likes: 0, shares: 0, audience: 1, incomeEuros: '0.00' });
    const audience = await api.call('GET', '/author/contents/statistics/audience?period=month', author);
    expect(((await audience.json()) as { views: number }[])[0]).toMatchObject({ views: 1, audience: 1 });
    const performance = await api.call('GET', '/author/contents/statistics/performance/concert', author);
    expect(((await performance.json()) as { views: number }[])[0]).toMatchObject({ views: 1 });
    const rival = await api.newUser({ role: 'owner' });
    const notTheirs = await api.call('GET', '/author/contents/statistics/performance/concert', rival);
    expect(notTheirs.status).toBe(404);
    expect(await notTheirs.json()).toMatchObject({ error: 'CONTENT_NOT_FOUND: Content not found' });
    const badPeriod = await api.call('GET', '/author/contents/statistics/audience?period=decade', author);
    expect(badPeriod.status).toBe(400);
    const income = await api.call('GET', '/author/contents/statistics/income', author);
    expect(income.status).toBe(200);
    expect(await income.json()).toMatchObject({ period: 'week', statements: [] });
  });

  it('creates exactly one publication when 20 requests claim one url at once', async () => {
    const attempts = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        api.call(
          'POST',
          '/author/contents/playlist',
          author,
          playlist('Same-Url', { name: `Racing ${index}` }),
        ),
      ),
    );
    const statuses = attempts.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    const created = (await api.events()).filter(
      (event) => event.type === 'PublicationCreated' && (event.data as { slug: string }).slug === 'Same-Url',
    );
    expect(created).toHaveLength(1);
  });
});
