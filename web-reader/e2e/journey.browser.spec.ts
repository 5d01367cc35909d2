import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlatformUnderTest } from '../testing/platform-under-test.ts';
import { launchChromium } from './browser.ts';
import { expectNone } from './expect-none.ts';
import { watchProblems } from './page-problems.ts';
import { platformForSpec } from './platform-for-spec.ts';
import { signInThroughForm } from './sign-in.ts';

const SCREENSHOTS = join(import.meta.dirname, '../reports/screenshots');

interface Listed {
  slug: string;
  title: string;
}

let platform: PlatformUnderTest;
let browser: Browser;
let articles: Listed[];

beforeAll(async () => {
  platform = await platformForSpec('journey');
  const answer = await fetch(`${platform.url}/api/pages/search/?type=article&orderBy=date&direction=desc`);
  articles = ((await answer.json()) as { rows: Listed[] }).rows;
  browser = await launchChromium();
  mkdirSync(SCREENSHOTS, { recursive: true });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

async function newContext(options: { javaScriptEnabled: boolean }): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    locale: 'en',
    extraHTTPHeaders: { 'accept-language': 'en' },
    ...options,
  });
  await context.addCookies([{ name: 'lang', value: 'en', url: platform.url }]);
  return context;
}

/** The like, favourite or follow button of the page (ToggleButton: a form naming its relation). */
const toggle = (page: Page, relation: 'likes' | 'favs' | 'follows'): Locator =>
  page.locator(`form:has(input[name="relation"][value="${relation}"]) button[aria-pressed]`).first();

const pressed = (button: Locator) => button.getAttribute('aria-pressed');

/** Clicks a toggle with scripts on: it flips at once and the change is saved in the background. */
async function flip(page: Page, button: Locator, to: 'true' | 'false'): Promise<void> {
  await Promise.all([
    page.waitForResponse(
      (response) => response.url().includes('/actions/toggle') && response.request().method() === 'POST',
    ),
    button.click(),
  ]);
  expect(await pressed(button)).toBe(to);
}

/** Turns a toggle on; one the demo account already has on (it follows some authors) goes off and on again. */
async function switchOn(page: Page, button: Locator): Promise<void> {
  if ((await pressed(button)) === 'true') await flip(page, button, 'false');
  await flip(page, button, 'true');
}

async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

/** Uses the search page's GET form: a type filter and an order, then waits for the results. */
async function search(page: Page, type: string, orderBy?: string): Promise<void> {
  const form = page.locator('form[role="search"]');
  await form.locator('select[name="type"]').waitFor({ state: 'attached' });
  // Filters may sit in a disclosure the reader opens first.
  for (const summary of await form.locator('details:not([open]) > summary').all()) await summary.click();
  await form.locator('select[name="type"]').selectOption(type);
  if (orderBy) await form.locator('select[name="orderBy"]').selectOption(orderBy);
  await Promise.all([
    page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('type') === type),
    form.locator('button[type="submit"]').click(),
  ]);
  await page.waitForLoadState('networkidle');
}

/** Opens the first result of the current search and waits for its page. */
async function openFirst(page: Page, prefix: string): Promise<string> {
  const link = page.locator(`main a[href^="${prefix}"]`).first();
  const href = (await link.getAttribute('href')) ?? '';
  await Promise.all([page.waitForURL((url) => url.pathname === href), link.click()]);
  // A content page: one heading and its like button.
  await toggle(page, 'likes').waitFor();
  expect(await page.locator('main h1').count()).toBe(1);
  return href;
}

