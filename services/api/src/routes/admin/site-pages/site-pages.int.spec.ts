import { translateError } from '@afrimedia/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi, type TestUser } from '../../../testing/test-api.ts';

interface Page {
  id: string;
  title: Record<string, string>;
  body: Record<string, string>;
  publishedAt: string | null;
}

describe('admin site pages', () => {
  let api: TestApi;
  let admin: TestUser;
  let reader: TestUser;

  beforeAll(async () => {
    api = await startTestApi('admin_site_pages');
    admin = await api.newUser({ role: 'admin' });
    reader = await api.newUser();
  });
  afterAll(() => api.close());

  const published = async () => (await api.events()).filter((event) => event.type === 'SitePagePublished');
  const edit = (slug: string, body: unknown, user: TestUser = admin, query = '') =>
    api.call('PUT', `/admin/site-pages/${slug}${query}`, user, body);

  it('is for admins only', async () => {
    expect((await api.call('GET', '/admin/site-pages')).status).toBe(401);
    expect((await edit('who-are-we', { title: { en: 'Us' }, body: { en: 'We.' } }, reader)).status).toBe(403);
    expect(await published()).toEqual([]);
  });

  it('lists the five static pages, even those never written', async () => {
    const response = await api.call('GET', '/admin/site-pages', admin);
    expect(response.headers.get('content-range')).toBe('site-pages 0-4/5');
    expect(((await response.json()) as Page[]).map((page) => page.id)).toEqual([
      'become-author',
      'become-author-pending',
      'privacy-policy',
      'terms-of-use',
      'who-are-we',
    ]);
  });

  it('publishes an edited language as one event by the admin; the reader sees it', async () => {
    const response = await edit('who-are-we', {
      id: 'who-are-we',
      title: { en: 'Who are we?', fr: '' },
      body: { en: 'A platform for African creators.' },
      publishedAt: null,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      id: 'who-are-we',
      title: { en: 'Who are we?' },
      body: { en: 'A platform for African creators.' },
    });
    const events = await published();
    expect(events).toHaveLength(1);
    expect(events[0]!.metadata.actorId).toBe(admin.userId);
    const page = await api.call('GET', '/pages/static/who-are-we');
    expect(await page.json()).toMatchObject({
      title: 'Who are we?',
      body: 'A platform for African creators.',
    });
  });

  it('appends only the languages that changed', async () => {
    await edit('who-are-we', {
      title: { en: 'Who are we?', fr: 'Qui sommes-nous ?' },
      body: { en: 'A platform for African creators.', fr: 'Une plateforme pour les créateurs africains.' },
    });
    const events = await published();
    expect(events.map((event) => (event.data as { language: string }).language)).toEqual(['en', 'fr']);
  });

  it('refuses a language with a title and no body, and an unknown page, storing nothing', async () => {
    const before = await published();
    const response = await edit(
      'who-are-we',
      { title: { es: '¿Quiénes somos?' }, body: {} },
      admin,
      '?lang=es',
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'FIELDS_REQUIRED',
      message: translateError('es', 'FIELDS_REQUIRED'),
    });
    expect((await edit('careers', { title: { en: 'Jobs' }, body: { en: 'None.' } })).status).toBe(404);
    expect((await edit('who-are-we', { title: 'Us' })).status).toBe(400);
    expect(await published()).toEqual(before);
  });
});
