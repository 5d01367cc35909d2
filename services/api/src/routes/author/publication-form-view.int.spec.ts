import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { png } from '../../media/fixtures/synthetic-media.ts';
import { synthesizeImage } from '../../media/synthesize-media.ts';
import { uploadFile } from '../../testing/send-file.ts';
import { startTestApi, type TestApi, type TestUser } from '../../testing/test-api.ts';

interface Opened {
  status: string;
  publication_form?: {
    description: string;
    topics: string[];
    thumbnail: { upload_id: string; url: string } | null;
    cover: { upload_id: string; url: string } | null;
  };
}

describe("the publication form's view of a publication", () => {
  let api: TestApi;
  let author: TestUser;

  const upload = (role: string, bytes: Buffer) => uploadFile(api, role, bytes, author);

  const open = async (slug: string, user = author) => {
    const response = await api.call('GET', `/author/contents/${slug}`, user);
    return { status: response.status, body: (await response.json()) as Opened & { code?: string } };
  };

  beforeAll(async () => {
    api = await startTestApi('publication_form_view');
    author = await api.newUser({ role: 'owner' });
  });
  afterAll(() => api.close());

  it('gives the owner its description, topics and both images by upload id, which an edit sends back to keep them', async () => {
    const thumbnail = await upload('thumbnail', png(800));
    const cover = await upload('cover', await synthesizeImage({ width: 1200, height: 675 }));
    const created = await api.call('POST', '/author/contents/playlist', author, {
      name: 'Voix de Ségou',
      slug: 'voix-de-segou',
      description: 'Les musiciens du fleuve.',
      topics: ['music', 'culture'],
      thumbnail: thumbnail.id,
      cover: cover.id,
    });
    expect(created.status).toBe(201);

    const opened = await open('voix-de-segou');
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({
      status: 'draft',
      publication_form: {
        description: 'Les musiciens du fleuve.',
        topics: ['music', 'culture'],
        thumbnail: { upload_id: thumbnail.id, url: thumbnail.url },
        cover: { upload_id: cover.id, url: cover.url },
      },
    });
    expect(opened.body).not.toHaveProperty('form');

    const kept = opened.body.publication_form;
    const edited = await api.call('PUT', '/author/contents/playlist/voix-de-segou', author, {
      name: 'Voix de Ségou',
      description: 'Les musiciens du fleuve Niger.',
      topics: ['music'],
      thumbnail: kept?.thumbnail?.upload_id,
      cover: kept?.cover?.upload_id,
      submit: true,
    });
    expect(edited.status).toBe(200);
    expect((await open('voix-de-segou')).body).toMatchObject({
      status: 'waiting_validation',
      publication_form: {
        description: 'Les musiciens du fleuve Niger.',
        topics: ['music'],
        thumbnail: { upload_id: thumbnail.id, url: thumbnail.url },
        cover: { upload_id: cover.id, url: cover.url },
      },
    });

    const withoutCover = await api.call('PUT', '/author/contents/playlist/voix-de-segou', author, {
      name: 'Voix de Ségou',
      description: 'Les musiciens du fleuve Niger.',
      topics: ['music'],
      thumbnail: thumbnail.id,
    });
    expect(withoutCover.status).toBe(200);
    expect((await open('voix-de-segou')).body.publication_form?.cover).toBeNull();
  });

  it("answers another author 'not found', giving nothing of the form", async () => {
    const thumbnail = await upload('thumbnail', png(800));
    const created = await api.call('POST', '/author/contents/playlist', author, {
      name: 'Carnets du Sahel',
      slug: 'carnets-du-sahel',
      description: 'Chroniques.',
      topics: ['culture'],
      thumbnail: thumbnail.id,
    });
    expect(created.status).toBe(201);
    const rival = await api.newUser({ role: 'owner' });
    const opened = await open('carnets-du-sahel', rival);
    expect(opened.status).toBe(404);
    expect(opened.body.code).toBe('CONTENT_NOT_FOUND');
    expect(opened.body).not.toHaveProperty('publication_form');
    expect(JSON.stringify(opened.body)).not.toContain(thumbnail.id);
  });
});
