import { adminCalls, adminResources, type AdminCallContract } from '@afrimedia/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { publishedArticle } from '../../testing/published-article.ts';
import { servedRoutes } from '../../testing/served-routes.ts';
import { startTestApi, type TestApi, type TestUser } from '../../testing/test-api.ts';
import { adminRoutes } from './index.ts';

interface OpenApiDocument {
  paths: Record<string, Record<string, { parameters?: { in: string; name: string; content?: unknown }[] }>>;
}

/** `GET /users/:id`, as servedRoutes writes the admin router's routes: a resource's root without its slash. */
const asServed = (method: string, path: string) =>
  `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1').replace(/(.)\/$/, '$1')}`;

/** The fields of a record schema (of each element, for a list). */
function fieldsOf(schema: z.ZodType): string[] {
  const record = schema instanceof z.ZodArray ? schema.element : schema;
  return record instanceof z.ZodObject ? Object.keys(record.shape).sort() : [];
}

/** Waits (10 s at most) until the list holds a record: some calls answer before the read models have it. */
async function untilListed(api: TestApi, admin: TestUser, path: string): Promise<void> {
  for (let tries = 0; tries < 100; tries++) {
    const range = (await api.call('GET', path, admin)).headers.get('content-range') ?? '';
    if (Number(range.split('/')[1]) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The contracts of the admin console's API against what the API serves and answers. */
describe('admin contracts', () => {
  let api: TestApi;
  let admin: TestUser;
  let document: OpenApiDocument;

  beforeAll(async () => {
    api = await startTestApi('admin_contracts');
    admin = await api.newUser({ role: 'admin' });
    const reader = await api.newUser();
    await api.newUser({ role: 'owner', verified: false });
    const author = await api.newUser({ role: 'owner' });
    const article = await publishedArticle(api, author.userId);
    await publishedArticle(api, author.userId, { validated: false });
    await api.call('POST', '/actions/report', reader, {
      link: `/articles/${article.slug}`,
      title: 'Misleading',
      comment: 'The title promises what the article does not say.',
    });
    await api.call('POST', '/contact', undefined, {
      name: 'Awa',
      email: 'awa@example.org',
      subject: 'A question',
      message: 'How do I apply to write for the platform?',
    });
    await api.call('POST', '/admin/agenda-events', admin, {
      slug: 'dakar-jazz-night',
      title: { en: 'Dakar jazz night' },
      categorySlug: 'music',
      startsAt: '2030-01-01T20:00:00Z',
      endsAt: '2030-01-01T23:00:00Z',
      online: false,
    });
    document = (await (await fetch(`${api.url}/api/openapi.json`)).json()) as OpenApiDocument;
    // A report and a message are answered once decided, before the read models have them.
    for (const path of ['/admin/reports', '/admin/contact-messages']) await untilListed(api, admin, path);
  });
  afterAll(() => api.close());

  it('documents every admin operation the API serves in /api/openapi.json, and no other', () => {
    const documented = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/api/admin/'))
      .flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => asServed(method, path.slice('/api/admin'.length))),
      );
    const served = servedRoutes(adminRoutes(api.deps)).map((route) => {
      const [method = '', path = ''] = route.split(' ');
      return asServed(method, path);
    });
    expect(documented.length).toBe(78);
    expect(documented.length).toBe(adminCalls.length);
    expect(new Set(served).size).toBe(served.length);
    expect([...documented].sort()).toEqual([...served].sort());
  });

  it("documents each list's sort, range and filter as JSON query parameters", () => {
    const lists = adminCalls.filter((call) => call.list !== undefined);
    expect(lists.length).toBe(29);
    for (const call of lists) {
      const parameters = document.paths[`/api${call.path}`]?.get?.parameters ?? [];
      expect(parameters.map((parameter) => [parameter.in, parameter.name, 'content' in parameter])).toEqual([
        ['query', 'sort', true],
        ['query', 'range', true],
        ['query', 'filter', true],
      ]);
    }
  });

  it('answers every list and record in the shape its contract describes', async () => {
    const problems: string[] = [];
    const check = (call: AdminCallContract, url: string, json: unknown) => {
      const parsed = call.response.safeParse(json);
      if (!parsed.success) problems.push(`${url}: ${parsed.error.message.slice(0, 300)}`);
      const fields = fieldsOf(call.response);
      for (const record of Array.isArray(json) ? json : [json]) {
        const keys = Object.keys(record as object).sort();
        if (JSON.stringify(keys) !== JSON.stringify(fields))
          problems.push(`${url}: fields ${keys.join(',')} where the contract has ${fields.join(',')}`);
      }
    };
    let records = 0;
    for (const [resource, calls] of Object.entries(adminResources)) {
      if (!('list' in calls)) {
        const response = await api.call('GET', `/admin/${resource}`, admin);
        check(calls.counts, `/admin/${resource}`, await response.json());
        continue;
      }
      const response = await api.call('GET', `/admin/${resource}`, admin);
      const rows = (await response.json()) as { id: string }[];
      expect([resource, response.status]).toEqual([resource, 200]);
      expect(response.headers.get('content-range')).toMatch(new RegExp(`^${resource} \\d+-\\d+/\\d+$`));
      check(calls.list, `/admin/${resource}`, rows);
      const first = rows[0];
      if (!first) continue;
      const url = `/admin/${resource}/${encodeURIComponent(first.id)}`;
      check(calls.getOne, url, await (await api.call('GET', url, admin)).json());
      records += 1;
    }
    expect(problems).toEqual([]);
    // Videos, podcasts, scheduled contents, legal versions, subscriptions and payments have none here.
    expect(records).toBe(16);
  });
});
