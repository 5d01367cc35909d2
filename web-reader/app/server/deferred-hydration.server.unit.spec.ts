import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { deferHydration, deferredModuleScript } from './deferred-hydration.server.ts';

const NONCE = 'Vy9jV69TeW8ItEioaF/KMg==';

// The shape React Router 7 writes: modulepreloads hoisted into the head, one inline module script at the end.
const routeModules = `;
import * as route0 from "/assets/root-A.js";
import * as route1_clientLoader from "/assets/home-loader-B.js";
import * as route1_main from "/assets/home-C.js";
const route1 = {...route1_clientLoader,...route1_main};
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-D.js");`;
const page = [
  '<!DOCTYPE html><html lang="ar" dir="rtl"><head><meta charSet="utf-8"/>',
  `<link rel="modulepreload" href="/assets/entry.client-D.js" nonce="${NONCE}"/>`,
  `<link rel="modulepreload" href="/assets/framework-E.js" nonce="${NONCE}"/>`,
  `<link nonce="${NONCE}" rel="stylesheet" href="/assets/app-F.css" data-precedence="default"/>`,
  '</head><body><h1>مرحبا — Akwaaba</h1><p>a &lt; b</p>',
  `<script nonce="${NONCE}">window.__reactRouterContext = {"state":"\\u003c"};</script>`,
  `<script nonce="${NONCE}" type="module" async="">${routeModules}</script>`,
  '</body></html>',
].join('');

async function served(chunks: readonly Buffer[]) {
  return text(Readable.from(chunks).pipe(deferHydration(NONCE)));
}

describe('hydration scripts asked for after the page has loaded', () => {
  it('takes the modulepreloads out of the head and announces them, with the nonce, when the page has loaded', async () => {
    const html = await served([Buffer.from(page)]);
    expect(html).not.toContain('modulepreload" href');
    expect(html).toContain(
      '<link nonce="Vy9jV69TeW8ItEioaF/KMg==" rel="stylesheet" href="/assets/app-F.css"',
    );
    expect(html).toContain('["/assets/entry.client-D.js","/assets/framework-E.js"]');
    expect(html).toContain(`link.nonce = "${NONCE}"`);
    expect(html.indexOf('addEventListener("load"')).toBeLessThan(
      html.indexOf('await import("/assets/root-A.js")'),
    );
  });

  it('leaves every other byte of the page as it was', async () => {
    const html = await served([Buffer.from(page)]);
    const untouched = (document: string) =>
      document
        .replace(/<link rel="modulepreload"[^>]*\/>/g, '')
        .replace(/(<script[^>]*type="module"[^>]*>)[\s\S]*?<\/script>/, '$1</script>');
    expect(untouched(html)).toBe(untouched(page));
  });

  it('loads the same modules into the same names, so React Router finds its route modules', () => {
    const script = deferredModuleScript(routeModules, ['/assets/entry.client-D.js'], NONCE);
    expect(script).toContain('const route0 = await import("/assets/root-A.js");');
    expect(script).toContain('const route1_main = await import("/assets/home-C.js");');
    expect(script).toContain('const route1 = {...route1_clientLoader,...route1_main};');
    expect(script).toContain('import("/assets/entry.client-D.js");');
    expect(script).not.toMatch(/^\s*import\s/m);
    const AsyncFunction = async function () {}.constructor as new (body: string) => unknown;
    expect(() => new AsyncFunction(script)).not.toThrow();
  });

  it('asks for the scripts only once the loaded images are decoded, so the first screen is painted without them', async () => {
    let decoded = () => {};
    const appended: string[] = [];
    const fakeDocument = {
      readyState: 'complete',
      images: [
        { complete: true, naturalWidth: 1200, decode: () => new Promise<void>((done) => (decoded = done)) },
        // Still loading (a lazy image below the first screen): not waited for.
        { complete: false, naturalWidth: 0, decode: () => new Promise<void>(() => {}) },
      ],
      createElement: () => ({}),
      head: { append: (link: { href: string }) => appended.push(link.href) },
    };
    const AsyncFunction = async function () {}.constructor as new (
      ...parameters: string[]
    ) => (...values: unknown[]) => Promise<void>;
    const run = new AsyncFunction(
      'document',
      'requestAnimationFrame',
      'addEventListener',
      'setTimeout',
      deferredModuleScript('', ['/assets/entry.client-D.js'], NONCE),
    );
    const finished = run(
      fakeDocument,
      (frame: () => void) => frame(),
      () => {},
      () => {},
    );
    await new Promise((settle) => setTimeout(settle, 10));
    expect(appended).toEqual([]);
    decoded();
    await finished;
    expect(appended).toEqual(['/assets/entry.client-D.js']);
  });

  it('turns a side-effect import (the whole route manifest) into an awaited one', () => {
    expect(deferredModuleScript('import "/assets/manifest-G.js";', [], NONCE)).toContain(
      'await import("/assets/manifest-G.js");',
    );
  });

  it('writes the same page however the stream is cut, even inside a tag or a character', async () => {
    const whole = await served([Buffer.from(page)]);
    const bytes = Buffer.from(page);
    for (let cut = 1; cut < bytes.length; cut += 7) {
      expect(await served([bytes.subarray(0, cut), bytes.subarray(cut)])).toBe(whole);
    }
    const byteByByte = [...bytes].map((byte) => Buffer.from([byte]));
    expect(await served(byteByByte)).toBe(whole);
  });
});
