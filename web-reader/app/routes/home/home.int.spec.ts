import type { TestApi } from '@afrimedia/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReaderUnderTest } from '../../../testing/reader-under-test.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startReaderUnderTest('reader-home');
});
afterAll(() => api.close());

describe('the server-rendered frame', () => {
  it('answers an unknown path with the 404 screen and status 404', async () => {
    const response = await fetch(`${api.url}/no/such/page`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('This page could not be found');
    expect(html).toContain('Sorry, the page you are looking for does not exist!');
  });

  it('renders Arabic right to left in the HTML the server sends', async () => {
    const html = await (await fetch(`${api.url}/?lang=ar`)).text();
    expect(html).toMatch(/<html lang="ar" dir="rtl"[\s>]/);
    const french = await (
      await fetch(`${api.url}/`, { headers: { 'accept-language': 'fr-SN,fr;q=0.9' } })
    ).text();
    expect(french).toMatch(/<html lang="fr" dir="ltr"[\s>]/);
  });

  it('ignores a language it does not know, a NUL included, and renders the page', async () => {
    for (const lang of ['%00', 'xx', '%0D%0Afr', '%ED%A0%80']) {
      const response = await fetch(`${api.url}/?lang=${lang}`, { headers: { 'accept-language': 'fr' } });
      expect(response.status, lang).toBe(200);
      expect(await response.text(), lang).toMatch(/<html lang="fr"/);
    }
  });

  it('renders for a browser whose language header or session cookie holds what the API refuses', async () => {
    const headers: Record<string, string>[] = [
      { 'accept-language': 'fr, en;q=0.5%00' },
      { cookie: `token=${encodeURIComponent('{"token":"%00","refreshToken":"x"}')}` },
    ];
    for (const sent of headers) expect((await fetch(`${api.url}/`, { headers: sent })).status).toBe(200);
  });

  it('puts the CSP nonce on every script and ships none under Save-Data', async () => {
    const response = await fetch(`${api.url}/`);
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
    const html = await response.text();
    const scripts = html.match(/<script[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(script).toContain(`nonce="${nonce}"`);

    const lite = await (await fetch(`${api.url}/`, { headers: { 'save-data': 'on' } })).text();
    expect(lite).not.toMatch(/<script|modulepreload/);
    expect(lite).toContain('name="lite" value="0"');
  });
});
