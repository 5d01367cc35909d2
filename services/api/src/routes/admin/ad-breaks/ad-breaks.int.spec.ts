import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { png } from '../../../media/fixtures/synthetic-media.ts';
import { synthesizeAudio, synthesizeVideo } from '../../../media/synthesize-media.ts';
import { uploadFile } from '../../../testing/send-file.ts';
import { startTestApi, type TestApi, type TestUser } from '../../../testing/test-api.ts';

describe('admin ad breaks', () => {
  let api: TestApi;
  let admin: TestUser;
  let reader: TestUser;
  let video: { id: string; url: string };
  let audio: { id: string; url: string };
  let image: { id: string };

  beforeAll(async () => {
    api = await startTestApi('admin_ad_breaks');
    admin = await api.newUser({ role: 'admin' });
    reader = await api.newUser();
    // One at a time: a user may have only two uploads in progress.
    video = await uploadFile(api, 'video', await synthesizeVideo({ seconds: 2 }), admin);
    audio = await uploadFile(api, 'audio', await synthesizeAudio({ seconds: 2 }), admin);
    image = await uploadFile(api, 'image', png(320), admin);
  });
  afterAll(() => api.close());

  const adEvents = async () =>
    (await api.events()).filter((event) => event.type.startsWith('AdBreak')).map((event) => event.type);
  const create = (body: unknown, user: TestUser = admin) => api.call('POST', '/admin/ad-breaks', user, body);

  it('is for the platform team only, reading or writing', async () => {
    expect((await api.call('GET', '/admin/ad-breaks')).status).toBe(401);
    expect((await api.call('GET', '/admin/ad-breaks', reader)).status).toBe(403);
    const body = { title: 'Premium', mediaKind: 'video', uploadId: video.id };
    expect((await create(body, reader)).status).toBe(403);
    expect((await api.call('POST', '/admin/ad-breaks', undefined, body)).status).toBe(401);
    expect(await adEvents()).toEqual([]);
  });

  it('publishes a video ad playing the uploaded file, lists and shows it, then withdraws it', async () => {
    const response = await create({
      title: 'Afrimedia Premium',
      mediaKind: 'video',
      uploadId: video.id,
      link: 'https://afrimedia.test/premium',
    });
    expect(response.status).toBe(201);
    const ad = (await response.json()) as { id: string };
    expect(ad).toMatchObject({
      title: 'Afrimedia Premium',
      mediaKind: 'video',
      mediaUrl: video.url,
      uploadId: video.id,
      link: 'https://afrimedia.test/premium',
      status: 'active',
      withdrawnAt: null,
    });

    const list = await api.call('GET', '/admin/ad-breaks?filter={"status":"active"}', admin);
    expect(list.headers.get('content-range')).toBe('ad-breaks 0-0/1');
    expect(((await list.json()) as { id: string }[]).map((row) => row.id)).toEqual([ad.id]);

    const withdrawn = await api.call('POST', `/admin/ad-breaks/${ad.id}/withdraw`, admin, {});
    expect(withdrawn.status).toBe(200);
    expect(await withdrawn.json()).toMatchObject({ id: ad.id, status: 'withdrawn' });
    // Withdrawn already: the same answer, and nothing appended.
    expect((await api.call('POST', `/admin/ad-breaks/${ad.id}/withdraw`, admin, {})).status).toBe(200);
    expect(await adEvents()).toEqual(['AdBreakPublished', 'AdBreakWithdrawn']);
    const shown = await api.call('GET', `/admin/ad-breaks/${ad.id}`, admin);
    expect(await shown.json()).toMatchObject({ status: 'withdrawn', withdrawnAt: expect.any(String) });
  });

  it('publishes an audio ad without a link, an empty link field being none', async () => {
    const response = await create({ title: 'Podcasts', mediaKind: 'audio', uploadId: audio.id, link: '' });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ mediaKind: 'audio', mediaUrl: audio.url, link: null });
  });

  it('refuses a file of the wrong kind, an unknown upload and bad fields, appending nothing', async () => {
    const before = await adEvents();
    const refusals: [unknown, number, string][] = [
      [{ title: 'Ad', mediaKind: 'audio', uploadId: video.id }, 400, 'WRONG_FILE_TYPE'],
      [{ title: 'Ad', mediaKind: 'video', uploadId: audio.id }, 400, 'WRONG_FILE_TYPE'],
      [{ title: 'Ad', mediaKind: 'video', uploadId: image.id }, 400, 'WRONG_FILE_TYPE'],
      [{ title: 'Ad', mediaKind: 'video', uploadId: 'no-such-upload' }, 400, 'UPLOAD_NOT_FOUND'],
      [{ title: '  ', mediaKind: 'video', uploadId: video.id }, 400, 'NAME_REQUIRED'],
      [{ title: '<b>Ad</b>', mediaKind: 'video', uploadId: video.id }, 400, 'PLAIN_TEXT_ONLY'],
      [{ title: 'Ad', mediaKind: 'image', uploadId: video.id }, 400, 'FIELDS_REQUIRED'],
      [
        { title: 'Ad', mediaKind: 'video', uploadId: video.id, link: 'javascript:alert(1)' },
        400,
        'UNSAFE_LINK',
      ],
      [{ title: 'Ad', mediaKind: 'video' }, 400, 'FIELDS_REQUIRED'],
    ];
    for (const [body, status, code] of refusals) {
      const response = await create(body);
      expect({
        body,
        status: response.status,
        code: ((await response.json()) as { code: string }).code,
      }).toEqual({
        body,
        status,
        code,
      });
    }
    expect((await api.call('POST', '/admin/ad-breaks/no-such-ad/withdraw', admin, {})).status).toBe(404);
    expect(await adEvents()).toEqual(before);
  });
});
