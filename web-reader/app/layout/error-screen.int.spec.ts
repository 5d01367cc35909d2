import type { TestApi } from '@afrimedia/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReaderUnderTest } from '../../testing/reader-under-test.ts';

let api: TestApi;

beforeAll(async () => {
  api = await startReaderUnderTest('reader-error-screen');
});
afterAll(() => api.close());

describe('the error screen', () => {
  it('answers a malformed address with the reader page and its status, not the JSON of the API', async () => {
    for (const path of ['/articles/%E0%80%AF', '/%E0%A4%A', '/authors/%FF']) {
      const response = await fetch(`${api.url}${path}`);
      expect(response.headers.get('content-type'), path).toMatch(/^text\/html/);
      const html = await response.text();
      expect(html, path).toContain('class="error-screen"');
      expect(html, path).toContain(
        `<p class="error-screen__status" aria-hidden="true">${response.status}</p>`,
      );
      expect([400, 404], path).toContain(response.status);
    }
  });
});
