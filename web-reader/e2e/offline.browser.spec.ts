import { join } from 'node:path';
import type { Language } from '@afrimedia/i18n';
import { webMessages } from '@afrimedia/i18n/web';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPlatform, PHONE } from '../testing/browser-platform.ts';
import { payByCard } from './pay-by-card.ts';
import { DEMO_AUTHOR, DEMO_READER, signInThroughForm } from './sign-in.ts';

const SCREENSHOTS = join(import.meta.dirname, '../../reports/screenshots');
const platform = browserPlatform('offline');

/** An article of the demo other than the one saved: its page is never saved. */
async function anotherArticle(saved: string): Promise<string> {
  const response = await fetch(`${platform.url}/api/pages/search/?type=article`);
  const { rows } = (await response.json()) as { rows: Array<{ slug: string }> };
  const other = rows.find((row) => row.slug !== saved);
  if (!other) throw new Error('the demo content holds a single article');
  return other.slug;
}

async function phone(lang: Language): Promise<{ context: BrowserContext; page: Page }> {
  const context = await platform.phone(lang);
  await context.addCookies([
    { name: 'cookie_consent', value: 'essential', url: platform.url },
    { name: 'app_banner', value: 'closed', url: platform.url },
  ]);
  return { context, page: await context.newPage() };
}

const open = (page: Page, path: string) => page.goto(platform.url + path, { waitUntil: 'networkidle' });

/** The demo reader buys Premium monthly with Stripe's test card, through the local gateway. */
async function subscribe(page: Page) {
  await open(page, '/profile?t=subscriptions');
  if ((await page.locator('input[name="card_number"]').count()) === 0) return;
  await payByCard(page);
  await page.locator('input[name="card_number"]').waitFor({ state: 'detached' });
}

/**
 * Opens `path` until it offers saving: the account's read model takes a moment to show a subscription just
 * bought, and the page decides from it.
 */
async function openSavable(page: Page, path: string) {
  const save = page.locator('form[action="/saved"] button');
  for (let attempt = 0; attempt < 20; attempt += 1) {
    await open(page, path);
    if ((await save.count()) > 0) return;
    await page.waitForTimeout(500);
  }
  throw new Error(`${path} offers no saving to a Premium reader`);
}

/**
 * Once the worker has taken the page over (it claims open pages as it activates); a worker that never registers
 * fails here within the page's timeout.
 */
const controlled = (page: Page) => page.waitForFunction(() => navigator.serviceWorker.controller !== null);

