import {
  publishing,
  synthesizeImage,
  synthesizeVideo,
  type TestApi,
  type TestUser,
} from '@afrimedia/api/testing';
import { contentDecider, contentStream, SYSTEM_ACTOR } from '@afrimedia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReaderUnderTest } from '../../../../testing/reader-under-test.ts';
import { readerPages } from '../apply/reader-pages.ts';

let api: TestApi;
let author: Pick<TestUser, 'token' | 'userId' | 'auth'>;
let reader: TestUser;
let thumbnail: string;
let pages: ReturnType<typeof readerPages>;

/** An author with a validated publication and two articles, signed in again once the scenario's clock moved. */
beforeAll(async () => {
  api = await startReaderUnderTest('reader-studio-publications');
  pages = readerPages(api);
  const owner = await pages.newUser({ role: 'owner' });
  await publishing(api).publication(
    owner.userId,
    { slug: 'ondes-du-sahel', name: 'Ondes du Sahel', topics: ['music'] },
    [
      { slug: 'the-new-dakar', title: 'The new Dakar', topics: ['culture'] },
      {
        slug: 'lagos-at-night',
        title: 'Lagos at night',
        kind: 'video',
        topics: ['music'],
        genre: 'focus',
        episode: { season: 1, number: 2 },
      },
    ],
  );
  const auth = await api.signIn(owner.userId);
  author = { userId: owner.userId, auth, token: auth.authorization?.slice('Bearer '.length) ?? '' };
  reader = await pages.newUser();
  thumbnail = await upload('thumbnail', 800);
});
afterAll(() => api.close());

async function upload(role: 'thumbnail' | 'cover', width: number): Promise<string> {
  const image = await synthesizeImage({ width, height: Math.round(width / 2), format: 'png' });
  return send(role, new Blob([new Uint8Array(image)], { type: 'image/png' }), `${role}.png`);
}

