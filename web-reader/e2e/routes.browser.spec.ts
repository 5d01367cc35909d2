import { LANGUAGES, type Language } from '@afrimedia/i18n';
import { webMessages } from '@afrimedia/i18n/web';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlatformUnderTest } from '../testing/platform-under-test.ts';
import { launchChromium } from './browser.ts';
import { expectNone } from './expect-none.ts';
import { demoItems, type DemoItems } from './demo-items.ts';
import { visit } from './page-problems.ts';
import { openMenus, settled, widthProblems } from './page-layout.ts';
import { platformForSpec } from './platform-for-spec.ts';
import {
  AUTHOR_ROUTES,
  authorItems,
  NOT_FOUND_PATH,
  READER_ROUTES,
  VISITOR_ROUTES,
  type AuthorItems,
} from './reader-routes.ts';
import { DEMO_AUTHOR, signInThroughForm } from './sign-in.ts';

let platform: PlatformUnderTest;
let demo: DemoItems;
let browser: Browser;

beforeAll(async () => {
  platform = await platformForSpec('routes');
  demo = await demoItems(platform.url);
  browser = await launchChromium();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

/** The page is in the language asked for, written right to left in Arabic. */
async function languageProblems(page: Page, lang: Language): Promise<string[]> {
  const html = page.locator('html');
  const [shown, dir] = [await html.getAttribute('lang'), await html.getAttribute('dir')];
  const wanted = lang === 'ar' ? 'rtl' : 'ltr';
  return [
    ...(shown === lang ? [] : [`<html lang="${shown}">, expected "${lang}"`]),
    ...(dir === wanted ? [] : [`<html dir="${dir}">, expected "${wanted}"`]),
  ];
}

/**
 * The reader's browser is elsewhere than the server: 14 hours ahead of UTC, its clock already in the next day
 * and year there (New Year's Eve, noon UTC). A page writing a date or a time with the browser's clock, time zone
 * or ICU data then hydrates to other text than the server sent, which React refuses (#418).
 */
const BROWSER_TIME_ZONE = 'Pacific/Kiritimati';
const BROWSER_CLOCK = new Date('2026-12-31T12:00:00Z');

async function languageContext(lang: Language): Promise<BrowserContext> {
  const context = await browser.newContext({
    locale: lang,
    timezoneId: BROWSER_TIME_ZONE,
    extraHTTPHeaders: { 'accept-language': lang },
  });
  await context.clock.setSystemTime(BROWSER_CLOCK);
  await chooseLanguage(context, lang);
  return context;
}

/** The language as a device that chose it holds it: the `lang` cookie (its browser asks for it too). */
const chooseLanguage = (context: BrowserContext, lang: Language) =>
  context.addCookies([{ name: 'lang', value: lang, url: platform.url }]);

/**
 * Opens the route in a page of its own and lists what is wrong with it, at a laptop's width and at two phones'.
 */
async function problemsOn(context: BrowserContext, path: string, lang: Language) {
  const page = await context.newPage();
  try {
    const { problems } = await visit(page, platform.url + path, [200]);
    return {
      page: new URL(page.url()),
      problems: [
        ...problems,
        ...(await languageProblems(page, lang)),
        ...(await openMenus(page)).map((menu) => `${menu} open on arrival`),
        ...(await widthProblems(page)),
      ],
    };
  } finally {
    await page.close();
  }
}

/**
 * Follows links of the top menu without leaving the document (a mark set on the window survives), on a laptop
 * through the drop-down menus and on a phone through the drawer, and lists the menus still open after each.
 */
async function menusLeftOpen(context: BrowserContext): Promise<string[]> {
  const page = await context.newPage();
  const problems: string[] = [];
  const follow = async (from: string, href: string, phone: boolean) => {
    await page.setViewportSize(phone ? { width: 390, height: 844 } : { width: 1280, height: 844 });
    if (new URL(page.url()).pathname !== from)
      await page.goto(platform.url + from, { waitUntil: 'networkidle' });
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    if (phone) await page.locator('.menu-button').click();
    // Discover is in two sub-menus: the first one's.
    await page.locator(`.top-menu details:has(a[href="${href}"]) > summary`).first().click();
    await page.locator(`.top-menu details[open] a[href="${href}"]`).click();
    await page.waitForURL((url) => url.pathname === href);
    await settled(page);
    const sameDocument = await page.evaluate(() => 'sameDocument' in window);
    const where = `after ${from} → ${href} on a ${phone ? 'phone' : 'laptop'}`;
    if (!sameDocument) problems.push(`${where}: the page was loaded again instead of navigating in it`);
    problems.push(...(await openMenus(page)).map((menu) => `${where}: ${menu} still open`));
  };
  try {
    await follow('/', `/videos/${demo.videoGenre}`, false);
    await follow(`/videos/${demo.videoGenre}`, '/search', false);
    await follow('/search', '/epg', false);
    await follow('/epg', `/videos/${demo.videoGenre}`, true);
    await follow(`/videos/${demo.videoGenre}`, '/search', true);
    await follow('/search', '/who-are-we', true);
    return problems;
  } finally {
    await page.close();
  }
}

describe('reader routes', () => {
  describe.each(LANGUAGES)('in %s', (lang) => {
    let visitor: BrowserContext;

    beforeAll(async () => {
      visitor = await languageContext(lang);
    });

    afterAll(async () => {
      await visitor?.close();
    });

    it.each(VISITOR_ROUTES)('$route as a visitor', async (route) => {
      expectNone((await problemsOn(visitor, route.path(demo), lang)).problems);
    });

    it('closes every menu once a link in it is followed, as a visitor', async () => {
      expectNone(await menusLeftOpen(visitor));
    });

    it('answers an unknown page with 404 and says it could not be found', async () => {
      const page = await visitor.newPage();
      try {
        const { status, problems } = await visit(page, platform.url + NOT_FOUND_PATH, [404]);
        expect(status).toBe(404);
        const heading = await page.locator('main h1').textContent();
        expect(heading).toBe(webMessages[lang]['errorPage.notFound.title']);
        if (lang === 'en') expect(heading).toBe('This page could not be found');
        expectNone([...problems, ...(await languageProblems(page, lang))]);
      } finally {
        await page.close();
      }
    });

    describe('as the demo reader', () => {
      let reader: BrowserContext;

      beforeAll(async () => {
        reader = await languageContext(lang);
        const page = await reader.newPage();
        await signInThroughForm(page, platform.url);
        await page.close();
        // Signing in may bring the account's own language back.
        await chooseLanguage(reader, lang);
      });

      afterAll(async () => {
        await reader?.close();
      });

      it.each(READER_ROUTES)('$route', async (route) => {
        const { page, problems } = await problemsOn(reader, route.path(demo), lang);
        const asked = new URL(route.path(demo), platform.url).pathname;
        expectNone([...problems, ...(page.pathname === asked ? [] : [`landed on ${page.pathname}`])]);
      });

      it('closes every menu once a link in it is followed', async () => {
        expectNone(await menusLeftOpen(reader));
      });
    });

    describe('as the demo author', () => {
      let author: BrowserContext;
      let items: AuthorItems;

      beforeAll(async () => {
        author = await languageContext(lang);
        const page = await author.newPage();
        await signInThroughForm(page, platform.url, DEMO_AUTHOR);
        items = await authorItems(page, platform.url);
        await page.close();
        await chooseLanguage(author, lang);
      });

      afterAll(async () => {
        await author?.close();
      });

      it.each(AUTHOR_ROUTES)('$route', async (route) => {
        const path = route.path(items);
        const { page, problems } = await problemsOn(author, path, lang);
        const asked = new URL(path, platform.url).pathname;
        expectNone([...problems, ...(page.pathname === asked ? [] : [`landed on ${page.pathname}`])]);
      });
    });
  });
});
