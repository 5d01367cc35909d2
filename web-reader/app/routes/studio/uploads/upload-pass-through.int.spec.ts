import { synthesizeImage, synthesizeVideo, type TestApi, type TestUser } from '@afrimedia/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReaderUnderTest } from '../../../../testing/reader-under-test.ts';

let api: TestApi;
let author: TestUser;
let longVideo: Buffer;

beforeAll(async () => {
  api = await startReaderUnderTest('reader-studio-uploads');
  author = await api.newUser({ role: 'owner' });
  longVideo = await synthesizeVideo({ seconds: 301, width: 16, height: 16, rate: 1, sound: false });
}, 120_000);
afterAll(() => api.close());

const cookieOf = (user: Pick<TestUser, 'token'>) =>
  `token=${encodeURIComponent(JSON.stringify({ token: user.token, type: 'bearer', refreshToken: 'x' }))}`;

/** What the studio's FileUpload sends from a page of the site: one multipart `file`, with the session cookie. */
function upload(role: string, file: Buffer, name: string, type: string, user?: TestUser) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)], { type }), name);
  return fetch(`${api.url}/studio/uploads/${role}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { accept: 'application/json', origin: api.url, ...(user ? { cookie: cookieOf(user) } : {}) },
    body: form,
  });
}

describe("the studio's way to the API for uploads (/studio/uploads/:role)", () => {
  it('answers File too long for a video of five minutes or more, as the API does', async () => {
    const response = await upload('video', longVideo, 'long.mp4', 'video/mp4', author);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'FILE_TOO_LONG',
      message: 'File too long',
      field: 'file',
    });
  });

  it('stores an accepted image and answers what the API measured of it', async () => {
    const cover = await synthesizeImage({ width: 1300, height: 700, format: 'png' });
    const response = await upload('cover', cover, 'cover.png', 'image/png', author);
    expect(response.status).toBe(201);
    const stored = (await response.json()) as { id: string; url: string; widthPx: number; kind: string };
    expect(stored).toMatchObject({ kind: 'image', widthPx: 1300, heightPx: 700 });
    expect((await fetch(`${api.url}${stored.url}`)).status).toBe(200);
  });

  it("refuses a visitor before reading the file, with the API's code", async () => {
    const response = await upload('video', longVideo, 'long.mp4', 'video/mp4');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ code: 'NOT_AUTHORIZED' });
  });

  it("answers an unknown media's encoding as not found", async () => {
    const response = await fetch(`${api.url}/studio/encoder/00000000-0000-4000-8000-000000000000`, {
      headers: { cookie: cookieOf(author) },
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: 'NOT_FOUND' });
  });
});
