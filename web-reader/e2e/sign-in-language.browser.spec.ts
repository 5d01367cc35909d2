import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlatformUnderTest } from '../testing/platform-under-test.ts';
import { launchChromium } from './browser.ts';
import { platformForSpec } from './platform-for-spec.ts';
import { DEMO_AUTHOR, signInThroughForm } from './sign-in.ts';

let platform: PlatformUnderTest;
let browser: Browser;

beforeAll(async () => {
  platform = await platformForSpec('sign-in-language');
  browser = await launchChromium();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

describe('signing in as a reader of another language', () => {
  it('switches the page to their language, title included, with every message found', async () => {
    const context = await browser.newContext({ locale: 'en', viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    try {
      // The demo author's account is in French; the browser, with no language chosen on the device, asks for English.
      await page.goto(`${platform.url}/`);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
      await signInThroughForm(page, platform.url, DEMO_AUTHOR);
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('fr');
      await expect.poll(() => page.title()).toBe("Histoires, voix et talents d'Afrique · Afrimedia");
      expect(errors.filter((error) => error.startsWith('Missing message'))).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);
});
