import { describe, expect, it } from 'vitest';
import { allCalls } from '../all-calls.ts';
import { openApiDocument } from '../openapi.ts';
import { adminCalls, adminResources } from './index.ts';

type Operation = { parameters?: { in: string; name: string; content?: unknown }[]; responses: object };

describe('the admin calls', () => {
  it('are 78 admin-only calls under /admin, each method and path once, none in the spec call table', () => {
    expect(adminCalls).toHaveLength(78);
    expect(adminCalls.every((call) => call.access === 'admin' && call.path.startsWith('/admin/'))).toBe(true);
    const keys = adminCalls.map((call) => `${call.method} ${call.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(allCalls.filter((call) => call.path.startsWith('/admin'))).toEqual([]);
  });

  it("name each resource's calls by its URL, and sort each list by default by a field it sorts by", () => {
    for (const [resource, calls] of Object.entries(adminResources)) {
      for (const call of Object.values(calls))
        expect(call.path).toMatch(new RegExp(`^/admin/${resource}(/|$)`));
      if (!('list' in calls)) continue;
      expect(calls.list.list.resource).toBe(resource);
      expect(calls.list.list.sortable).toContain(calls.list.list.defaultSort[0]);
      expect(calls.list.list.sortable).toContain('id');
    }
  });

  it('are documented in OpenAPI, each list with its JSON sort, range and filter and its Content-Range', () => {
    const document = openApiDocument(adminCalls, { title: 'admin', version: '1' }) as unknown as {
      paths: Record<string, Record<string, Operation>>;
    };
    const operations = Object.values(document.paths).flatMap((path) => Object.values(path));
    expect(operations).toHaveLength(78);
    const users = document.paths['/api/admin/users']?.get;
    expect(users?.parameters?.map((parameter) => [parameter.name, 'content' in parameter])).toEqual([
      ['sort', true],
      ['range', true],
      ['filter', true],
    ]);
    expect(users?.responses).toMatchObject({ '200': { headers: { 'Content-Range': expect.anything() } } });
    expect(document.paths['/api/admin/events/export']?.get?.responses).toMatchObject({
      '200': { content: { 'application/x-ndjson': expect.anything() } },
    });
  });
});