const widest = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe('offline saving and installing', () => {
  it.each(['en', 'ar'] as const)(
    'a Premium reader in %s saves an article, reads it offline and sees the offline page elsewhere',
    async (lang) => {
      const messages = webMessages[lang];
      const { context, page } = await phone(lang);
      try {
        await signInThroughForm(page, platform.url, DEMO_READER);
        await subscribe(page);

        const article = `/articles/${platform.demo.article.slug}`;
        await openSavable(page, article);
        await controlled(page);
        const title = (await page.locator('h1').textContent()) ?? '';
        const firstParagraph = (await page.locator('.article-body p').first().textContent()) ?? '';
        expect(firstParagraph.length).toBeGreaterThan(0);

        // Installable: the manifest's fields, its icons as files, and a worker controlling the page.
        const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
        expect(manifestHref).toBe('/manifest.webmanifest');
        const manifest = (await page.evaluate(async (href) => (await fetch(href)).json(), manifestHref!)) as {
          name: string;
          short_name: string;
          start_url: string;
          display: string;
          theme_color: string;
          lang: string;
          dir: string;
          icons: Array<{ src: string; sizes: string; type: string }>;
        };
        expect(manifest).toMatchObject({
          name: 'Afrimedia',
          short_name: 'Afrimedia',
          start_url: '/',
          display: 'standalone',
          theme_color: '#0b6e4f',
          lang,
          dir: lang === 'ar' ? 'rtl' : 'ltr',
        });
        for (const size of ['192x192', '512x512']) {
          const icon = manifest.icons.find((each) => each.sizes === size && each.type === 'image/png');
          expect(icon, size).toBeDefined();
          const served = await page.request.get(platform.url + icon!.src);
          expect(served.headers()['content-type']).toBe('image/png');
        }
        const worker = await page.request.get(`${platform.url}/sw.js`);
        expect(worker.headers()['cache-control']).toBe('no-cache');
        expect(worker.headers()['service-worker-allowed']).toBe('/');

        await Promise.all([
          page.waitForURL((url) => url.pathname === '/profile' && url.searchParams.get('t') === 'saved'),
          page.getByRole('button', { name: messages['offline.save'] }).click(),
        ]);
        const saved = page.locator('.saved__item');
        await saved.first().waitFor();
        expect(await saved.count()).toBe(1);
        expect(await saved.locator('.saved__title').textContent()).toBe(title);
        expect(await saved.locator('.saved__title').getAttribute('href')).toBe(article);
        expect(await page.locator('.saved__meta').textContent()).toContain(messages['type.article']);
        expect(await widest(page)).toBeLessThanOrEqual(PHONE.width);
        await page.screenshot({ path: join(SCREENSHOTS, `offline-saved-390-${lang}.png`), fullPage: true });

        await context.setOffline(true);
        await open(page, article);
        expect(await page.locator('h1').textContent()).toBe(title);
        expect(await page.locator('.article-body p').first().textContent()).toBe(firstParagraph);
        expect(await page.locator('html').getAttribute('dir')).toBe(lang === 'ar' ? 'rtl' : 'ltr');
        // Its cover came from the saved copy.
        expect(
          await page
            .locator('img.content__cover')
            .evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
        ).toBe(true);
        // Its stylesheet came from the saved copy too: the page is laid out, not bare text.
        expect(await page.evaluate(() => document.styleSheets.length)).toBeGreaterThan(0);
        expect(await widest(page)).toBeLessThanOrEqual(PHONE.width);
        await page.screenshot({ path: join(SCREENSHOTS, `offline-article-390-${lang}.png`) });

        const unsaved = `/articles/${await anotherArticle(platform.demo.article.slug)}`;
        await page.goto(platform.url + unsaved);
        expect(await page.locator('h1').textContent()).toBe(messages['offline.page.title']);
        expect(await page.locator('html').getAttribute('lang')).toBe(lang);
        expect(await page.getByRole('link', { name: title }).getAttribute('href')).toBe(article);
        expect(
          await page.getByRole('link', { name: messages['offline.page.retry'] }).getAttribute('href'),
        ).toBe(unsaved);

        // From the offline page, the saved article opens again.
        await Promise.all([
          page.waitForURL(platform.url + article),
          page.getByRole('link', { name: title }).click(),
        ]);
        expect(await page.locator('h1').textContent()).toBe(title);

        await context.setOffline(false);
        await open(page, '/profile?t=saved');
        await saved.first().waitFor();
        await page
          .getByRole('button', { name: messages['offline.list.removeLabel'].replace('{title}', title) })
          .click();
        await page.getByText(messages['offline.list.empty']).waitFor();
        const left = await page.evaluate(
          async (path) => (await (await caches.open('afrimedia-saved-v1')).match(path)) !== undefined,
          article,
        );
        expect(left).toBe(false);
      } finally {
        await context.close();
      }
    },
  );

  it('saves a podcast episode with its audio, which seeks offline through byte ranges', async () => {
    const { context, page } = await phone('en');
    try {
      await signInThroughForm(page, platform.url, DEMO_READER);
      await subscribe(page);
      const episode = `/podcasts/${platform.demo.podcast.slug}`;
      await openSavable(page, episode);
      await controlled(page);
      const audio = await page.locator('audio').first().getAttribute('src');
      expect(audio).toMatch(/^\/api\/media\//);
      await Promise.all([
        page.waitForURL((url) => url.searchParams.get('t') === 'saved'),
        page.getByRole('button', { name: webMessages.en['offline.save'] }).click(),
      ]);
      await page.locator('.saved__item').first().waitFor();
      expect(await page.locator('.saved__meta').first().textContent()).toContain(
        webMessages.en['type.podcast'],
      );

      await context.setOffline(true);
      await open(page, episode);
      expect(await page.locator('audio').first().getAttribute('src')).toBe(audio);
      const part = await page.evaluate(async (src) => {
        const response = await fetch(src, { headers: { range: 'bytes=100-199' } });
        return { status: response.status, length: (await response.arrayBuffer()).byteLength };
      }, audio!);
      expect(part).toEqual({ status: 206, length: 100 });
    } finally {
      await context.close();
    }
  });

  it('shows no save control to a reader without Premium, and tells them where Premium is', async () => {
    const { context, page } = await phone('en');
    try {
      const article = `/articles/${platform.demo.article.slug}`;
      await open(page, article);
      expect(await page.getByRole('button', { name: webMessages.en['offline.save'] }).count()).toBe(0);

      await signInThroughForm(page, platform.url, DEMO_AUTHOR);
      await open(page, article);
      expect(await page.locator('h1').count()).toBe(1);
      expect(await page.getByRole('button', { name: webMessages.en['offline.save'] }).count()).toBe(0);
      await open(page, '/profile?t=saved');
      await page.getByText(webMessages.en['offline.list.premium']).waitFor();
      expect(
        await page.getByRole('link', { name: webMessages.en['offline.list.subscribe'] }).getAttribute('href'),
      ).toBe('/profile?t=subscriptions');
    } finally {
      await context.close();
    }
  });
});
