import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi, type TestUser } from '../testing/test-api.ts';
import { specCalls } from '../testing/spec-calls.ts';

const samples: Record<string, string> = {
  id: 'sample-id',
  slug: 'sample-slug',
  userId: 'sample-user',
  subscriptionId: 'sample-subscription',
};

interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, unknown>>;
}

/** `/pages/content/{slug}` and `/pages/content/{id}` name one call: placeholders compare by position only. */
const shape = (method: string, path: string) =>
  `${method.toUpperCase()} ${path.replace(/^\/api/, '').replace(/\{\w+\??\}/g, '{}')}`;

function openApiCalls(document: OpenApiDocument): string[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => shape(method, path)),
  );
}

describe("the spec's call table", () => {
  let api: TestApi;
  let admin: TestUser;
  let document: OpenApiDocument;
  beforeAll(async () => {
    api = await startTestApi('call_table');
    admin = await api.newUser({ role: 'admin' });
    document = (await (await fetch(`${api.url}/api/openapi.json`)).json()) as OpenApiDocument;
  });
  afterAll(() => api.close());

  /** Makes the call signed in (a fresh session each time: the table's own logout would end a shared one). */
  async function call(method: string, path: string) {
    const url = `${api.url}/api${path.replace(/\{(\w+)\??\}/g, (_, name: string) => samples[name] ?? name)}`;
    const hasBody = method !== 'GET' && method !== 'DELETE';
    const response = await fetch(url, {
      method,
      headers: {
        ...(await api.signIn(admin.userId)),
        ...(hasBody ? { 'content-type': 'application/json' } : {}),
      },
      ...(hasBody ? { body: '{}' } : {}),
    });
    const body = (await response.json().catch(() => ({}))) as { code?: string };
    return { status: response.status, code: body.code };
  }

  it('is served under /api: no call is unknown, unauthenticated or failing', async () => {
    const problems: string[] = [];
    for (const [method, path] of specCalls) {
      const { status, code } = await call(method, path);
      if ((status === 404 && code === 'NO_SUCH_CALL') || status === 405)
        problems.push(`${method} ${path} unknown`);
      if (code === 'E_INVALID_JWT_TOKEN' || code === 'NOT_AUTHORIZED')
        problems.push(`${method} ${path} did not see the session`);
      if (status >= 500 && status !== 501) problems.push(`${method} ${path} → ${status}`);
    }
    expect(problems).toEqual([]);
  });

  it('is published in the OpenAPI document generated from the contracts, every call of it', () => {
    expect(document.openapi).toBe('3.1.0');
    const published = new Set(openApiCalls(document));
    const missing = specCalls
      .map(([method, path]) => shape(method, path))
      .filter((call) => !published.has(call));
    expect(missing).toEqual([]);
    expect(document.paths['/api/auth/login']?.post).toMatchObject({ requestBody: expect.anything() });
  });

  it('serves every call the OpenAPI document publishes, including those beyond the spec', async () => {
    const unknown: string[] = [];
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const method of Object.keys(operations)) {
        const { status, code } = await call(method.toUpperCase(), path.replace(/^\/api/, ''));
        if ((status === 404 && code === 'NO_SUCH_CALL') || status === 405) unknown.push(`${method} ${path}`);
      }
    }
    expect(unknown).toEqual([]);
  });
});