async function send(role: 'thumbnail' | 'cover' | 'video', file: Blob, name: string): Promise<string> {
  const form = new FormData();
  form.append('file', file, name);
  const response = await fetch(`${api.url}/api/uploads/${role}`, {
    method: 'POST',
    headers: author.auth,
    body: form,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

const html = async (path: string, user?: Pick<TestUser, 'token'>) => (await pages.page(path, user)).text();
const post = (path: string, fields: Record<string, string | readonly string[]>) =>
  pages.post(path, author, fields);

const complete = (name: string, extra: Record<string, string | string[]> = {}) => ({
  name,
  description: `${name}: stories from the Sahel.`,
  topics: ['music', 'culture'],
  thumbnail,
  intent: 'save',
  ...extra,
});

describe('a new publication (/publications/new)', () => {
  it('sends a visitor to sign in first', async () => {
    const response = await pages.page('/publications/new');
    expect(response.headers.get('location')).toBe(
      `/login?returnTo=${encodeURIComponent('/publications/new')}`,
    );
  });

  it("tells an author the team has not validated yet: 'Author not verified'", async () => {
    const applicant = await pages.newUser({ role: 'owner', verified: false });
    const pending = 'href="/page/become-author-pending" data-discover="true">Where my application stands';
    const { status, html: body } = await pages.showing('/publications/new', applicant, pending);
    expect(status).toBe(403);
    expect(body).toContain('<h1>Author not verified</h1>');
    expect(body).toContain(pending);
  });

  it.each([
    [{ name: '', description: 'About.', topics: ['music'] }, 'Name is required'],
    [{ name: 'Kora', description: ' ', topics: ['music'] }, 'Description is required'],
    [{ name: 'Kora', description: 'About.', topics: [] }, 'Topic are required'],
    [{ name: 'Kora', description: 'About.', topics: ['music'] }, 'Thumbnail is required'],
  ])("refuses an incomplete form with the API's message (%o)", async (fields, message) => {
    const response = await post('/publications/new', { ...fields, intent: 'save' });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(message);
  });

  it('saves a draft, which its author manages at its address and readers cannot see', async () => {
    const response = await post('/publications/new', complete('Voix de Bamako', { slug: 'voix-de-bamako' }));
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/publications/voix-de-bamako?done=saved');
    const manager = (await pages.showing('/publications/voix-de-bamako?done=saved', author, 'Saved.')).html;
    expect(manager).toContain('Saved.');
    expect(manager).toMatch(
      /<h1 dir="auto">Voix de Bamako<\/h1><span class="studio-state studio-state--draft">Draft<\/span>/,
    );
    expect(manager).toContain('href="/articles/new?publicationSlug=voix-de-bamako&amp;state=TextManager"');
    expect((await pages.page('/publications/voix-de-bamako', reader)).status).toBe(404);
  });

  it("refuses an address another publication has: 'url already used by another publication'", async () => {
    const response = await post('/publications/new', complete('Ondes', { slug: 'ondes-du-sahel' }));
    expect(response.status).toBe(409);
    const body = await response.text();
    expect(body).toContain('url already used by another publication');
    expect(body).toContain('value="Ondes"');
  });

  it('submits a publication for validation', async () => {
    const response = await post('/publications/new', complete('Sahel Sounds', { intent: 'submit' }));
    expect(response.headers.get('location')).toBe('/publications/sahel-sounds?done=submitted');
    const manager = (
      await pages.showing('/publications/sahel-sounds?done=submitted', author, 'Waiting validation</span>')
    ).html;
    expect(manager).toContain('Sent to the platform team for validation.');
    expect(manager).toContain('Waiting validation');
  });
});

describe("the author's publications and their articles", () => {
  it('shows an author their publications in every state above the public list; readers get the list alone', async () => {
    const mine = (await pages.showing('/publications', author, 'Voix de Bamako</a>')).html;
    expect(mine).toContain('<h1 id="studio-mine-title">My publications</h1>');
    expect(mine).toMatch(/Voix de Bamako<\/a><span class="studio-state studio-state--draft">Draft/);
    expect(mine).toMatch(/Ondes du Sahel<\/a><span class="studio-state studio-state--published">Published/);
    const theirs = await html('/publications', reader);
    expect(theirs).not.toContain('studio-mine-title');
    expect(theirs).toContain('Ondes du Sahel');
  });

  it("lists a publication's contents with their states and their editors' addresses for its owner", async () => {
    const manager = (await pages.showing('/publications/ondes-du-sahel', author, 'the-new-dakar')).html;
    expect(manager).toContain('href="/editor/publication/the-new-dakar"');
    expect(manager).toContain('href="/studio/media/lagos-at-night"');
    expect(manager).toMatch(/Lagos at night<\/a><span class="studio-list__kind">Video<\/span>/);
    expect(manager).toContain('href="/publications/ondes-du-sahel/edit"');
    const publicPage = await html('/publications/ondes-du-sahel', reader);
    expect(publicPage).not.toContain('/editor/publication/');
    expect(publicPage).toContain('In this publication');
  });

  it('opens the edit form filled in, and saves the change', async () => {
    const form = (await pages.showing('/publications/ondes-du-sahel/edit', author, 'value="Ondes du Sahel"'))
      .html;
    expect(form).toContain('value="Ondes du Sahel"');
    expect(form).toMatch(/<input type="checkbox" name="topics" checked="" value="music"/);
    const response = await post(
      '/publications/ondes-du-sahel/edit',
      complete('Ondes du Sahel', { slug: 'ondes-du-sahel' }),
    );
    expect(response.headers.get('location')).toBe('/publications/ondes-du-sahel?done=saved');
  });

  it('opens a publication in any state with its description, topics and images, which saving without scripts keeps', async () => {
    const cover = await upload('cover', 1200);
    const created = await post(
      '/publications/new',
      complete('Kora de Casamance', { slug: 'kora-de-casamance', cover, intent: 'submit' }),
    );
    expect(created.headers.get('location')).toBe('/publications/kora-de-casamance?done=submitted');
    const edit = '/publications/kora-de-casamance/edit';
    const form = (await pages.showing(edit, author, 'value="Kora de Casamance"')).html;
    expect(form).toContain('>Kora de Casamance: stories from the Sahel.</textarea>');
    expect(form).toMatch(/<input type="checkbox" name="topics" checked="" value="music"/);
    expect(form).toMatch(/<input type="checkbox" name="topics" checked="" value="culture"/);
    expect(form).toContain(`<input type="hidden" name="thumbnail" value="${thumbnail}"/>`);
    expect(form).toContain(`<input type="hidden" name="cover" value="${cover}"/>`);
    expect(form).toContain('The current image is kept. Choose another file to replace it.');
    expect(form).not.toContain('pick them below');

    const saved = await post(edit, {
      name: 'Kora de Casamance',
      slug: 'kora-de-casamance',
      description: 'The kora players of Ziguinchor.',
      topics: ['music'],
      thumbnail,
      cover,
      intent: 'save',
    });
    expect(saved.headers.get('location')).toBe('/publications/kora-de-casamance?done=saved');
    const again = (await pages.showing(edit, author, 'The kora players of Ziguinchor.')).html;
    expect(again).toContain(`<input type="hidden" name="thumbnail" value="${thumbnail}"/>`);
    expect(again).toContain(`<input type="hidden" name="cover" value="${cover}"/>`);
    expect(again).not.toMatch(/name="topics" checked="" value="culture"/);
  });

  it("keeps another author's publication editing closed", async () => {
    const other = await pages.newUser({ role: 'owner' });
    expect((await pages.page('/publications/ondes-du-sahel/edit', other)).status).toBe(404);
  });

  it('answers an address the API cannot name (a NUL in it) with the 404 page, not an error', async () => {
    const other = await pages.newUser({ role: 'owner' });
    expect((await pages.page('/publications/%00/edit', other)).status).toBe(404);
    // The publication's own page, which for a validated author first asks whether it is theirs to manage.
    expect((await pages.page('/publications/%00', other)).status).toBe(404);
  });
});

describe("a publication's videos and podcasts (/studio/media)", () => {
  interface StudioMedia {
    id: string;
    kind: string;
    status: string;
    premium_only: boolean;
    version: number;
    media: { id: string } | null;
    form: { genre: string | null; episode: { season: number; number: number } | null };
  }
  interface ContentAnswer {
    content: { premium_only: boolean; locked?: boolean; stream_url: string | null };
  }
  const studioMedia = async (slug: string) =>
    (await (
      await fetch(`${api.url}/api/author/contents/${slug}`, { headers: author.auth })
    ).json()) as StudioMedia;
  const asVisitor = async (slug: string) =>
    ((await (await fetch(`${api.url}/api/pages/content/${slug}`)).json()) as ContentAnswer).content;
  const edit = (slug: string, version: number, extra: Record<string, string>) =>
    post(`/studio/media/${slug}`, {
      title: 'Lagos at night',
      topics: ['music'],
      version: String(version),
      ...extra,
    });

  it('makes a Premium-only video of an uploaded file, which readers without Premium cannot play once published', async () => {
    const file = await synthesizeVideo({ seconds: 2, width: 16, height: 16, rate: 1, sound: false });
    const media = await send('video', new Blob([new Uint8Array(file)], { type: 'video/mp4' }), 'kora.mp4');
    const created = await post('/studio/media/new?publicationSlug=ondes-du-sahel&kind=video', {
      title: 'Master class: the kora',
      summary: 'Twenty-one strings, one lesson.',
      topics: ['music'],
      media,
      premium_only: 'on',
      intent: 'save',
    });
    expect(created.status).toBe(302);
    expect(created.headers.get('location')).toBe('/studio/media/master-class-the-kora?done=saved');
    const drafted = await studioMedia('master-class-the-kora');
    expect(drafted).toMatchObject({ kind: 'video', status: 'draft', premium_only: true });
    const form = (await pages.showing('/studio/media/master-class-the-kora?done=saved', author, 'Saved.'))
      .html;
    expect(form).toMatch(/<input [^>]*name="premium_only" checked=""\/>/);
    expect(form).toContain(`name="version" value="${drafted.version}"`);

    // The encoder's part: the file is ready to play.
    await api.run(contentStream(drafted.id), contentDecider, SYSTEM_ACTOR, {
      type: 'CompleteMediaEncoding',
      data: { contentId: drafted.id, mediaId: drafted.media!.id, streamUrl: '/api/media/kora.m3u8' },
    });
    const encoded = await studioMedia('master-class-the-kora');
    const published = await post('/studio/media/master-class-the-kora', {
      title: 'Master class: the kora',
      topics: ['music'],
      premium_only: 'on',
      version: String(encoded.version),
      intent: 'submit',
    });
    expect(published.headers.get('location')).toBe('/studio/media/master-class-the-kora?done=saved');
    expect(await studioMedia('master-class-the-kora')).toMatchObject({
      status: 'published',
      premium_only: true,
    });
    expect(await asVisitor('master-class-the-kora')).toMatchObject({
      premium_only: true,
      locked: true,
      stream_url: null,
    });
    const page = await html('/videos/master-class-the-kora', reader);
    expect(page).toContain('For Premium subscribers');
    expect(page).not.toContain('/api/media/kora.m3u8');
  });

  it('lets its author make a published video Premium-only and open it again, keeping what the form does not show', async () => {
    expect(await asVisitor('lagos-at-night')).toMatchObject({
      premium_only: false,
      stream_url: expect.any(String),
    });
    const form = (await pages.showing('/studio/media/lagos-at-night', author, 'Edit video')).html;
    expect(form).toMatch(/<input [^>]*name="premium_only"\/>/);
    const before = await studioMedia('lagos-at-night');
    const locked = await edit('lagos-at-night', before.version, { premium_only: 'on', intent: 'save' });
    expect(locked.headers.get('location')).toBe('/studio/media/lagos-at-night?done=saved');
    expect(await asVisitor('lagos-at-night')).toMatchObject({
      premium_only: true,
      locked: true,
      stream_url: null,
    });
    const after = await studioMedia('lagos-at-night');
    expect(after).toMatchObject({
      status: 'published',
      form: { genre: 'focus', episode: { season: 1, number: 2 } },
    });

    // A form opened before that save would overwrite it: it is refused, and says why.
    const stale = await edit('lagos-at-night', before.version, { intent: 'save' });
    expect(stale.status).toBe(412);
    expect(await stale.text()).toContain('Someone changed this since you opened it');
    expect((await asVisitor('lagos-at-night')).premium_only).toBe(true);

    await edit('lagos-at-night', after.version, { intent: 'save' });
    expect(await asVisitor('lagos-at-night')).toMatchObject({
      premium_only: false,
      stream_url: expect.any(String),
    });
  });

  it("keeps another author's video closed", async () => {
    const other = await pages.newUser({ role: 'owner' });
    expect((await pages.page('/studio/media/lagos-at-night', other)).status).toBe(404);
  });
});
