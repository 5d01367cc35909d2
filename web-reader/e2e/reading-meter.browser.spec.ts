import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { webMessages } from '@afrimedia/i18n/web';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserPlatform, PHONE } from '../testing/browser-platform.ts';
import { DEMO_READER, signInThroughForm } from './sign-in.ts';

const SCREENSHOTS = join(import.meta.dirname, '../../reports/screenshots');
const ADMIN = { email: 'admin@afrimedia.test', password: 'Demo-Passw0rd' } as const;

const platform = browserPlatform('reading_meter');

/** Six contents of the demo a visitor opens in turn: an article, a video, a podcast, then articles again. */
let paths: string[] = [];

async function api<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${platform.url}/api${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} /api${path} answered ${response.status}`);
  return (await response.json()) as T;
}

const slugsOf = async (type: string) =>
  (await api<{ rows: Array<{ slug: string }> }>(`/pages/search/?type=${type}`)).rows.map((row) => row.slug);

beforeAll(async () => {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const { token } = await api<{ token: string }>('/auth/login', {
    method: 'POST',
    body: JSON.stringify(ADMIN),
  });
  await api('/admin/configuration/site', {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}` },
    body: JSON.stringify({
      appAccess: 'freemium',
      availableLanguages: ['en', 'fr', 'ar', 'es'],
      defaultLanguage: 'en',
    }),
  });
  const [articles, [video], [podcast]] = await Promise.all([
    slugsOf('article'),
    slugsOf('video'),
    slugsOf('podcast'),
  ]);
  const [first, ...more] = articles.map((slug) => `/articles/${slug}`);
  if (!first || !video || !podcast || more.length < 3)
    throw new Error('the demo content holds too few contents for six readings');
  paths = [first, `/videos/${video}`, `/podcasts/${podcast}`, ...more.slice(0, 3)];
}, 60_000);

/** A visitor's phone with the banners answered, closed however the test ends. */
async function onPhone(
  lang: 'en' | 'ar',
  test: (page: Page) => Promise<void>,
  options: { javaScriptEnabled?: boolean } = {},
) {
  const context: BrowserContext = await platform.phone(lang, options);
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
const counter = (page: Page) => page.locator('.content__meter').textContent();
const widest = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe('the freemium reading meter', () => {
  describe.each(['en', 'ar'] as const)('for a visitor in %s', (lang) => {
    it('counts down five free readings and stops the visitor at the sixth content', async () => {
      await onPhone(lang, async (page) => {
        const told: string[] = [];
        for (const [index, path] of paths.slice(0, 5).entries()) {
          await open(page, path);
          told.push((await counter(page)) ?? '');
          expect(await page.getByRole('dialog').count()).toBe(0);
          if (index === 1)
            await page.screenshot({ path: join(SCREENSHOTS, `meter-counter-390-${lang}.png`) });
        }
        // Five different texts: the count fell at each reading, down to none left.
        expect(new Set(told).size).toBe(5);
        if (lang === 'en')
          expect(told).toEqual([
            '4 free readings left this month',
            '3 free readings left this month',
            '2 free readings left this month',
            '1 free reading left this month',
            'No free readings left this month',
          ]);
        expect(await page.locator('html').getAttribute('dir')).toBe(lang === 'ar' ? 'rtl' : 'ltr');

        await open(page, paths[5]!);
        const messages = webMessages[lang];
        const dialog = page.getByRole('dialog', { name: messages['content.meter.title'] });
        // Rendered open by the server; modal once the scripts have run.
        await page.waitForFunction(() => document.querySelector('dialog')?.matches(':modal'));
        // Focus starts in the dialog and never reaches the page under it: past the last control it leaves for the
        // browser's own controls (the document here), then comes back to the first.
        const focus = () =>
          page.evaluate(() => {
            const active = document.activeElement;
            return active === document.body ? 'browser' : active?.closest('dialog') ? 'dialog' : 'page';
          });
        const visited: string[] = [];
        for (let step = 0; step < 5; step += 1) {
          visited.push(await focus());
          await page.keyboard.press('Tab');
        }
        expect(visited).toEqual(['dialog', 'dialog', 'dialog', 'browser', 'dialog']);
        expect(await dialog.getByRole('link', { name: messages['subscribe.go'] }).getAttribute('href')).toBe(
          '/profile?t=subscriptions',
        );
        const box = (await dialog.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
        expect(await widest(page)).toBeLessThanOrEqual(PHONE.width);
        // The teaser: the body's first block alone.
        expect(await page.locator('.content .article-body > *').count()).toBe(1);
        await page.screenshot({ path: join(SCREENSHOTS, `meter-locked-390-${lang}.png`) });

        await page.keyboard.press('Escape');
        expect(
          await page.locator('dialog.meter-lock').evaluate((element) => (element as HTMLDialogElement).open),
        ).toBe(false);
      });
    });
  });

  it('asks a signed-in reader past the free readings to subscribe, leading to the subscription tab', async () => {
    await onPhone('en', async (page) => {
      await signInThroughForm(page, platform.url, DEMO_READER);
      for (const path of paths) await open(page, path);
      const messages = webMessages.en;
      const dialog = page.getByRole('dialog', { name: messages['content.meter.title'] });
      await page.waitForFunction(() => document.querySelector('dialog')?.matches(':modal'));
      expect(await dialog.getByRole('link', { name: messages['visitor.register'] }).count()).toBe(0);
      await Promise.all([
        page.waitForURL(
          (url) => url.pathname === '/profile' && url.searchParams.get('t') === 'subscriptions',
        ),
        dialog.getByRole('link', { name: messages['subscribe.go'] }).click(),
      ]);
      await page.getByRole('heading', { level: 2, name: messages['profile.tab.subscriptions'] }).waitFor();
    });
  });

  it('stops a visitor without scripts too: the server renders the offer open over the page', async () => {
    await onPhone(
      'en',
      async (page) => {
        for (const path of paths) await open(page, path);
        const dialog = page.getByRole('dialog', { name: webMessages.en['content.meter.title'] });
        expect(await dialog.isVisible()).toBe(true);
        expect(await page.locator('.meter-lock__shade').isVisible()).toBe(true);
        expect(await widest(page)).toBeLessThanOrEqual(PHONE.width);
        await page.screenshot({ path: join(SCREENSHOTS, 'meter-locked-no-script-390-en.png') });
        await dialog.getByRole('button').click();
        expect(await dialog.isVisible()).toBe(false);
        expect(await page.locator('.meter-lock__shade').isVisible()).toBe(false);
      },
      { javaScriptEnabled: false },
    );
  });
});
