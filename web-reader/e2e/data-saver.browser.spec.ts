import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { PlatformUnderTest } from '../testing/platform-under-test.ts';
import { ARTICLE_BUDGET_KIB, pageScripts } from '../scripts/page-scripts.ts';
import { demoItems, type DemoItems } from './demo-items.ts';
import { platformForSpec } from './platform-for-spec.ts';

let platform: PlatformUnderTest;
let demo: DemoItems;

beforeAll(async () => {
  platform = await platformForSpec('data-saver');
  demo = await demoItems(platform.url);
}, 180_000);

afterAll(async () => {
  await platform?.stop();
});

describe('data saver', () => {
  it('sends an article without any script to a browser that asks to save data, still usable', async () => {
    const response = await fetch(`${platform.url}/articles/${demo.article.slug}`, {
      headers: { 'save-data': 'on', 'accept-language': 'en' },
    });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/modulepreload/i);
    expect(html).toMatch(/<form[^>]*action="\/actions\/toggle"/);
    expect(html).toMatch(/name="relation" value="likes"/);
    // The way back to the full site: the data-saver switch posting lite=0.
    expect(html).toMatch(/<form[^>]*action="\/settings\/lite"[^]*?name="lite" value="0"/);
  });

  it(`keeps the article page's JavaScript within ${ARTICLE_BUDGET_KIB} KiB gzipped`, async () => {
    const { gzipBytes, sizes } = await pageScripts(inject('readerBuildDir'), [
      'root',
      'layouts/default',
      'article',
    ]);
    const kib = (bytes: number) => Math.round(bytes / 102.4) / 10;
    const breakdown = sizes.map((size) => `${kib(size.gzipBytes)} KiB ${size.file}`).join('\n  ');
    console.info(`article page JavaScript: ${kib(gzipBytes)} KiB gzipped (budget ${ARTICLE_BUDGET_KIB} KiB)`);
    expect(kib(gzipBytes), `the article page's scripts:\n  ${breakdown}\n`).toBeLessThanOrEqual(
      ARTICLE_BUDGET_KIB,
    );
  });
});
