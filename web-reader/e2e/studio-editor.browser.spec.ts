import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { synthesizeImage } from '../../services/api/src/media/synthesize-media.ts';
import type { PlatformUnderTest } from '../testing/platform-under-test.ts';
import { launchChromium } from './browser.ts';
import { platformForSpec } from './platform-for-spec.ts';
import { signInThroughForm } from './sign-in.ts';

const SCREENSHOTS = join(import.meta.dirname, '../../reports/screenshots');
const AUTHOR = { email: 'awa.diop@afrimedia.test', password: 'Demo-Passw0rd' } as const;
const ARABIC = 'سوق صنداغا يستيقظ قبل الفجر، والتجار يفتحون أكشاكهم.';

let platform: PlatformUnderTest;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  platform = await platformForSpec('studio_editor');
  browser = await launchChromium();
  context = await browser.newContext({ viewport: { width: 1100, height: 1400 }, locale: 'en' });
  await context.addCookies([{ name: 'lang', value: 'en', url: platform.url }]);
  page = await context.newPage();
  await signInThroughForm(page, platform.url, AUTHOR);
  mkdirSync(SCREENSHOTS, { recursive: true });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

const status = () => page.getByRole('status').first();

describe('the article editor in Chromium', () => {
  it('writes an article with a heading, bold words, an Arabic paragraph and an image, saved by itself', async () => {
    await page.goto(`${platform.url}/editor`);
    await page.getByRole('button', { name: 'Essential only' }).click();
    await page.locator('.studio-list__title').first().click();
    await page.waitForURL(/\/articles\/new\?publicationSlug=.+&state=TextManager/);
    // Filled before hydration, a field keeps its text on screen while React's state stays empty (a checked topic
    // read as none), and the draft then stays "not saved" for good: the editor is used once its scripts are in.
    await page.waitForLoadState('networkidle');

    await page.getByLabel('Title').fill('Market day in Sandaga');
    await page
      .getByLabel('Summary')
      .fill('A morning in the Sandaga market of Dakar, between fabrics, spices and conversations in Wolof.');
    await page.getByRole('checkbox', { name: 'Culture' }).check();

    const content = page.getByRole('textbox', { name: 'Content of the article' });
    await content.click();
    await page.keyboard.type('Before dawn');
    await page.getByRole('button', { name: 'H2 Heading', exact: true }).click();
    await page.keyboard.press('End');
    // Enter at the end of a heading goes on with a paragraph.
    await page.keyboard.press('Enter');
    await page.keyboard.type('The market is ');
    await page.keyboard.press('Control+B');
    await expect
      .poll(() => page.getByRole('button', { name: 'Bold (Ctrl+B)' }).getAttribute('aria-pressed'))
      .toBe('true');
    await page.keyboard.type('loud and alive');
    await page.keyboard.press('Control+B');
    await page.keyboard.type(', from the fabric sellers to the spice stalls.');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Right to left paragraph' }).click();
    await page.keyboard.insertText(ARABIC);
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Right to left paragraph' }).click();

    await page.getByRole('button', { name: 'Add an image' }).click();
    const image = join(tmpdir(), `studio-editor-${Date.now()}.jpg`);
    writeFileSync(image, await synthesizeImage({ width: 1200, height: 675, label: 'Sandaga' }));
    await page.locator('.studio-editor__picker input[type="file"]').setInputFiles(image);
    await page.locator('.studio-editor__media img').waitFor({ timeout: 30_000 });
    await page.getByLabel('Description of the image').fill('Fabric stalls at dawn');

    await expect.poll(() => status().textContent(), { timeout: 20_000 }).toBe('Saved');
    await page.waitForURL(/\/editor\/publication\/market-day-in-sandaga$/);

    const opened = await page.request.get(`${platform.url}/api/author/contents/market-day-in-sandaga`);
    const { form } = (await opened.json()) as { form: { body: unknown[] } };
    expect(form.body).toEqual([
      { type: 'heading', level: 2, children: [{ text: 'Before dawn' }] },
      {
        type: 'paragraph',
        children: [
          { text: 'The market is ' },
          { text: 'loud and alive', bold: true },
          { text: ', from the fabric sellers to the spice stalls.' },
        ],
      },
      { type: 'paragraph', dir: 'rtl', children: [{ text: ARABIC }] },
      {
        type: 'image',
        uploadId: expect.any(String),
        alt: 'Fabric stalls at dawn',
        dir: 'ltr',
        children: [{ text: '' }],
      },
    ]);
    await content.locator('p[dir="rtl"]').first().waitFor();
    await page.screenshot({ path: join(SCREENSHOTS, 'studio-editor-en.png'), fullPage: true });
  }, 120_000);

  it('opens the article again in Arabic, right to left', async () => {
    await context.addCookies([{ name: 'lang', value: 'ar', url: platform.url }]);
    await page.goto(`${platform.url}/editor/publication/market-day-in-sandaga`);
    await page.getByRole('textbox', { name: 'محتوى المقال' }).waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await expect.poll(() => status().textContent()).toBe('تم الحفظ');
    await page.locator('.studio-editor__media img').waitFor();
    await page.screenshot({ path: join(SCREENSHOTS, 'studio-editor-ar.png'), fullPage: true });
  }, 60_000);
});
