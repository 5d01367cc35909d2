import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlatformUnderTest } from '../testing/platform-under-test.ts';
import { launchChromium } from './browser.ts';
import { demoItems, type DemoItems } from './demo-items.ts';
import { platformForSpec } from './platform-for-spec.ts';

let platform: PlatformUnderTest;
let browser: Browser;
let demo: DemoItems;

beforeAll(async () => {
  platform = await platformForSpec('modals');
  demo = await demoItems(platform.url);
  browser = await launchChromium();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

/** A visitor's article page at `width`, scripts running, once the page has hydrated. */
async function visitorOnArticle(width: number): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    locale: 'en',
    extraHTTPHeaders: { 'accept-language': 'en' },
  });
  const page = await context.newPage();
  await page.goto(`${platform.url}/articles/${demo.article.slug}`, { waitUntil: 'networkidle' });
  return page;
}

describe('the visitor modal', () => {
  it('opens 630 px wide on a desktop over a dimmed page, and keeps inside a phone screen', async () => {
    const desktop = await visitorOnArticle(1280);
    await desktop.locator('form:has(input[name="relation"][value="likes"]) button[aria-pressed]').click();
    const dialog = desktop.getByRole('dialog', { name: 'Join us' });
    await dialog.waitFor();
    const box = await dialog.boundingBox();
    expect(box?.width).toBe(630);
    expect(Math.abs(box!.x + box!.width / 2 - 640)).toBeLessThanOrEqual(1);
    const backdrop = await dialog.evaluate(
      (element) => getComputedStyle(element, '::backdrop').backgroundColor,
    );
    expect(backdrop).toMatch(/^rgba\(0, 0, 0, 0\.\d+\)$/);
    // What lies under a corner of the screen is the dimmed backdrop (the dialog's), not the page.
    const cornerIsDialog = await desktop.evaluate(
      () => document.elementFromPoint(5, 5)?.tagName === 'DIALOG',
    );
    expect(cornerIsDialog).toBe(true);
    await desktop.context().close();

    const phone = await visitorOnArticle(360);
    await phone.locator('form:has(input[name="relation"][value="likes"]) button[aria-pressed]').click();
    const small = phone.getByRole('dialog', { name: 'Join us' });
    await small.waitFor();
    expect((await small.boundingBox())!.width).toBeLessThanOrEqual(360 - 32);
    await phone.context().close();
  });
});
