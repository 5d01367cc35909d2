import { userDecider, userStream } from '@afrimedia/domain';
import { translateError } from '@afrimedia/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi, type TestUser } from '../../../testing/test-api.ts';

interface Listed {
  id: string;
  streamId: string;
  type: string;
  data: Record<string, unknown>;
  metadata: Record<string, unknown>;
  recordedAt: string;
  position: string;
}

const q = (params: Record<string, unknown>) =>
  '?' +
  Object.entries(params)
    .map(([name, value]) => `${name}=${encodeURIComponent(JSON.stringify(value))}`)
    .join('&');

describe('admin event browser', () => {
  let api: TestApi;
  let admin: TestUser;
  let reader: TestUser;
  let leaver: TestUser;
  /** Recorded times are the store's: the bounds of the second part of the feed, taken as it is written. */
  let since: string;

  beforeAll(async () => {
    api = await startTestApi('admin_events');
    admin = await api.newUser({ role: 'admin' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    since = new Date().toISOString();
    reader = await api.newUser();
    leaver = await api.newUser();
    // As the deletion call does: the key goes, then the account.
    await api.deps.personalKeys.destroy([userStream(leaver.userId)], new Date());
    await api.run(userStream(leaver.userId), userDecider, leaver.userId, {
      type: 'DeleteAccount',
      data: { userId: leaver.userId },
    });
  });
  afterAll(() => api.close());

  const list = async (query: string, user: TestUser = admin) => {
    const response = await api.call('GET', `/admin/events${query}`, user);
    return {
      status: response.status,
      range: response.headers.get('content-range'),
      body: await response.json(),
    };
  };

  it('is for admins only', async () => {
    expect((await api.call('GET', '/admin/events')).status).toBe(401);
    expect((await list('', reader)).status).toBe(403);
    expect((await api.call('GET', '/admin/events/export', reader)).status).toBe(403);
  });

  it('lists the whole feed newest first with its total, and one stream oldest first', async () => {
    const all = await api.events();
    const newest = await list(q({ range: [0, 1] }));
    expect(newest.range).toBe(`events 0-1/${all.length}`);
    expect((newest.body as Listed[]).map((event) => event.type)).toEqual(
      all
        .slice(-2)
        .reverse()
        .map((event) => event.type),
    );
    const stream = await list(
      q({ filter: { streamId: userStream(reader.userId) }, sort: ['position', 'ASC'] }),
    );
    const own = all.filter((event) => event.stream === userStream(reader.userId));
    expect(stream.range).toBe(`events 0-${own.length - 1}/${own.length}`);
    expect((stream.body as Listed[]).map((event) => event.type)).toEqual(own.map((event) => event.type));
    expect((stream.body as Listed[])[0]).toMatchObject({
      streamId: userStream(reader.userId),
      type: 'UserRegistered',
      metadata: { actorId: reader.userId },
      data: { userId: reader.userId, personal: { email: reader.email } },
    });
  });

  it('filters by type and time, and never shows a hash', async () => {
    const { body, range } = await list(
      q({
        filter: {
          type: ['UserRegistered'],
          from: since,
          to: new Date().toISOString(),
        },
      }),
    );
    expect(range).toBe('events 0-1/2');
    const events = body as Listed[];
    expect(events.map((event) => event.data.userId)).toEqual([leaver.userId, reader.userId]);
    expect(JSON.stringify(events)).not.toMatch(/passwordHash|not-a-real-hash/);
  });

  it("shows a person's fields only while their key exists: a deleted account's are gone", async () => {
    const { body } = await list(
      q({ filter: { streamId: userStream(leaver.userId), type: 'UserRegistered' } }),
    );
    expect((body as Listed[])[0]?.data).toMatchObject({ userId: leaver.userId, personal: null });
    expect(JSON.stringify(body)).not.toContain(leaver.email);
  });

  it('reads one event by its position, and several by theirs', async () => {
    const [first, second] = (await list(q({ range: [0, 1] }))).body as Listed[];
    const one = await api.call('GET', `/admin/events/${encodeURIComponent(first!.id)}`, admin);
    expect(await one.json()).toEqual(first);
    const many = await list(q({ filter: { id: [second!.id, first!.id] } }));
    expect((many.body as Listed[]).map((event) => event.id)).toEqual([second!.id, first!.id]);
    expect((await api.call('GET', `/admin/events/${encodeURIComponent('9/999999')}`, admin)).status).toBe(
      404,
    );
    expect((await api.call('GET', '/admin/events/not-a-position', admin)).status).toBe(404);
  });

  it('refuses a malformed filter or sort with the catalogue message', async () => {
    const bad = await api.call('GET', `/admin/events${q({ filter: { from: 'yesterday' } })}&lang=fr`, admin);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      code: 'INVALID_LIST_QUERY',
      message: translateError('fr', 'INVALID_LIST_QUERY'),
    });
    expect((await list(q({ sort: ['data', 'ASC'] }))).status).toBe(400);
    expect((await api.call('GET', `/admin/events/export${q({ filter: { nope: 1 } })}`, admin)).status).toBe(
      400,
    );
  });

  it('exports a filtered range as NDJSON, one event a line in feed order', async () => {
    const filter = { type: ['UserRegistered', 'AccountDeleted'], from: since };
    const response = await api.call('GET', `/admin/events/export${q({ filter })}`, admin);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/x-ndjson/);
    const lines = (await response.text()).trimEnd().split('\n');
    const exported = lines.map((line) => JSON.parse(line) as Listed);
    expect(exported.map((event) => [event.type, event.data.userId])).toEqual([
      ['UserRegistered', reader.userId],
      ['UserRegistered', leaver.userId],
      ['AccountDeleted', leaver.userId],
    ]);
    expect(exported[1]?.data.personal).toBeNull();
  });

  it('reads an emptied type filter as no type filter, in the list and the export', async () => {
    const filter = { type: [], from: since };
    const all = await list(q({ filter: { from: since } }));
    expect((await list(q({ filter }))).range).toBe(all.range);
    const response = await api.call('GET', `/admin/events/export${q({ filter })}`, admin);
    expect(response.status).toBe(200);
    const total = Number(all.range?.split('/')[1]);
    expect((await response.text()).trimEnd().split('\n')).toHaveLength(total);
  });
});
