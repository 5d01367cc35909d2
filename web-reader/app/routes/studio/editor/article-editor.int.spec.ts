import type { TestApi, TestUser } from '@afrimedia/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { png } from '../../../../../services/api/src/media/fixtures/synthetic-media.ts';
import { startReaderUnderTest } from '../../../../testing/reader-under-test.ts';
import { readerPages } from '../apply/reader-pages.ts';
import type { SaveRequest } from './save-request.ts';

let api: TestApi;
let pages: ReturnType<typeof readerPages>;
let author: TestUser;

const cookieOf = (user: TestUser) =>
  `token=${encodeURIComponent(JSON.stringify({ token: user.token, type: 'bearer', refreshToken: 'x' }))}`;

/** What the editor's autosave sends its route's action. */
const save = (path: string, request: SaveRequest) =>
  fetch(`${api.url}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie: cookieOf(author), 'content-type': 'application/json', origin: api.url },
    body: JSON.stringify(request),
  });

const form = (title: string) => ({
  title,
  slug: 'marche-de-sandaga',
  summary: 'Une journée au marché Sandaga, entre tissus, épices et conversations en wolof.',
  body: [{ type: 'paragraph' as const, dir: 'rtl' as const, children: [{ text: 'سوق صنداغا.' }] }],
  topics: ['culture'],
  region: '',
  email_followers: false,
  premium_only: false,
  action: 'save' as const,
});

beforeAll(async () => {
  api = await startReaderUnderTest('reader-studio-editor');
  pages = readerPages(api);
  author = await pages.newUser({ role: 'owner' });
  const file = new FormData();
  file.append('file', new Blob([new Uint8Array(png(800))]), 'file');
  const uploaded = await fetch(`${api.url}/api/uploads/thumbnail`, {
    method: 'POST',
    headers: author.auth,
    body: file,
  });
  const thumbnail = ((await uploaded.json()) as { id: string }).id;
  const created = await api.call('POST', '/author/contents/playlist', author, {
    thumbnail,
    name: 'Carnets de Dakar',
    slug: 'carnets-de-dakar',
    description: 'Chroniques de la ville.',
    topics: ['culture'],
  });
  expect(created.status).toBe(201);
});
afterAll(() => api.close());

const NEW = '/articles/new?publicationSlug=carnets-de-dakar&state=TextManager';

describe('the article editor routes', () => {
  it('sends a visitor to sign in first, and tells an author waiting validation', async () => {
    const visitor = await pages.page(NEW);
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get('location')).toBe(`/login?returnTo=${encodeURIComponent(NEW)}`);
    const waiting = await pages.newUser({ role: 'owner', verified: false });
    const refused = await pages.page(NEW, waiting);
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain('Author not verified');
  });

  it('opens a new article in the publication, saying the editor needs JavaScript without it', async () => {
    const { status, html } = await pages.showing(NEW, author, '<h1');
    expect(status).toBe(200);
    expect(html).toContain('New article</h1>');
    expect(html).toContain('In Carnets de Dakar');
    expect(html).toContain('The article editor needs JavaScript.');
    const chooser = await pages.showing('/editor', author, 'Carnets de Dakar');
    expect(chooser.html).toContain(`href="${NEW.replaceAll('&', '&amp;')}"`);
  });

  it('saves a draft through the action, edits it with its version, and refuses a stale edit', async () => {
    await save(NEW, {
      intent: 'save',
      target: { kind: 'new', publication: 'carnets-de-dakar' },
      form: form('Le marché Sandaga'),
    });
    const opened = await api.call('GET', '/author/contents/marche-de-sandaga', author);
    const draft = (await opened.json()) as { version: number; title: string; form: { body: unknown } };
    expect(draft).toMatchObject({ title: 'Le marché Sandaga', form: { body: form('').body } });

    const path = '/editor/publication/marche-de-sandaga';
    await save(path, {
      intent: 'save',
      target: { kind: 'existing', slug: 'marche-de-sandaga', version: draft.version },
      form: { ...form('Le marché Sandaga à l’aube'), premium_only: true },
    });
    await save(path, {
      intent: 'save',
      target: { kind: 'existing', slug: 'marche-de-sandaga', version: draft.version },
      form: form('Une modification périmée'),
    });
    const after = (await (await api.call('GET', '/author/contents/marche-de-sandaga', author)).json()) as {
      title: string;
      premium_only: boolean;
    };
    expect(after).toMatchObject({ title: 'Le marché Sandaga à l’aube', premium_only: true });

    const { html } = await pages.showing(path, author, 'Edit article</h1>');
    expect(html).toContain('value="Le marché Sandaga à l’aube"');
    expect(html).toContain('سوق صنداغا.');
  });
});
