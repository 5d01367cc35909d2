import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlatformUnderTest } from '../testing/platform-under-test.ts';
import { launchChromium } from './browser.ts';
import { demoItems, type DemoItems } from './demo-items.ts';
import { platformForSpec } from './platform-for-spec.ts';
import { signInThroughForm } from './sign-in.ts';

let platform: PlatformUnderTest;
let browser: Browser;
let demo: DemoItems;

beforeAll(async () => {
  platform = await platformForSpec('reader-controls');
  demo = await demoItems(platform.url);
  browser = await launchChromium();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

function newContext(options: { javaScriptEnabled?: boolean; reducedMotion?: 'reduce' } = {}) {
  return browser.newContext({
    viewport: { width: 1280, height: 900 },
    locale: 'en',
    extraHTTPHeaders: { 'accept-language': 'en' },
    ...options,
  });
}

async function reportFrom(context: BrowserContext) {
  const page = await context.newPage();
  await signInThroughForm(page, platform.url);
  await page.goto(`${platform.url}/articles/${demo.article.slug}`, { waitUntil: 'networkidle' });
  await page.getByText('Report this content').click();
  await page.getByRole('combobox', { name: 'Reason' }).selectOption('misinformation');
  await page.getByRole('textbox', { name: 'Details (optional)' }).fill('The figures are from 2019.');
  await page.getByRole('button', { name: 'Send the report' }).click();
  await expect
    .poll(() => page.getByRole('status').filter({ hasText: 'Thank you' }).count(), { timeout: 10_000 })
    .toBe(1);
  return page;
}

describe('reporting from a content page', () => {
  it('sends the report in the background with scripts, and as a plain form without', async () => {
    const scripted = await newContext();
    const page = await reportFrom(scripted);
    expect(new URL(page.url()).pathname).toBe(`/articles/${demo.article.slug}`);
    await scripted.close();

    const plain = await newContext({ javaScriptEnabled: false });
    const plainPage = await reportFrom(plain);
    expect(new URL(plainPage.url()).searchParams.get('reported')).toBe('1');
    await plain.close();
  });
});

describe('the home carousel', () => {
  it('moves with its buttons and says where it is; it does not move by itself under reduced motion', async () => {
    const context = await newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto(`${platform.url}/`, { waitUntil: 'networkidle' });
    const carousel = page.getByRole('region', { name: 'Featured' });
    expect(await carousel.getAttribute('aria-roledescription')).toBe('carousel');
    const position = carousel.locator('.carousel__position');
    await expect.poll(() => position.textContent()).toContain('1 / 3');
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(() => position.textContent()).toContain('2 / 3');
    // The list scrolled to the second slide.
    const second = carousel.getByRole('listitem', { name: 'Slide 2 of 3' });
    await expect
      .poll(() => second.evaluate((slide) => Math.round(slide.getBoundingClientRect().left)))
      .toBe(await carousel.locator('ul').evaluate((list) => Math.round(list.getBoundingClientRect().left)));
    expect(await carousel.getByRole('button', { name: 'Pause the slides' }).count()).toBe(0);
    await context.close();
  });
});
