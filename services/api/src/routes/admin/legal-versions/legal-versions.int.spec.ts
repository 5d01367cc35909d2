import { translateError } from '@afrimedia/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dispatchOutbox } from '../../../mail/outbox-dispatcher.ts';
import { startTestApi, type TestApi, type TestUser } from '../../../testing/test-api.ts';

const DAY_MS = 86_400_000;
const now = new Date('2026-11-23T10:00:00.000Z');
const daysLater = (days: number) => new Date(now.getTime() + days * DAY_MS).toISOString();

describe('admin legal versions', () => {
  let api: TestApi;
  let admin: TestUser;
  let reader: TestUser;

  beforeAll(async () => {
    api = await startTestApi('admin_legal_versions');
    api.setNow(now);
    admin = await api.newUser({ role: 'admin' });
    reader = await api.newUser({ language: 'fr' });
  });
  afterAll(() => api.close());

  const published = async () =>
    (await api.events()).filter((event) => event.type === 'LegalVersionPublished');
  const publish = (body: unknown, user: TestUser = admin, query = '') =>
    api.call('POST', `/admin/legal-versions${query}`, user, body);
  const terms = { kind: 'terms-of-use', body: { en: 'The new terms.', fr: 'Les nouvelles conditions.' } };

  it('is for admins only', async () => {
    expect((await api.call('GET', '/admin/legal-versions')).status).toBe(401);
    expect((await publish({ ...terms, effectiveAt: daysLater(30) }, reader)).status).toBe(403);
    expect(await published()).toEqual([]);
  });

  it('refuses a version taking effect less than 15 days after publication, storing nothing', async () => {
    const response = await publish({ ...terms, effectiveAt: daysLater(14.9) }, admin, '?lang=es');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'LEGAL_NOTICE_TOO_SHORT',
      message: translateError('es', 'LEGAL_NOTICE_TOO_SHORT'),
    });
    expect((await publish({ ...terms, kind: 'cookies', effectiveAt: daysLater(30) })).status).toBe(400);
    expect((await publish({ ...terms, effectiveAt: 'next month' })).status).toBe(400);
    expect((await publish({ kind: 'terms-of-use', body: {}, effectiveAt: daysLater(30) })).status).toBe(400);
    expect(await published()).toEqual([]);
  });

  it('publishes a version 15 days ahead with one event by the admin, and e-mails every user', async () => {
    const response = await publish({ ...terms, effectiveAt: daysLater(15) });
    expect(response.status).toBe(201);
    const record = (await response.json()) as { id: string };
    expect(record).toEqual({
      id: expect.any(String),
      kind: 'terms-of-use',
      publishedAt: now.toISOString(),
      effectiveAt: daysLater(15),
      body: terms.body,
    });
    const events = await published();
    expect(events).toHaveLength(1);
    expect(events[0]!.metadata.actorId).toBe(admin.userId);
    expect(await (await api.call('GET', `/admin/legal-versions/${record.id}`, admin)).json()).toEqual(record);

    const outbox = await api.db
      .selectFrom('notifications.outbox')
      .select(['recipient', 'language'])
      .where('template', '=', 'legal-version')
      .orderBy('recipient')
      .execute();
    expect(outbox).toEqual(
      [
        { recipient: admin.email, language: 'en' },
        { recipient: reader.email, language: 'fr' },
      ].sort((a, b) => a.recipient.localeCompare(b.recipient)),
    );
    await dispatchOutbox({
      db: api.db,
      store: api.store,
      mailer: api.deps.mailer,
      publicUrl: 'http://afrimedia.test',
      team: { address: 'team@afrimedia.test', language: 'en' },
      unsubscribe: api.deps.unsubscribe,
    });
    const mail = (await api.mail()).find((message) => message.recipient === reader.email);
    expect(mail?.subject).toBe('Nos conditions d’utilisation changent');
    expect(mail?.body).toContain(daysLater(15).slice(0, 10));
    expect(mail?.body).toContain('http://afrimedia.test/page/terms-of-use');
  });

  it('lists versions newest first, filtered by kind, with Content-Range', async () => {
    const byDay = await publish({
      kind: 'privacy-policy',
      body: { en: 'Policy' },
      effectiveAt: '2026-12-13',
    });
    expect(await byDay.json()).toMatchObject({ effectiveAt: '2026-12-13T00:00:00.000Z' });
    const all = await api.call('GET', '/admin/legal-versions', admin);
    expect(all.headers.get('content-range')).toBe('legal-versions 0-1/2');
    const q = encodeURIComponent(JSON.stringify({ kind: 'privacy-policy' }));
    const sort = encodeURIComponent(JSON.stringify(['effectiveAt', 'DESC']));
    const filtered = await api.call(
      'GET',
      `/admin/legal-versions?filter=${q}&sort=${sort}&range=[0,0]`,
      admin,
    );
    expect(filtered.headers.get('content-range')).toBe('legal-versions 0-0/1');
    expect(((await filtered.json()) as Array<{ kind: string }>).map((row) => row.kind)).toEqual([
      'privacy-policy',
    ]);
    const badSort = encodeURIComponent(JSON.stringify(['body', 'ASC']));
    expect((await api.call('GET', `/admin/legal-versions?sort=${badSort}`, admin)).status).toBe(400);
  });
});
