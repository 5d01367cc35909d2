import { projections } from '@afrimedia/projections';
import { translateError } from '@afrimedia/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi, type TestUser } from '../../../testing/test-api.ts';

interface Listed {
  id: string;
  position: string;
  lag: number;
  lastError: string | null;
  blockedEventPosition: string | null;
}

describe('admin projections', () => {
  let api: TestApi;
  let admin: TestUser;
  let reader: TestUser;

  beforeAll(async () => {
    api = await startTestApi('admin_projections');
    admin = await api.newUser({ role: 'admin' });
    reader = await api.newUser();
  });
  afterAll(() => api.close());

  const rebuilds = async () =>
    (await api.events()).filter((event) => event.type === 'ProjectionRebuildRequested');

  it('is for admins only, rebuilding included', async () => {
    expect((await api.call('GET', '/admin/projections')).status).toBe(401);
    expect((await api.call('POST', '/admin/projections/accounts/rebuild', reader, {})).status).toBe(403);
    expect(await rebuilds()).toEqual([]);
  });

  it('lists every projection by name with its position and lag, sorted and paged', async () => {
    const response = await api.call('GET', '/admin/projections?range=[0,2]', admin);
    const names = projections.map((projection) => projection.name).sort();
    expect(response.headers.get('content-range')).toBe(`projections 0-2/${names.length}`);
    const rows = (await response.json()) as Listed[];
    expect(rows.map((row) => row.id)).toEqual(names.slice(0, 3));
    const accounts = (await (await api.call('GET', '/admin/projections/accounts', admin)).json()) as Listed;
    expect(accounts).toMatchObject({ id: 'accounts', lag: 0, lastError: null, blockedEventPosition: null });
    expect(accounts.position).toMatch(/^\d+\/\d+$/);
    const sort = encodeURIComponent(JSON.stringify(['id', 'DESC']));
    const desc = (await (await api.call('GET', `/admin/projections?sort=${sort}`, admin)).json()) as Listed[];
    expect(desc.map((row) => row.id)).toEqual([...names].reverse());
  });

  it('shows the last error and the position of the event a projection is blocked on', async () => {
    const failure = { last_error: 'stats is blocked on ContentViewed', blocked_event_position: '42/7' };
    await api.db
      .insertInto('projections.checkpoints')
      .values({ name: 'stats', commit_position: 0n, prepare_position: 0n, ...failure })
      .onConflict((conflict) => conflict.column('name').doUpdateSet(failure))
      .execute();
    const failing = encodeURIComponent(JSON.stringify({ failing: true }));
    const response = await api.call('GET', `/admin/projections?filter=${failing}`, admin);
    expect(response.headers.get('content-range')).toBe('projections 0-0/1');
    expect(await response.json()).toEqual([
      expect.objectContaining({
        id: 'stats',
        lastError: 'stats is blocked on ContentViewed',
        blockedEventPosition: '42/7',
      }),
    ]);
  });

  it('rebuild restores a damaged read model from the feed, recorded as one event by the admin', async () => {
    await api.db.deleteFrom('accounts.users').where('user_id', '=', reader.userId).execute();
    const response = await api.call('POST', '/admin/projections/accounts/rebuild', admin, {});
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: 'accounts', lag: 0 });
    const restored = await api.db
      .selectFrom('accounts.users')
      .select('email')
      .where('user_id', '=', reader.userId)
      .executeTakeFirst();
    expect(restored).toEqual({ email: reader.email });
    // The projector running beside the rebuild met it and stepped aside; none of that is an error to show.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await (await api.call('GET', '/admin/projections/accounts', admin)).json()).toMatchObject({
      lag: 0,
      lastError: null,
    });
    const events = await rebuilds();
    expect(events.map((event) => [event.stream, event.data, event.metadata.actorId])).toEqual([
      ['projection-accounts', expect.objectContaining({ projection: 'accounts' }), admin.userId],
    ]);
  });

  it('refuses to rebuild a projection that does not exist, with the catalogue message', async () => {
    const before = await rebuilds();
    const response = await api.call('POST', '/admin/projections/nonesuch/rebuild?lang=ar', admin, {});
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({
      code: 'NOT_FOUND',
      message: translateError('ar', 'NOT_FOUND'),
    });
    expect(await rebuilds()).toEqual(before);
  });
});
