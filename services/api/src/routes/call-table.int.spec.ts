import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { allCalls } from '@afrimedia/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi, type TestUser } from '../testing/test-api.ts';
import { readSpecCallTable } from './spec-call-table.ts';

const specPath = fileURLToPath(new URL('../../../../../shared/spec/product-spec.md', import.meta.url));
const samples: Record<string, string> = {
  id: 'sample-id',
  slug: 'sample-slug',
  userId: 'sample-user',
  subscriptionId: 'sample-subscription',
};

describe("the spec's call table", () => {
  let api: TestApi;
  let admin: TestUser;
  beforeAll(async () => {
    api = await startTestApi('call_table');
    admin = await api.newUser({ role: 'admin' });
  });
  afterAll(() => api.close());

  it('is readable beside the repository', () => {
    expect(existsSync(specPath), `the product spec should be at ${specPath}`).toBe(true);
    expect(readSpecCallTable(specPath).length).toBeGreaterThan(50);
  });

  it('is served under /api: no call is unknown, none answers 500', async () => {
    const unknown: string[] = [];
    const failing: string[] = [];
    const unauthenticated: string[] = [];
    for (const { method, path } of readSpecCallTable(specPath)) {
      const url = `${api.url}/api${path.replace(/\{(\w+)\??\}/g, (_, name: string) => samples[name] ?? name)}`;
      const response = await fetch(url, {
        method,
        headers: {
          // A fresh session per call: the table's own logout would end a shared one.
          ...(await api.signIn(admin.userId)),
          ...(method === 'GET' || method === 'DELETE' ? {} : { 'content-type': 'application/json' }),
        },
        ...(method === 'GET' || method === 'DELETE' ? {} : { body: '{}' }),
      });
      const body = (await response.json().catch(() => ({}))) as { code?: string };
      if (response.status === 404 && body.code === 'NO_SUCH_CALL') unknown.push(`${method} ${path}`);
      if (response.status === 405) unknown.push(`${method} ${path}`);
      if (body.code === 'E_INVALID_JWT_TOKEN' || body.code === 'NOT_AUTHORIZED')
        unauthenticated.push(`${method} ${path}`);
      if (response.status >= 500 && response.status !== 501)
        failing.push(`${method} ${path} → ${response.status}`);
    }
    expect(unauthenticated, 'each call is made signed in, so it reaches its route').toEqual([]);
    expect(unknown).toEqual([]);
    expect(failing).toEqual([]);
  });

  it('is published as an OpenAPI document generated from the contracts', async () => {
    const response = await fetch(`${api.url}/api/openapi.json`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as {
      openapi: string;
      paths: Record<string, Record<string, unknown>>;
    };
    expect(document.openapi).toBe('3.1.0');
    for (const call of allCalls) {
      const path = `/api${call.path.replace(/:(\w+)/g, '{$1}')}`;
      expect(document.paths[path]?.[call.method], `${call.method} ${path}`).toBeDefined();
    }
    expect(document.paths['/api/auth/login']?.post).toMatchObject({ requestBody: expect.anything() });
  });
});