/** Every link in the page's main part. */
const linksInMain = (page: Page) =>
  page.locator('main a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));

describe('the reader journey', () => {
  it('with scripts: search, read, like, favourite, follow, my lists, Arabic, log out', async () => {
    const context = await newContext({ javaScriptEnabled: true });
    const page = await context.newPage();
    const watch = watchProblems(page, { navigating: true });
    try {
      await signInThroughForm(page, platform.url);
      await page.goto(`${platform.url}/`, { waitUntil: 'networkidle' });
      await shoot(page, 'home-en');

      await page.locator('nav details:has(a[href="/search"]) > summary').first().click();
      await Promise.all([
        page.waitForURL((url) => url.pathname === '/search'),
        page.locator('nav a[href="/search"]').first().click(),
      ]);
      await search(page, 'article', 'date');
      expect(new URL(page.url()).searchParams.get('orderBy')).toBe('date');
      // The results render just after the address changes: wait for the filtered, sorted list.
      const hrefsOf = (selector: string) =>
        page
          .locator(selector)
          .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href')))]);
      await expect
        .poll(async () => (await hrefsOf('main a[href^="/articles/"]')).slice(0, 5))
        .toEqual(articles.slice(0, 5).map((row) => `/articles/${row.slug}`));
      await expect.poll(() => hrefsOf('main a[href^="/videos/"], main a[href^="/podcasts/"]')).toEqual([]);
      await shoot(page, 'search-en');

      const article = await openFirst(page, '/articles/');
      await shoot(page, 'article-en');
      const author = (await page.locator('main a[href^="/authors/"]').first().getAttribute('href')) ?? '';
      for (const relation of ['likes', 'favs', 'follows'] as const)
        await switchOn(page, toggle(page, relation));
      await page.reload({ waitUntil: 'networkidle' });
      for (const relation of ['likes', 'favs', 'follows'] as const)
        expect(await pressed(toggle(page, relation)), `${relation} after a reload`).toBe('true');

      await page.goto(`${platform.url}/search`, { waitUntil: 'networkidle' });
      await search(page, 'video');
      await openFirst(page, '/videos/');
      await page.goto(`${platform.url}/search`, { waitUntil: 'networkidle' });
      await search(page, 'podcast');
      await openFirst(page, '/podcasts/');

      await page.locator('nav details:has(a[href="/favs"]) > summary').first().click();
      await Promise.all([
        page.waitForURL((url) => url.pathname === '/favs'),
        page.locator('nav a[href="/favs"]').first().click(),
      ]);
      await expect.poll(() => linksInMain(page)).toEqual(expect.arrayContaining([article, author]));

      await page.locator('.language-menu > summary').click();
      await Promise.all([
        page.waitForFunction(() => document.documentElement.lang === 'ar'),
        page.locator('form.language-picker button[value="ar"]').click(),
      ]);
      expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
      for (const [name, path] of [
        ['home-ar', '/'],
        ['search-ar', '/search?type=article&orderBy=date'],
        ['article-ar', article],
      ] as const) {
        await page.goto(platform.url + path, { waitUntil: 'networkidle' });
        expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
        await shoot(page, name);
      }

      await page.locator('details.profile-menu > summary').click();
      await Promise.all([
        page.waitForURL((url) => url.pathname === '/'),
        page.locator('form[action="/logout"] button').click(),
      ]);
      await page.waitForLoadState('networkidle');
      expect(await page.locator('details.profile-menu').count()).toBe(0);
      expect(await page.locator('header a[href="/login"]').count()).toBe(1);
      // My lists are for signed-in readers only: a visitor is sent elsewhere.
      await page.goto(`${platform.url}/favs`, { waitUntil: 'networkidle' });
      expect(new URL(page.url()).pathname).not.toBe('/favs');
      expectNone(watch.distinct());
    } finally {
      watch.stop();
      await context.close();
    }
  });

  it('without scripts: a like by the plain form, a search by the GET form', async () => {
    const context = await newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const watch = watchProblems(page, { scriptsOff: true, navigating: true });
    // Not the article the journey with scripts liked: this one starts unliked.
    const article = articles.at(-1);
    if (!article) throw new Error('the demo content holds no article');
    try {
      await signInThroughForm(page, platform.url);
      await page.goto(`${platform.url}/articles/${article.slug}`);
      const like = toggle(page, 'likes');
      expect(await pressed(like)).toBe('false');
      await Promise.all([
        page.waitForURL((url) => url.pathname === `/articles/${article.slug}`, { waitUntil: 'load' }),
        page.waitForResponse((response) => response.url().includes('/actions/toggle')),
        like.click(),
      ]);
      expect(await pressed(toggle(page, 'likes'))).toBe('true');

      const word = article.title.split(/\s+/).sort((a, b) => b.length - a.length)[0] ?? '';
      await page.goto(`${platform.url}/search`);
      const form = page.locator('form[role="search"]');
      await form.locator('input[name="filter"]').fill(word);
      await Promise.all([
        page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('filter') === word),
        form.locator('button[type="submit"]').click(),
      ]);
      expect(await page.locator(`main a[href="/articles/${article.slug}"]`).count()).toBeGreaterThan(0);
      expectNone(watch.distinct());
    } finally {
      watch.stop();
      await context.close();
    }
  });
});
