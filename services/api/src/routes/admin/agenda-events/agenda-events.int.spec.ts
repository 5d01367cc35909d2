import { translateError } from '@afrimedia/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi, type TestUser } from '../../../testing/test-api.ts';

const q = (params: Record<string, unknown>) =>
  '?' +
  Object.entries(params)
    .map(([name, value]) => `${name}=${encodeURIComponent(JSON.stringify(value))}`)
    .join('&');

const jazz = {
  slug: 'dakar-jazz-night',
  title: { fr: 'Nuit du jazz à Dakar', en: 'Dakar jazz night' },
  categorySlug: 'music',
  startsAt: '2027-01-05T19:00:00.000Z',
  endsAt: '2027-01-05T23:00:00.000Z',
  place: 'Institut français, Dakar',
  online: false,
  country: 'sn',
};

describe('admin agenda events', () => {
  let api: TestApi;
  let admin: TestUser;
  let reader: TestUser;
  let jazzId: string;

  beforeAll(async () => {
    api = await startTestApi('admin_agenda_events');
    admin = await api.newUser({ role: 'admin' });
    reader = await api.newUser();
  });
  afterAll(() => api.close());

  const agendaEvents = async () =>
    (await api.events()).filter((event) => event.stream.startsWith('agenda-')).map((event) => event.type);

  it('is for admins only', async () => {
    expect((await api.call('GET', '/admin/agenda-events')).status).toBe(401);
    expect((await api.call('POST', '/admin/agenda-events', reader, jazz)).status).toBe(403);
    expect(await agendaEvents()).toEqual([]);
  });

  it('schedules an event with one event by the admin, shown on the agenda', async () => {
    const response = await api.call('POST', '/admin/agenda-events', admin, jazz);
    expect(response.status).toBe(201);
    const record = (await response.json()) as { id: string };
    jazzId = record.id;
    expect(record).toEqual({ id: expect.any(String), ...jazz, organiserId: admin.userId, cancelled: false });
    const events = (await api.events()).filter((event) => event.type === 'EventScheduled');
    expect(events.map((event) => event.metadata.actorId)).toEqual([admin.userId]);
    const navigation = (await (await api.call('GET', '/pages/navigation')).json()) as {
      events: Array<{ slug: string; count?: number }>;
    };
    expect(navigation.events.find((entry) => entry.slug === 'music')).toMatchObject({ count: 1 });
  });

  it('refuses a taken slug and an event ending before it starts, storing nothing', async () => {
    const taken = await api.call('POST', '/admin/agenda-events?lang=fr', admin, {
      ...jazz,
      title: { en: 'Again' },
    });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toMatchObject({ message: translateError('fr', 'SLUG_ALREADY_USED') });
    const backwards = await api.call('POST', '/admin/agenda-events', admin, {
      ...jazz,
      slug: 'backwards',
      endsAt: jazz.startsAt,
    });
    expect(backwards.status).toBe(400);
    expect(await backwards.json()).toMatchObject({ code: 'EVENT_ENDS_BEFORE_START' });
    expect((await api.call('POST', '/admin/agenda-events', admin, { ...jazz, online: 'yes' })).status).toBe(
      400,
    );
    expect(await agendaEvents()).toEqual(['EventScheduled']);
  });

  it('edits an event, moving it to another slug, with one event', async () => {
    const response = await api.call('PUT', `/admin/agenda-events/${jazzId}`, admin, {
      ...jazz,
      slug: 'dakar-jazz-night-online',
      online: true,
      place: null,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      slug: 'dakar-jazz-night-online',
      online: true,
      place: null,
    });
    expect(await agendaEvents()).toEqual(['EventScheduled', 'EventUpdated']);
    const reused = await api.call('POST', '/admin/agenda-events', admin, {
      ...jazz,
      startsAt: '2027-02-01T19:00:00.000Z',
      endsAt: '2027-02-01T22:00:00.000Z',
    });
    expect(reused.status).toBe(201);
  });

  it('lists, filters and sorts with Content-Range', async () => {
    const all = await api.call('GET', `/admin/agenda-events${q({ sort: ['startsAt', 'ASC'] })}`, admin);
    expect(all.headers.get('content-range')).toBe('agenda-events 0-1/2');
    expect(((await all.json()) as Array<{ id: string }>)[0]?.id).toBe(jazzId);
    const searched = await api.call('GET', `/admin/agenda-events${q({ filter: { q: 'online' } })}`, admin);
    expect(searched.headers.get('content-range')).toBe('agenda-events 0-0/1');
  });

  it('cancels an event with one event; it is gone from the agenda', async () => {
    const response = await api.call('POST', `/admin/agenda-events/${jazzId}/cancel`, admin, {});
    expect(await response.json()).toMatchObject({ id: jazzId, cancelled: true });
    expect(await agendaEvents()).toEqual([
      'EventScheduled',
      'EventUpdated',
      'EventScheduled',
      'EventCancelled',
    ]);
    const cancelled = await api.call(
      'GET',
      `/admin/agenda-events${q({ filter: { cancelled: true } })}`,
      admin,
    );
    expect(cancelled.headers.get('content-range')).toBe('agenda-events 0-0/1');
    expect((await api.call('POST', '/admin/agenda-events/nonesuch/cancel', admin, {})).status).toBe(404);
  });
});
