import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { png } from '../../media/fixtures/synthetic-media.ts';
import { synthesizeImage } from '../../media/synthesize-media.ts';
import { uploadFile } from '../../testing/send-file.ts';
import { startTestApi, type TestApi, type TestUser } from '../../testing/test-api.ts';

describe("the editor's view of an article", () => {
  let api: TestApi;
  let author: TestUser;

  const upload = (role: string, bytes: Buffer) => uploadFile(api, role, bytes, author);

  beforeAll(async () => {
    api = await startTestApi('content_form_view');
    author = await api.newUser({ role: 'owner' });
  });
  afterAll(() => api.close());

  it('opens a draft with its fields, its cover by upload id and the files its body names', async () => {
    const thumbnail = await upload('thumbnail', png(800));
    const cover = await upload('cover', await synthesizeImage({ width: 1200, height: 675 }));
    const image = await upload('image', png(800));
    const created = await api.call('POST', '/author/contents/playlist', author, {
      name: 'Carnets de Dakar',
      slug: 'carnets-de-dakar',
      description: 'Chroniques de la ville.',
      topics: ['culture'],
      thumbnail: thumbnail.id,
    });
    expect(created.status).toBe(201);
    const body = [
      { type: 'heading', level: 2, children: [{ text: 'Le marché Sandaga' }] },
      { type: 'paragraph', dir: 'rtl', children: [{ text: 'سوق صنداغا في قلب المدينة.' }] },
      { type: 'image', uploadId: image.id, alt: 'Le marché', children: [{ text: '' }] },
    ];
    const drafted = await api.call('POST', '/author/contents/video', author, {
      kind: 'article',
      publication: 'carnets-de-dakar',
      title: 'Le marché Sandaga',
      short_name: { fr: 'Le marché Sandaga' },
      summary: 'Une journée au marché Sandaga, entre tissus, épices et conversations en wolof.',
      body,
      topics: ['culture', 'food'],
      region: 'Dakar',
      country: 'sn',
      cover: cover.id,
    });
    expect(drafted.status).toBe(201);
    const { slug } = (await drafted.json()) as { slug: string };

    const opened = await api.call('GET', `/author/contents/${slug}`, author);
    expect(opened.status).toBe(200);
    expect(await opened.json()).toMatchObject({
      slug: 'le-marche-sandaga',
      status: 'draft',
      form: {
        short_name: { fr: 'Le marché Sandaga' },
        summary: 'Une journée au marché Sandaga, entre tissus, épices et conversations en wolof.',
        body,
        topics: ['culture', 'food'],
        region: 'Dakar',
        country: 'sn',
        cover: { upload_id: cover.id, url: cover.url },
        media: { [image.id]: { kind: 'image', url: image.url } },
      },
    });

    const publication = (await (
      await api.call('GET', '/author/contents/carnets-de-dakar', author)
    ).json()) as {
      form?: unknown;
    };
    expect(publication.form).toBeUndefined();
  });
});
