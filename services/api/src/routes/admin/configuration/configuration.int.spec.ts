import { translateError } from '@afrimedia/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi, type TestUser } from '../../../testing/test-api.ts';

describe('admin configuration', () => {
  let api: TestApi;
  let admin: TestUser;
  let reader: TestUser;

  beforeAll(async () => {
    api = await startTestApi('admin_configuration');
    admin = await api.newUser({ role: 'admin' });
    reader = await api.newUser();
  });
  afterAll(() => api.close());

  const configured = async () => (await api.events()).filter((event) => event.type === 'SiteConfigured');
  const put = (body: unknown, user: TestUser = admin, query = '') =>
    api.call('PUT', `/admin/configuration/site${query}`, user, body);

  it('answers 401 anonymous and 403 to a non-admin, reading or writing', async () => {
    expect((await api.call('GET', '/admin/configuration')).status).toBe(401);
    expect((await api.call('GET', '/admin/configuration/site', reader)).status).toBe(403);
    expect((await put({ appAccess: 'free' }, reader)).status).toBe(403);
    expect(await configured()).toEqual([]);
  });

  it("lists the one record, the environment's languages and free access until the team sets them", async () => {
    const response = await api.call('GET', '/admin/configuration', admin);
    expect(response.headers.get('content-range')).toBe('configuration 0-0/1');
    expect(await response.json()).toEqual([
      {
        id: 'site',
        appAccess: 'free',
        availableLanguages: ['en', 'fr', 'ar', 'es'],
        defaultLanguage: 'en',
        sitePasswordSet: false,
        configuredAt: null,
      },
    ]);
    expect((await api.call('GET', '/admin/configuration/other', admin)).status).toBe(404);
  });

  it('applies a change at once: one event by the admin, read by the reader app, the password never shown', async () => {
    const response = await put({
      id: 'site',
      appAccess: 'authentication',
      availableLanguages: ['fr', 'en'],
      defaultLanguage: 'fr',
      sitePassword: 'Wall-Passw0rd',
      sitePasswordSet: false,
    });
    expect(response.status).toBe(200);
    const record = (await response.json()) as Record<string, unknown>;
    expect(record).toMatchObject({
      appAccess: 'authentication',
      defaultLanguage: 'fr',
      sitePasswordSet: true,
    });
    expect(JSON.stringify(record)).not.toMatch(/Wall-Passw0rd|argon/);
    const events = await configured();
    expect(events).toHaveLength(1);
    expect(events[0]!.metadata.actorId).toBe(admin.userId);

    const configs = (await (await api.call('GET', '/configs')).json()) as Record<string, unknown>;
    expect(configs).toMatchObject({
      app_access: 'authentication',
      available_langs: [
        { id: 'fr', name: 'Français' },
        { id: 'en', name: 'English' },
      ],
      default_lang: 'fr',
      site_wall: true,
    });
    const wrong = await api.call('POST', '/configs/site-wall?lang=fr', undefined, { password: 'guess' });
    expect([wrong.status, ((await wrong.json()) as { message: string }).message]).toEqual([
      400,
      translateError('fr', 'WRONG_PASSWORD'),
    ]);
    const right = await api.call('POST', '/configs/site-wall', undefined, { password: 'Wall-Passw0rd' });
    expect(await right.json()).toEqual({ ok: true, pass: expect.any(String) });
  });

  it('keeps the wall when the password is left empty, removes it with null', async () => {
    const same = { appAccess: 'authentication', availableLanguages: ['fr', 'en'], defaultLanguage: 'fr' };
    await put({ ...same, appAccess: 'free', sitePassword: '' });
    expect((await (await api.call('GET', '/configs')).json()) as object).toMatchObject({
      app_access: 'free',
      site_wall: true,
    });
    await put({ ...same, appAccess: 'free', sitePassword: null });
    expect((await (await api.call('GET', '/configs')).json()) as object).toMatchObject({ site_wall: false });
    expect(await configured()).toHaveLength(3);
  });

  it('refuses a default language outside the available ones with the catalogue message, storing nothing', async () => {
    const before = await configured();
    const response = await put(
      { appAccess: 'free', availableLanguages: ['en'], defaultLanguage: 'ar' },
      admin,
      '?lang=fr',
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'DEFAULT_LANGUAGE_NOT_AVAILABLE',
      message: translateError('fr', 'DEFAULT_LANGUAGE_NOT_AVAILABLE'),
    });
    expect(
      (await put({ appAccess: 'everyone', availableLanguages: ['en'], defaultLanguage: 'en' })).status,
    ).toBe(400);
    expect((await put({ availableLanguages: 'en' })).status).toBe(400);
    expect(await configured()).toEqual(before);
  });
});
