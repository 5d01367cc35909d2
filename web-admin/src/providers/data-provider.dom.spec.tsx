import { describe, expect, it } from 'vitest';
import { fakeApi, json, memorySession } from '../../testing/fake-api.ts';
import { createApiClient } from './api-client.ts';
import { createDataProvider } from './data-provider.ts';

const signedIn = () => memorySession({ token: 'access-1', refreshToken: 'refresh-1' });

function providerWith(answer: Parameters<typeof fakeApi>[0], session = signedIn()) {
  const api = fakeApi(answer);
  const client = createApiClient({ session, language: () => 'fr', fetchImpl: api.fetchImpl });
  return { dataProvider: createDataProvider(client), requests: api.requests, session };
}

describe('the data provider', () => {
  it('asks for a page with sort, range and filter and reads the total from Content-Range', async () => {
    const { dataProvider, requests } = providerWith(() =>
      json([{ id: 'u1', email: 'awa.diop@afrimedia.test' }], {
        headers: { 'Content-Range': 'users 0-0/319' },
      }),
    );
    const page = await dataProvider.getList('users', {
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { q: 'awa', role: 'owner' },
    });
    expect(page).toEqual({ data: [{ id: 'u1', email: 'awa.diop@afrimedia.test' }], total: 319 });
    const [request] = requests;
    const url = new URL(request!.url, 'http://console.test');
    expect(url.pathname).toBe('/api/admin/users');
    expect(JSON.parse(url.searchParams.get('sort')!)).toEqual(['createdAt', 'DESC']);
    expect(JSON.parse(url.searchParams.get('range')!)).toEqual([25, 49]);
    expect(JSON.parse(url.searchParams.get('filter')!)).toEqual({ q: 'awa', role: 'owner' });
    expect(request!.headers.get('authorization')).toBe('Bearer access-1');
    expect(request!.headers.get('accept-language')).toBe('fr');
  });

  it('reads a page longer than the API answers (an export) as consecutive pages of 100 until the list ends', async () => {
    const TOTAL = 230;
    const { dataProvider, requests } = providerWith((request) => {
      const [first, last] = JSON.parse(
        new URL(request.url, 'http://console.test').searchParams.get('range')!,
      ) as [number, number];
      const end = Math.min(last, TOTAL - 1);
      const rows = Array.from({ length: end - first + 1 }, (_, index) => ({ id: `u${first + index}` }));
      return json(rows, { headers: { 'Content-Range': `users ${first}-${end}/${TOTAL}` } });
    });
    const page = await dataProvider.getList('users', {
      pagination: { page: 1, perPage: 1000 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: {},
    });
    expect(page.total).toBe(TOTAL);
    expect(page.data.map((row) => row.id)).toEqual(Array.from({ length: TOTAL }, (_, index) => `u${index}`));
    const ranges = requests.map((request) =>
      JSON.parse(new URL(request.url, 'http://console.test').searchParams.get('range')!),
    );
    expect(ranges).toEqual([
      [0, 99],
      [100, 199],
      [200, 299],
    ]);
  });

  it('posts an action with its reason to /api/admin/<resource>/<id>/<action> and answers the updated record', async () => {
    const { dataProvider, requests } = providerWith(() =>
      json({ id: 'pub 1', status: 'rejected', reason: 'Too thin' }),
    );
    const { data } = await dataProvider.act('publication-applications', {
      id: 'pub 1',
      action: 'reject',
      reason: 'Too thin',
    });
    expect(data).toEqual({ id: 'pub 1', status: 'rejected', reason: 'Too thin' });
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      url: '/api/admin/publication-applications/pub%201/reject',
      method: 'POST',
      body: JSON.stringify({ reason: 'Too thin' }),
    });
    expect(requests[0]!.headers.get('content-type')).toBe('application/json');
  });

  it('sends an empty object for an action that asks no reason', async () => {
    const { dataProvider, requests } = providerWith(() => json({ id: 'r1', status: 'hidden' }));
    await dataProvider.act('reports', { id: 'r1', action: 'hide' });
    expect(requests[0]).toMatchObject({ url: '/api/admin/reports/r1/hide', body: '{}' });
  });

  it('reads the queues summary', async () => {
    const queues = {
      authorApplications: { count: 1, oldestSubmittedAt: '2026-11-20T10:00:00.000Z' },
      publicationApplications: { count: 2, oldestSubmittedAt: '2026-11-21T10:00:00.000Z' },
      scheduledContent: { count: 0, oldestSubmittedAt: null },
      reports: { count: 0, oldestSubmittedAt: null },
      medianValidationWaitSeconds: 5400,
    };
    const { dataProvider, requests } = providerWith(() => json(queues));
    expect(await dataProvider.queues()).toEqual(queues);
    expect(requests[0]!.url).toBe('/api/admin/queues');
  });

  it("turns an error answer into an error carrying the API's message and status", async () => {
    const { dataProvider } = providerWith(() =>
      json(
        {
          code: 'REASON_REQUIRED',
          message: 'Un motif est requis',
          error: 'REASON_REQUIRED: Un motif est requis',
        },
        { status: 400 },
      ),
    );
    await expect(
      dataProvider.act('users', { id: 'u1', action: 'deactivate', reason: ' ' }),
    ).rejects.toMatchObject({
      message: 'Un motif est requis',
      status: 400,
      body: { code: 'REASON_REQUIRED' },
    });
  });

  it('refreshes an expired token once for calls failing together, then sends each call again', async () => {
    const { dataProvider, requests, session } = providerWith((request) => {
      if (request.url === '/api/auth/refresh')
        return json({ token: 'access-2', type: 'bearer', refreshToken: 'refresh-2' });
      if (request.headers.get('authorization') === 'Bearer access-1')
        return json({ code: 'E_INVALID_JWT_TOKEN', message: 'expired' }, { status: 401 });
      return json({ id: 'site', appAccess: 'other' });
    });
    const [first, second] = await Promise.all([
      dataProvider.getOne('configuration', { id: 'site' }),
      dataProvider.getOne('configuration', { id: 'site' }),
    ]);
    expect(first.data).toEqual({ id: 'site', appAccess: 'other' });
    expect(second.data).toEqual(first.data);
    const refreshes = requests.filter((request) => request.url === '/api/auth/refresh');
    expect(refreshes).toHaveLength(1);
    expect(JSON.parse(refreshes[0]!.body!)).toEqual({ refresh_token: 'refresh-1' });
    expect(session.read()).toEqual({ token: 'access-2', refreshToken: 'refresh-2' });
  });

  it('ends the session when the refresh is refused, and reports the 401', async () => {
    const { dataProvider, session } = providerWith((request) =>
      request.url === '/api/auth/refresh'
        ? json({ code: 'E_INVALID_JWT_REFRESH_TOKEN', message: 'refused' }, { status: 401 })
        : json({ code: 'E_INVALID_JWT_TOKEN', message: 'expired' }, { status: 401 }),
    );
    await expect(dataProvider.getOne('users', { id: 'u1' })).rejects.toMatchObject({ status: 401 });
    expect(session.read()).toBeUndefined();
  });

  it('downloads the filtered events as NDJSON', async () => {
    const lines = '{"id":"1"}\n{"id":"2"}\n';
    const { dataProvider, requests } = providerWith(
      () => new Response(lines, { headers: { 'content-type': 'application/x-ndjson' } }),
    );
    const blob = await dataProvider.exportEvents({ type: 'ArticlePublished' });
    expect(await blob.text()).toBe(lines);
    const url = new URL(requests[0]!.url, 'http://console.test');
    expect(url.pathname).toBe('/api/admin/events/export');
    expect(JSON.parse(url.searchParams.get('filter')!)).toEqual({ type: 'ArticlePublished' });
  });
});
