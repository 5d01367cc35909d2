import { gzipSync } from 'node:zlib';
import { launchChromium } from './browser.ts';

export interface PageScriptsSeen {
  /** Script files the browser fetched and inline scripts in the page (as `inline #n`). */
  readonly scripts: readonly string[];
  /** All of them gzipped at level 9, as pageScripts counts a build's files. */
  readonly gzipBytes: number;
}

const gzipLength = (text: Buffer | string) => gzipSync(text, { level: 9 }).length;

/**
 * The JavaScript a browser sending `Save-Data: on` (the reader's data-saver mode) gets with the page at `url`: every
 * script it downloads until the network is quiet, and every inline script left in the page.
 */
export async function scriptsUnderSaveData(url: string): Promise<PageScriptsSeen> {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ extraHTTPHeaders: { 'save-data': 'on' } });
    const page = await context.newPage();
    const downloads: Promise<{ script: string; gzipBytes: number }>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      downloads.push(
        response.body().then((body) => ({ script: response.url(), gzipBytes: gzipLength(body) })),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const inline = (
      await page.$$eval('script:not([src])', (scripts) => scripts.map((script) => script.textContent ?? ''))
    ).map((text, n) => ({ script: `inline #${n + 1}`, gzipBytes: gzipLength(text) }));
    const seen = [...(await Promise.all(downloads)), ...inline];
    return {
      scripts: seen.map((entry) => entry.script),
      gzipBytes: seen.reduce((sum, entry) => sum + entry.gzipBytes, 0),
    };
  } finally {
    await browser.close();
  }
}
