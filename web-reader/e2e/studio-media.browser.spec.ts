import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { publishedArticle, synthesizeVideo, type TestApi, type TestUser } from '@afrimedia/api/testing';
import { engagementDecider, readerStream } from '@afrimedia/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReaderUnderTest } from '../testing/reader-under-test.ts';
import { launchChromium } from './browser.ts';

const SCREENSHOTS = resolve(import.meta.dirname, '../../reports/screenshots');
const WEEK_MS = 7 * 86_400_000;

let api: TestApi;
let browser: Browser;
let author: TestUser;
let publicationSlug: string;

/** Ten weeks of readers: views of two contents, a like a week, a share every other week. */
async function tenWeeksOfReaders(contents: readonly string[]) {
  const readers: TestUser[] = [];
  for (let index = 0; index < 12; index += 1) readers.push(await api.newUser());
  const run = (reader: TestUser, command: Parameters<TestApi['run']>[3]) =>
    api.run(readerStream(reader.userId), engagementDecider, reader.userId, command as never);
  for (let week = 9; week >= 0; week -= 1) {
    api.setNow(new Date(Date.now() - week * WEEK_MS));
    for (let index = 0; index < 2 + ((week * 7) % 9); index += 1) {
      // Some readers come back within the week: the audience stays below the views.
      const reader = readers[(index + week) % 7]!;
      const contentId = contents[index % 3 === 0 ? 1 : 0]!;
      await run(reader, { type: 'ViewContent', data: { readerId: reader.userId, contentId } });
    }
    const fan = readers[week % readers.length]!;
    await run(fan, {
      type: 'AddRelation',
      data: { readerId: fan.userId, relation: 'like', targetId: contents[0]! },
    });
    if (week % 2 === 0) {
      await run(fan, {
        type: 'ShareContent',
        data: { readerId: fan.userId, contentId: contents[0]!, label: 'whatsapp' },
      });
    }
  }
  api.setNow(undefined);
}

beforeAll(async () => {
  api = await startReaderUnderTest('studio-media-browser');
  author = await api.newUser({ role: 'owner' });
  const first = await publishedArticle(api, author.userId, { slug: 'concert-review' });
  const second = await publishedArticle(api, author.userId, { slug: 'interview-baaba' });
  publicationSlug = `publication-${first.publicationId.slice(0, 8)}`;
  await tenWeeksOfReaders([first.contentId, second.contentId]);
  browser = await launchChromium();
  mkdirSync(SCREENSHOTS, { recursive: true });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await api?.close();
});

async function authorPage(width: number, locale = 'en-US'): Promise<{ page: Page; errors: string[] }> {
  // A browser's own locale: headless Chromium otherwise reports the system's (en-US@posix), which Intl refuses.
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale });
  await context.addCookies([
    {
      name: 'token',
      value: encodeURIComponent(JSON.stringify({ token: author.token, type: 'bearer', refreshToken: 'x' })),
      domain: new URL(api.url).hostname,
      path: '/',
    },
  ]);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors };
}

/** "Essential only", so the banner does not cover what the screenshot is of. */
async function answerCookieBanner(page: Page) {
  await page.locator('.cookie-banner button').last().click();
  await page.locator('.cookie-banner').waitFor({ state: 'detached' });
}

/** The statistics page at one width, once its chart is drawn: what the screen shows, and its screenshot. */
async function statsAt(path: string, width: number, locale: string) {
  const { page, errors } = await authorPage(width, locale);
  await page.goto(`${api.url}${path}`);
  await page.locator('.stats-chart canvas').first().waitFor();
  await answerCookieBanner(page);
  const seen = {
    dir: await page.locator('html').getAttribute('dir'),
    rows: await page.locator('.stats-table tbody tr').count(),
    overflow: await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    firstHeader: await page.locator('.stats-table thead th').first().textContent(),
    screenshot: await page.screenshot({ fullPage: true }),
    errors,
  };
  await page.context().close();
  return seen;
}

