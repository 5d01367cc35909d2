import { translateError } from '@afrimedia/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi, type TestUser } from '../../../testing/test-api.ts';

const q = (params: Record<string, unknown>) =>
  '?' +
  Object.entries(params)
    .map(([name, value]) => `${name}=${encodeURIComponent(JSON.stringify(value))}`)
    .join('&');

describe('admin contact messages', () => {
  let api: TestApi;
  let admin: TestUser;
  let reader: TestUser;

  beforeAll(async () => {
    api = await startTestApi('admin_contact_messages');
    admin = await api.newUser({ role: 'admin' });
    reader = await api.newUser();
    const senders = [
      ['Awa Diop', 'awa@example.org', 'Une radio à Dakar'],
      ['Kofi Mensah', 'kofi@example.org', 'Partnership'],
      ['Lucia Nguema', 'lucia@example.org', 'Prensa'],
    ];
    for (const [index, [name, email, subject]] of senders.entries()) {
      api.setNow(new Date(Date.UTC(2026, 10, 20, 8 + index)));
      const sent = await api.call('POST', '/contact', undefined, {
        name,
        email,
        subject,
        message: 'A message long enough to be read by the team.',
      });
      expect(sent.status).toBe(200);
    }
    api.setNow(undefined);
  });
  afterAll(() => api.close());

  it('is for admins only', async () => {
    expect((await api.call('GET', '/admin/contact-messages')).status).toBe(401);
    expect((await api.call('GET', '/admin/contact-messages', reader)).status).toBe(403);
  });

  it('lists the inbox newest first with Content-Range, searched and paged', async () => {
    const all = await api.call('GET', '/admin/contact-messages', admin);
    expect(all.headers.get('content-range')).toBe('contact-messages 0-2/3');
    const rows = (await all.json()) as Array<Record<string, string>>;
    expect(rows.map((row) => row.name)).toEqual(['Lucia Nguema', 'Kofi Mensah', 'Awa Diop']);
    expect(rows[2]).toEqual({
      id: expect.any(String),
      name: 'Awa Diop',
      email: 'awa@example.org',
      subject: 'Une radio à Dakar',
      message: 'A message long enough to be read by the team.',
      language: 'en',
      receivedAt: '2026-11-20T08:00:00.000Z',
    });
    const searched = await api.call('GET', `/admin/contact-messages${q({ filter: { q: 'KOFI' } })}`, admin);
    expect(searched.headers.get('content-range')).toBe('contact-messages 0-0/1');
    const paged = await api.call(
      'GET',
      `/admin/contact-messages${q({ sort: ['name', 'ASC'], range: [1, 2] })}`,
      admin,
    );
    expect(paged.headers.get('content-range')).toBe('contact-messages 1-2/3');
    expect(((await paged.json()) as Array<{ name: string }>).map((row) => row.name)).toEqual([
      'Kofi Mensah',
      'Lucia Nguema',
    ]);
    const one = await api.call('GET', `/admin/contact-messages/${rows[2]!.id}`, admin);
    expect(await one.json()).toEqual(rows[2]);
    expect((await api.call('GET', '/admin/contact-messages/nonesuch', admin)).status).toBe(404);
  });

  it('refuses an unknown filter with the catalogue message', async () => {
    const response = await api.call(
      'GET',
      `/admin/contact-messages${q({ filter: { spam: true } })}&lang=fr`,
      admin,
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: translateError('fr', 'INVALID_LIST_QUERY') });
  });
});
