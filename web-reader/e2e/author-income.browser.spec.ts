import { join } from 'node:path';
import { QUALIFIED_READ_SECONDS } from '@afrimedia/domain';
import { webMessages } from '@afrimedia/i18n/web';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPlatform } from '../testing/browser-platform.ts';
import { payByCard } from './pay-by-card.ts';
import { DEMO_AUTHOR, signInThroughForm } from './sign-in.ts';

const SCREENSHOTS = join(import.meta.dirname, '../../reports/screenshots');
const en = webMessages.en;
const ar = webMessages.ar;
/** Another validated author of the demo, who must see nothing of awa's income. */
const OTHER_AUTHOR = { email: 'chidi.okafor@afrimedia.test', password: 'Demo-Passw0rd' } as const;
/** awa's Premium-only article: the demo's paid reads leave it out, so this journey's read is its only line. */
const TITLE = 'Sabar et danse contemporaine';

const platform = browserPlatform('author_income');

const open = (page: Page, path: string) => page.goto(platform.url + path, { waitUntil: 'networkidle' });
const widest = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

async function phone(lang: 'en' | 'ar'): Promise<{ context: BrowserContext; page: Page }> {
  const context = await platform.phone(lang);
  // Answered, so the banners sit on nothing this journey reads or photographs.
  await context.addCookies([
    { name: 'cookie_consent', value: 'essential', url: platform.url },
    { name: 'app_banner', value: 'closed', url: platform.url },
  ]);
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  return { context, page };
}

async function premiumArticle(): Promise<string> {
  const response = await fetch(`${platform.url}/api/pages/search/?type=article&page_size=50`);
  const { rows } = (await response.json()) as { rows: Array<{ slug: string; title: string }> };
  const found = rows.find((row) => row.title === TITLE);
  if (!found) throw new Error(`the demo content holds no article "${TITLE}"`);
  return found.slug;
}

/** The newest statement's lines, opened from its link, once the projection has counted the article's read. */
async function openNewestStatement(page: Page, messages: typeof en): Promise<Locator> {
  const income = page.getByRole('region', { name: messages['studioIncome.title'] });
  for (const deadline = Date.now() + 30_000; ;) {
    await open(page, '/stats?period=week');
    await income.locator('.income-statements a').first().click();
    await page.waitForURL((url) => url.searchParams.has('statement'));
    const lines = page.locator('#income-lines');
    await lines.waitFor();
    if ((await lines.getByText(TITLE).count()) > 0 || Date.now() > deadline) return lines;
    await page.waitForTimeout(500);
  }
}

describe("an author's income, on a 390 px phone", () => {
  it("shows the author a Premium reader's 30 s read in their statement and, opened, the read itself; another author sees none of it", async () => {
    const slug = await premiumArticle();

    const reader = await phone('en');
    try {
      await signInThroughForm(reader.page, platform.url);
      await open(reader.page, '/profile?t=subscriptions');
      await payByCard(reader.page);
      await reader.page.getByText(en['profile.subscriptions.subscribed']).waitFor();
      // The page reports the read once it has been on screen for 30 s of the browser's own time; the server
      // checks that much time passed since the view, so the wait is real.
      const read = reader.page.waitForRequest((request) => request.url().endsWith('/actions/read'), {
        timeout: (QUALIFIED_READ_SECONDS + 15) * 1_000,
      });
      await open(reader.page, `/articles/${slug}`);
      expect(await reader.page.locator('.content .article-body > *').count()).toBeGreaterThan(1);
      await (await read).response();
    } finally {
      await reader.context.close();
    }

    const author = await phone('en');
    try {
      await signInThroughForm(author.page, platform.url, DEMO_AUTHOR);
      const lines = await openNewestStatement(author.page, en);
      const line = lines.locator('details', { hasText: TITLE });
      // The page was opened from the reader's own tab, which the beacon may count as a click from a list too.
      expect(await line.locator('summary').textContent()).toMatch(/^Sabar et danse contemporaine1 read, /);
      const panel = author.page.getByRole('region', { name: en['studioIncome.title'] });
      expect(await panel.locator('.income-total-euros').textContent()).toMatch(/^€0\.\d\d$/);
      expect(await widest(author.page)).toBeLessThanOrEqual(390);
      await panel.screenshot({ path: join(SCREENSHOTS, 'author-income-390-en.png') });

      await line.locator('summary').click();
      const table = line.getByRole('table');
      const readRow = table.locator('tbody tr', { hasText: en['studioIncome.read'] });
      expect(await readRow.count()).toBe(1);
      expect(await readRow.locator('td').allTextContents()).toEqual([
        en['studioIncome.read'],
        'demo-rate-card€0.0125 each',
        '€0.0125',
      ]);
      expect(await readRow.locator('th time').getAttribute('datetime')).toMatch(/^\d{4}-\d\d-\d\dT/);
      expect(await widest(author.page)).toBeLessThanOrEqual(390);
      await line.screenshot({ path: join(SCREENSHOTS, 'author-income-line-390-en.png') });

      await author.context.addCookies([{ name: 'lang', value: 'ar', url: platform.url }]);
      const arabic = await openNewestStatement(author.page, ar);
      expect(await author.page.locator('html').getAttribute('dir')).toBe('rtl');
      const arabicPanel = author.page.getByRole('region', { name: ar['studioIncome.title'] });
      expect(await widest(author.page)).toBeLessThanOrEqual(390);
      await arabicPanel.screenshot({ path: join(SCREENSHOTS, 'author-income-390-ar.png') });
      const arabicLine = arabic.locator('details', { hasText: TITLE });
      await arabicLine.locator('summary').click();
      await arabicLine.getByRole('table').waitFor();
      expect(await widest(author.page)).toBeLessThanOrEqual(390);
      await arabicLine.screenshot({ path: join(SCREENSHOTS, 'author-income-line-390-ar.png') });
    } finally {
      await author.context.close();
    }

    const other = await phone('en');
    try {
      await signInThroughForm(other.page, platform.url, OTHER_AUTHOR);
      await open(other.page, '/stats?period=week');
      const income = other.page.getByRole('region', { name: en['studioIncome.title'] });
      expect(await income.textContent()).toContain(en['studioIncome.empty'].slice(0, 20));
      expect(await other.page.getByText(TITLE).count()).toBe(0);
    } finally {
      await other.context.close();
    }
  });
});
