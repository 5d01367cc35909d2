import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { webMessages } from '@afrimedia/i18n/web';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserPlatform, PHONE } from '../testing/browser-platform.ts';
import { payByCard } from './pay-by-card.ts';
import { signInThroughForm } from './sign-in.ts';

const SCREENSHOTS = join(import.meta.dirname, '../../reports/screenshots');

const platform = browserPlatform('premium_contents');

/** The demo's Premium-only article, as its page's path. */
let exclusive = '';

beforeAll(async () => {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const response = await fetch(`${platform.url}/api/pages/search/?type=article&page_size=100`);
  const { rows } = (await response.json()) as { rows: Array<{ slug: string; premium_only: boolean }> };
  const found = rows.find((row) => row.premium_only);
  if (!found) throw new Error('the demo content holds no Premium-only article');
  exclusive = `/articles/${found.slug}`;
}, 60_000);

/** A phone in `lang` with the banners answered, closed however the test ends. */
async function onPhone(lang: 'en' | 'ar', test: (page: Page) => Promise<void>) {
  const context: BrowserContext = await platform.phone(lang);
  try {
    await context.addCookies([
      { name: 'cookie_consent', value: 'essential', url: platform.url },
      { name: 'app_banner', value: 'closed', url: platform.url },
    ]);
    await test(await context.newPage());
  } finally {
    await context.close();
  }
}

const open = (page: Page, path: string) => page.goto(platform.url + path, { waitUntil: 'networkidle' });
const bodyBlocks = (page: Page) => page.locator('.content .article-body > *').count();
const widest = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe('a Premium-only article on a 390 px phone', () => {
  describe.each(['en', 'ar'] as const)('for a visitor in %s', (lang) => {
    it('shows the title, cover and teaser, and a panel offering Premium', async () => {
      const messages = webMessages[lang];
      await onPhone(lang, async (page) => {
        await open(page, exclusive);
        expect(await page.locator('html').getAttribute('dir')).toBe(lang === 'ar' ? 'rtl' : 'ltr');
        expect(await page.locator('h1').isVisible()).toBe(true);
        expect(await page.locator('img.content__cover').isVisible()).toBe(true);
        expect(await bodyBlocks(page)).toBe(1);
        const panel = page.getByRole('region', { name: messages['content.premium.title'] });
        await panel.scrollIntoViewIfNeeded();
        expect(await panel.isVisible()).toBe(true);
        const subscribe = panel.getByRole('link', { name: messages['content.premium.go'] });
        expect(await subscribe.getAttribute('href')).toBe('/profile?t=subscriptions');
        expect(await page.getByRole('dialog').count()).toBe(0);
        expect(await widest(page)).toBeLessThanOrEqual(PHONE.width);
        await page.screenshot({ path: join(SCREENSHOTS, `premium-locked-390-${lang}.png`), fullPage: true });
        // Its card in the publication's list says so in words.
        await open(page, '/publications/dakar-beats');
        const card = page.locator('article.card', { has: page.locator(`a[href="${exclusive}"]`) });
        expect(await card.locator('.premium-badge').textContent()).toBe(messages['card.premium']);
        expect(await widest(page)).toBeLessThanOrEqual(PHONE.width);
        await open(page, exclusive);
        // The offer is a link like any other: the keyboard reaches it.
        await page.getByRole('link', { name: messages['content.premium.go'] }).focus();
        expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe(
          '/profile?t=subscriptions',
        );
      });
    });
  });

  it('is read whole once the reader subscribes to Premium', async () => {
    const en = webMessages.en;
    await onPhone('en', async (page) => {
      await signInThroughForm(page, platform.url);
      await open(page, exclusive);
      expect(await bodyBlocks(page)).toBe(1);
      await Promise.all([
        page.waitForURL((url) => url.pathname === '/profile'),
        page.getByRole('link', { name: en['content.premium.go'] }).click(),
      ]);
      await payByCard(page);
      await page.getByText(en['profile.subscriptions.subscribed']).waitFor();

      await open(page, exclusive);
      expect(await bodyBlocks(page)).toBeGreaterThan(1);
      expect(await page.getByRole('region', { name: en['content.premium.title'] }).count()).toBe(0);
    });
  });
});
