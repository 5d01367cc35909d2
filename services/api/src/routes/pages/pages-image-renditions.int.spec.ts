import { randomUUID } from 'node:crypto';
import {
  contentDecider,
  contentStream,
  publicationDecider,
  publicationStream,
  SYSTEM_ACTOR,
  type ArticleBody,
} from '@afrimedia/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { png } from '../../media/fixtures/synthetic-media.ts';
import { synthesizeImage } from '../../media/synthesize-media.ts';
import { startTestApi, type TestApi, type TestUser } from '../../testing/test-api.ts';
import { uploadFile } from '../../testing/send-file.ts';

interface Uploaded {
  id: string;
  url: string;
  renditions?: Array<{ widthPx: number; url: string }>;
}
interface ContentRow {
  slug: string;
  cover_url: string | null;
  cover_srcset: string | null;
  cover_small_url: string | null;
}
interface PublicationRow {
  thumbnail_srcset: string | null;
  cover_srcset: string | null;
}
interface BodyMedia {
  kind: string;
  url: string;
  content_type: string;
  srcset: string | null;
  small_url: string | null;
}
interface ContentPage {
  content: ContentRow & { media: Record<string, BodyMedia> };
  publication: PublicationRow;
}

/** Images uploaded through the API and used by a form: the pages give each its renditions, body images too. */
describe('pages: images sized for the screen (srcset) and for the data saver', () => {
  let api: TestApi;
  let author: TestUser;
  let cover: Uploaded;
  let thumbnail: Uploaded;
  let bodyPhoto: Uploaded;
  let smallPhoto: Uploaded;
  let strayPhoto: Uploaded;
  let page: ContentPage;
  const unknownId = randomUUID();

  const upload = (role: string, bytes: Buffer) => uploadFile<Uploaded>(api, role, bytes, author);
  async function get<T>(path: string): Promise<T> {
    const response = await api.call('GET', path);
    expect(response.status, path).toBe(200);
    return (await response.json()) as T;
  }
  async function posted(path: string, body: unknown): Promise<{ id: string; publication_id: string | null }> {
    const response = await api.call('POST', path, author, body);
    expect(response.status, path).toBe(201);
    return (await response.json()) as { id: string; publication_id: string | null };
  }
  const image = (uploadId: string): ArticleBody[number] => ({
    type: 'image',
    uploadId,
    alt: 'Le marché',
    children: [{ text: '' }],
  });

  beforeAll(async () => {
    api = await startTestApi('pages_image_renditions');
    author = await api.newUser({ role: 'owner' });
    cover = await upload('cover', await synthesizeImage({ width: 1600, height: 900, label: 'MK' }));
    thumbnail = await upload('thumbnail', png(800, { height: 450 }));
    bodyPhoto = await upload('image', await synthesizeImage({ width: 900, height: 600 }));
    smallPhoto = await upload('image', await synthesizeImage({ width: 300, height: 200 }));
    strayPhoto = await upload('image', await synthesizeImage({ width: 400, height: 300 }));

    const publication = await posted('/author/contents/playlist', {
      name: 'Marchés de Dakar',
      slug: 'marches-de-dakar',
      description: 'Les marchés de Dakar, de Sandaga à Tilène.',
      topics: ['culture'],
      thumbnail: thumbnail.id,
      cover: cover.id,
    });
    const body: ArticleBody = [
      { type: 'paragraph', children: [{ text: 'Sandaga ouvre avant l’aube. '.repeat(20).trim() }] },
      image(bodyPhoto.id),
      image(smallPhoto.id),
      image(unknownId),
      // An image upload named by a video or audio node is not the file the node means.
      { type: 'video', uploadId: bodyPhoto.id, children: [{ text: '' }] },
      { type: 'audio', uploadId: strayPhoto.id, children: [{ text: '' }] },
    ];
    const content = await posted('/author/contents/video', {
      kind: 'article',
      publication: 'marches-de-dakar',
      title: 'Sandaga avant l’aube',
      slug: 'sandaga-avant-l-aube',
      summary: 'Le plus grand marché de Dakar se réveille bien avant la ville, et ses vendeurs avec lui.',
      body,
      topics: ['culture'],
      cover: cover.id,
      action: 'submit',
    });
    const publicationId = content.publication_id ?? publication.id;
    await api.run(publicationStream(publicationId), publicationDecider, author.userId, {
      type: 'SubmitPublication',
      data: { publicationId },
    });
    await api.run(publicationStream(publicationId), publicationDecider, 'admin', {
      type: 'ValidatePublication',
      data: { publicationId, actorIsAdmin: true, isFirstPublicationOfAuthor: true, publishedArticleCount: 1 },
    });
    await api.run(contentStream(content.id), contentDecider, SYSTEM_ACTOR, {
      type: 'PublishContent',
      data: { contentId: content.id, publicationValidated: true },
    });
    page = await get<ContentPage>('/pages/content/sandaga-avant-l-aube');
  });
  afterAll(() => api.close());

  const srcsetOf = (original: Uploaded, widthPx: number) =>
    [...(original.renditions ?? []).map((r) => `${r.url} ${r.widthPx}w`), `${original.url} ${widthPx}w`].join(
      ', ',
    );

  it("gives a content's cover its srcset and its smallest copy, on its page and in lists", async () => {
    expect(cover.renditions?.map((rendition) => rendition.widthPx)).toEqual([320, 640, 1280]);
    const expected = {
      cover_url: cover.url,
      cover_srcset: srcsetOf(cover, 1600),
      cover_small_url: `${cover.url}-w320.webp`,
    };
    expect(page.content).toMatchObject(expected);
    const listed = await get<{ rows: ContentRow[] }>('/pages/contents/?type=article');
    expect(listed.rows.find((row) => row.slug === 'sandaga-avant-l-aube')).toMatchObject(expected);
  });

  it("gives a publication's thumbnail and cover their srcsets, on the content page and as a playlist", async () => {
    const expected = { thumbnail_srcset: srcsetOf(thumbnail, 800), cover_srcset: srcsetOf(cover, 1600) };
    expect(thumbnail.renditions?.map((rendition) => rendition.widthPx)).toEqual([320, 640]);
    expect(page.publication).toMatchObject(expected);
    const playlists = await get<{ rows: PublicationRow[] }>('/pages/contents/?type=playlist');
    expect(playlists.rows).toEqual([expect.objectContaining(expected)]);
  });

  it('gives each body image its url and srcset by upload id, leaving out ids that name no such file', () => {
    expect(page.content.media).toEqual({
      [bodyPhoto.id]: {
        kind: 'image',
        url: bodyPhoto.url,
        content_type: 'image/jpeg',
        srcset: srcsetOf(bodyPhoto, 900),
        small_url: `${bodyPhoto.url}-w320.webp`,
      },
      [smallPhoto.id]: {
        kind: 'image',
        url: smallPhoto.url,
        content_type: 'image/jpeg',
        srcset: null,
        small_url: null,
      },
    });
  });

  it('serves every srcset candidate as a WebP of the width it claims', async () => {
    const candidates = [page.content.cover_srcset, page.publication.thumbnail_srcset]
      .flatMap((srcset) => srcset?.split(', ') ?? [])
      .map((candidate) => candidate.split(' ') as [string, string])
      .filter(([url]) => url.endsWith('.webp'));
    expect(candidates).toHaveLength(5);
    for (const [url, width] of candidates) {
      const response = await fetch(`${api.url}${url}`);
      expect(response.headers.get('content-type'), url).toBe('image/webp');
      const { width: served } = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect(`${served}w`, url).toBe(width);
    }
  });
});
