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
        genre: null,
        episode: null,
        maturity: null,
        available_countries: null,
      },
    });

    const publication = (await (
      await api.call('GET', '/author/contents/carnets-de-dakar', author)
    ).json()) as {
      form?: unknown;
    };
    expect(publication.form).toBeUndefined();
  });

  it('opens a podcast with what its form does not show, which an edit sends back to keep', async () => {
    const episode = {
      kind: 'podcast',
      publication: 'carnets-de-dakar',
      title: 'Les voix du marché',
      slug: 'les-voix-du-marche',
      topics: ['culture'],
      genre: 'interview',
      episode: { season: 2, number: 3 },
      maturity: '16-age-restriction',
      available_countries: ['sn', 'ml'],
    };
    expect((await api.call('POST', '/author/contents/video', author, episode)).status).toBe(201);
    const kept = {
      genre: 'interview',
      episode: { season: 2, number: 3 },
      maturity: '16-age-restriction',
      available_countries: ['sn', 'ml'],
    };
    const opened = (await (await api.call('GET', '/author/contents/les-voix-du-marche', author)).json()) as {
      form: typeof kept;
    };
    expect(opened.form).toMatchObject(kept);

    const { genre, maturity, available_countries } = opened.form;
    const edited = await api.call('PUT', '/author/contents/video/les-voix-du-marche', author, {
      title: 'Les voix du marché Sandaga',
      topics: ['culture'],
      genre,
      episode: opened.form.episode,
      maturity,
      available_countries,
    });
    expect(edited.status).toBe(200);
    const again = await api.call('GET', '/author/contents/les-voix-du-marche', author);
    expect(await again.json()).toMatchObject({ title: 'Les voix du marché Sandaga', form: kept });
  });
});