/** Screenshots side by side (or one above the other) with a grey gutter, as one PNG at `path`. */
async function saveJoined(images: readonly Buffer[], direction: 'row' | 'column', path: string) {
  const page = await browser.newPage();
  const tags = images
    .map((image) => `<img src="data:image/png;base64,${image.toString('base64')}">`)
    .join('');
  await page.setContent(
    `<body style="margin:0"><div id="sheet" style="display:inline-flex;flex-direction:${direction};` +
      `align-items:flex-start;gap:24px;background:#8a8a8a">${tags}</div></body>`,
  );
  await page.locator('#sheet').screenshot({ path });
  await page.close();
}

describe('the author studio in Chromium', () => {
  it.each([
    ['en', 'en-US', '/stats?period=week', 'Week of'],
    ['ar', 'ar', '/stats?period=month&lang=ar', 'الشهر'],
  ])('draws the %s statistics beside their table, at 1280 and 375 px', async (lang, locale, path, header) => {
    const wide = await statsAt(path, 1280, locale);
    const narrow = await statsAt(path, 375, locale);
    for (const seen of [wide, narrow]) {
      expect(seen.errors).toEqual([]);
      expect(seen.dir).toBe(lang === 'ar' ? 'rtl' : 'ltr');
      expect(seen.firstHeader).toBe(header);
      expect(seen.rows).toBeGreaterThan(lang === 'ar' ? 1 : 5);
      expect(seen.overflow).toBeLessThanOrEqual(0);
    }
    await saveJoined([wide.screenshot, narrow.screenshot], 'row', `${SCREENSHOTS}/studio-stats-${lang}.png`);
  });

  it("shows a video's upload progress, then refuses a video of five minutes or more", async () => {
    const { page, errors } = await authorPage(1280);
    // Once the scripts have loaded the page has hydrated, so the banner's answer stays on this page (a tap before
    // that posts the banner's form and reloads it) and the toolbar's buttons work.
    await page.goto(`${api.url}/articles/new?publicationSlug=${publicationSlug}`, {
      waitUntil: 'networkidle',
    });
    await answerCookieBanner(page);
    await page.getByRole('button', { name: 'Add a video' }).click();
    // The editor's cover has a picker too: this one takes videos.
    const picker = page.locator('.file-upload').filter({ has: page.locator('input[accept^="video/"]') });
    const input = picker.locator('input[type=file]');
    const network = await page.context().newCDPSession(page);
    await network.send('Network.enable');
    await network.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 40,
      downloadThroughput: -1,
      uploadThroughput: 256 * 1024,
    });
    await input.setInputFiles({
      name: 'festival.mp4',
      mimeType: 'video/mp4',
      buffer: Buffer.alloc(6 << 20, 1),
    });
    await page.waitForFunction(
      () =>
        Number(
          document.querySelector('.file-upload:has(input[accept^="video/"]) progress')?.getAttribute('value'),
        ) >= 15,
    );
    await expect.poll(() => picker.locator('[aria-live=polite]').textContent()).toMatch(/^\d+% sent$/);
    await picker.scrollIntoViewIfNeeded();
    const sending = await page.screenshot();
    await picker.getByRole('button', { name: 'Cancel' }).click();
    await picker.getByText('Upload cancelled.').waitFor();

    await network.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    const long = await synthesizeVideo({ seconds: 301, width: 16, height: 16, rate: 1, sound: false });
    await input.setInputFiles({ name: 'concert-full.mp4', mimeType: 'video/mp4', buffer: long });
    await picker.getByRole('alert').filter({ hasText: 'File too long' }).waitFor({ timeout: 60_000 });
    const refused = await page.screenshot();
    expect(errors).toEqual([]);
    await saveJoined([sending, refused], 'column', `${SCREENSHOTS}/studio-upload-en.png`);
    await page.context().close();
  });
});
