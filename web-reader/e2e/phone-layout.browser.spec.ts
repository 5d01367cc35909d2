import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Language } from '@afrimedia/i18n';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlatformUnderTest } from '../testing/platform-under-test.ts';
import { launchChromium } from './browser.ts';
import { demoItems, type DemoItems } from './demo-items.ts';
import { openMenus } from './page-layout.ts';
import { platformForSpec } from './platform-for-spec.ts';
import { authorItems } from './reader-routes.ts';
import { DEMO_AUTHOR, DEMO_READER, signInThroughForm } from './sign-in.ts';

const SCREENSHOTS = join(import.meta.dirname, '../../reports/screenshots');
const PHONE = { width: 390, height: 844 } as const;
/** A cheap Android phone: the app banner shows for it (the store's link is set below). */
const ANDROID_PHONE =
  'Mozilla/5.0 (Linux; Android 13; itel A70) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

let platform: PlatformUnderTest;
let demo: DemoItems;
let browser: Browser;

beforeAll(async () => {
  // Read by the reader's server when the platform starts: without a store's link there is no app banner.
  process.env.ANDROID_STORE_URL = 'https://play.google.com/store/apps/details?id=africa.afrimedia';
  platform = await platformForSpec('phone_layout');
  demo = await demoItems(platform.url);
  browser = await launchChromium();
  mkdirSync(SCREENSHOTS, { recursive: true });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

/** A newcomer's phone: nothing answered yet, so both banners are up. */
async function phone(
  lang: Language,
  account?: typeof DEMO_READER | typeof DEMO_AUTHOR,
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: PHONE,
    userAgent: ANDROID_PHONE,
    isMobile: true,
    hasTouch: true,
    locale: lang,
  });
  const setLanguage = () => context.addCookies([{ name: 'lang', value: lang, url: platform.url }]);
  await setLanguage();
  if (account) {
    const page = await context.newPage();
    await signInThroughForm(page, platform.url, account);
    await page.close();
    await setLanguage();
  }
  return context;
}

/** Opens a page and waits for the banners, which show once the device's memory is read. */
async function open(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(platform.url + path, { waitUntil: 'networkidle' });
  await page.locator('.cookie-banner').waitFor();
  return page;
}

const article = () => `/articles/${demo.article.slug}`;

describe('on a 390 × 844 phone', () => {
  it('keeps the collapsed header within 64 px, and the title and cover on the first screen under both banners', async () => {
    const context = await phone('en');
    try {
      const page = await open(context, article());
      await page.locator('.app-banner').waitFor();
      const header = await page.locator('header.top-bar').boundingBox();
      console.info(`collapsed header: ${header?.height} px`);
      expect(header?.height).toBeLessThanOrEqual(64);
      for (const selector of ['main h1', 'main .content__cover']) {
        const box = await page.locator(selector).first().boundingBox();
        expect(box, selector).not.toBeNull();
        expect(box!.y + box!.height, `the bottom of ${selector}`).toBeLessThanOrEqual(PHONE.height);
      }
    } finally {
      await context.close();
    }
  });

  it('lets no banner lie over the Like and Favourite buttons', async () => {
    const context = await phone('en');
    try {
      const page = await open(context, article());
      await page.locator('.app-banner').waitFor();
      const buttons = page.locator('.reactions .toggle__button');
      expect(await buttons.count()).toBe(2);
      for (const button of await buttons.all()) {
        await button.scrollIntoViewIfNeeded();
        const hit = await button.evaluate((element) => {
          const box = element.getBoundingClientRect();
          const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
          return top !== null && element.contains(top) ? null : (top?.outerHTML.slice(0, 120) ?? 'nothing');
        });
        expect(hit, 'what lies over the button').toBeNull();
      }
    } finally {
      await context.close();
    }
  });

  it('opens the drawer from the keyboard, moves the focus into it and closes it with Escape', async () => {
    const context = await phone('en');
    try {
      const page = await open(context, article());
      const button = page.getByRole('button', { name: 'Menu' });
      const drawer = page.locator(`#${await button.getAttribute('aria-controls')}`);
      expect(await drawer.isVisible()).toBe(false);
      await button.focus();
      await page.keyboard.press('Enter');
      expect(await button.getAttribute('aria-expanded')).toBe('true');
      expect(await drawer.isVisible()).toBe(true);
      expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
      await page.keyboard.press('Enter');
      await page.keyboard.press('Escape');
      expect(await openMenus(page)).toEqual(['drawer of "Menu"']);
      await page.keyboard.press('Escape');
      expect(await openMenus(page)).toEqual([]);
      expect(await drawer.isVisible()).toBe(false);
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).toBe(
        await button.getAttribute('aria-controls'),
      );
      await page.keyboard.press('Space');
      expect(await button.getAttribute('aria-expanded')).toBe('true');
    } finally {
      await context.close();
    }
  });

  it('opens the drawer without scripts, on a data-saver page', async () => {
    const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false, locale: 'en' });
    try {
      await context.addCookies([
        { name: 'lang', value: 'en', url: platform.url },
        { name: 'lite', value: '1', url: platform.url },
      ]);
      const page = await context.newPage();
      await page.goto(platform.url + article());
      const drawer = page.locator('#site-drawer');
      expect(await drawer.isVisible()).toBe(false);
      await page.locator('a.menu-button').click();
      expect(await drawer.isVisible()).toBe(true);
      await drawer.locator('.drawer__close').click();
      expect(await drawer.isVisible()).toBe(false);
    } finally {
      await context.close();
    }
  });

  describe.each(['en', 'ar'] as const)('screenshots in %s', (lang) => {
    const shot = (page: Page, name: string, fullPage = true) =>
      page.screenshot({ path: join(SCREENSHOTS, `${name}-390-${lang}.png`), fullPage });

    it('of the home, an article and the events', async () => {
      const context = await phone(lang, DEMO_READER);
      try {
        await shot(await open(context, '/'), 'reader-home', false);
        await shot(await open(context, article()), 'reader-article', false);
        await shot(await open(context, '/events'), 'reader-events');
        if (lang === 'ar') {
          const page = await open(context, article());
          await page.locator('.menu-button').click();
          await page.locator('.top-menu details:has(a[href="/epg"]) > summary').click();
          await shot(page, 'reader-drawer', false);
        }
      } finally {
        await context.close();
      }
    });

    it('of the article editor, as the demo author', async () => {
      const context = await phone(lang, DEMO_AUTHOR);
      try {
        const page = await context.newPage();
        const { publication } = await authorItems(page, platform.url);
        await page.close();
        const editor = await open(context, `/articles/new?publicationSlug=${publication}&state=TextManager`);
        await shot(editor, 'reader-editor');
      } finally {
        await context.close();
      }
    });
  });
});
