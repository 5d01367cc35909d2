import { webMessages } from '@afrimedia/i18n/web';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserPlatform } from '../testing/browser-platform.ts';
import { payByCard } from './pay-by-card.ts';

const ADMIN = { email: 'admin@afrimedia.test', password: 'Demo-Passw0rd' } as const;
const en = webMessages.en;

const platform = browserPlatform('reader_pays');

async function api<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${platform.url}/api${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} /api${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** Six open articles of the demo, newest first: five free readings, and the one they run out on. */
let articles: string[] = [];
/** An article of the demo for Premium subscribers only. */
let exclusive = '';

beforeAll(async () => {
  // What the console's configuration screen sends when the platform team switches the site to freemium.
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
  const { rows } = await api<{ rows: Array<{ slug: string; premium_only: boolean }> }>(
    '/pages/search/?type=article&orderBy=date&direction=desc&page_size=50',
  );
  const path = (row: { slug: string }) => `/articles/${row.slug}`;
  articles = rows
    .filter((row) => !row.premium_only)
    .slice(0, 6)
    .map(path);
  const premium = rows.find((row) => row.premium_only);
  if (articles.length < 6 || !premium)
    throw new Error('the demo content holds too few open articles or no Premium-only one');
  exclusive = path(premium);
}, 60_000);

const open = (page: Page, path: string) => page.goto(platform.url + path, { waitUntil: 'networkidle' });
const counter = (page: Page) => page.locator('.content__meter').textContent();
const bodyBlocks = (page: Page) => page.locator('.content .article-body > *').count();
const lockOffer = (page: Page) => page.getByRole('dialog', { name: en['content.meter.title'] });
const premiumOffer = (page: Page) => page.getByRole('region', { name: en['content.premium.title'] });

async function register(page: Page, email: string) {
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill('Demo-Passw0rd');
  await page.locator('input[name="password_confirmation"]').fill('Demo-Passw0rd');
  await page.locator('input[name="first_name"]').fill('Ami');
  await page.locator('input[name="last_name"]').fill('Diop');
  await page.locator('input[name="age"][value="adult"]').check();
  await page.locator('input[name="terms"]').check();
  await Promise.all([
    page.waitForURL((url) => url.pathname !== '/register', { timeout: 15_000 }),
    page.getByRole('button', { name: en['auth.register.submit'] }).click(),
  ]);
}

describe('a reader’s way from free readings to Premium, on a 390 px phone', () => {
  it('reads five free articles, registers keeping the count, is refused a declined card, subscribes, reads on and offline, and keeps access after cancelling', async () => {
    const context = await platform.phone('en');
    try {
      await context.addCookies([
        { name: 'cookie_consent', value: 'essential', url: platform.url },
        { name: 'app_banner', value: 'closed', url: platform.url },
      ]);
      const page = await context.newPage();
      // A step that hangs fails on its own line rather than at the end of the whole journey.
      page.setDefaultTimeout(30_000);

      const told: string[] = [];
      for (const path of articles.slice(0, 5)) {
        await open(page, path);
        told.push((await counter(page)) ?? '');
      }
      expect(told).toEqual([
        '4 free readings left this month',
        '3 free readings left this month',
        '2 free readings left this month',
        '1 free reading left this month',
        'No free readings left this month',
      ]);

      const sixth = articles[5]!;
      await open(page, sixth);
      await page.waitForFunction(() => document.querySelector('dialog')?.matches(':modal'));
      expect(await bodyBlocks(page)).toBe(1);
      await Promise.all([
        page.waitForURL((url) => url.pathname === '/register'),
        lockOffer(page).getByRole('link', { name: en['visitor.register'] }).click(),
      ]);
      await register(page, `journey-${Date.now()}@example.org`);

      // An exclusive content shows its teaser and Premium's offer, and takes no free reading.
      await open(page, exclusive);
      expect(await premiumOffer(page).isVisible()).toBe(true);
      expect(await bodyBlocks(page)).toBe(1);

      // Signing up carried the device's readings into the account: still none left, and only a subscription helps.
      await open(page, sixth);
      expect(await counter(page)).toBe('No free readings left this month');
      expect(await lockOffer(page).getByRole('link', { name: en['visitor.register'] }).count()).toBe(0);
      expect(await bodyBlocks(page)).toBe(1);

      await Promise.all([
        page.waitForURL((url) => url.pathname === '/profile'),
        lockOffer(page).getByRole('link', { name: en['subscribe.go'] }).click(),
      ]);
      await page.goto(`${platform.url}/profile?t=subscriptions`, { waitUntil: 'networkidle' });
      await payByCard(page, { number: '4000000000000002', owner: 'Ami Diop' });
      await page.getByText('Your card was declined').waitFor();
      await payByCard(page, { number: '4242424242424242', owner: 'Ami Diop' });
      await page.getByText(en['profile.subscriptions.subscribed']).waitFor();

      await open(page, sixth);
      expect(await lockOffer(page).count()).toBe(0);
      expect(await page.locator('.content__meter').count()).toBe(0);
      expect(await bodyBlocks(page)).toBeGreaterThan(1);

      // Premium's own: the exclusive article whole, saved for offline and read with the network cut.
      await open(page, exclusive);
      expect(await premiumOffer(page).count()).toBe(0);
      const blocks = await bodyBlocks(page);
      expect(blocks).toBeGreaterThan(1);
      const title = await page.locator('h1').textContent();
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      await Promise.all([
        page.waitForURL((url) => url.pathname === '/profile' && url.searchParams.get('t') === 'saved'),
        page.getByRole('button', { name: en['offline.save'] }).click(),
      ]);
      await page.locator('.saved__item').first().waitFor();
      await context.setOffline(true);
      await open(page, exclusive);
      expect(await page.locator('h1').textContent()).toBe(title);
      expect(await bodyBlocks(page)).toBe(blocks);
      await context.setOffline(false);

      await page.goto(`${platform.url}/profile?t=subscriptions`, { waitUntil: 'networkidle' });
      await Promise.all([
        page.waitForResponse((response) => response.request().method() === 'POST'),
        page.getByRole('button', { name: en['profile.subscriptions.cancel'] }).click(),
      ]);
      await page.getByText(en['profile.subscriptions.cancelled'], { exact: true }).waitFor();
      expect(await page.locator('.subscription-state').textContent()).toMatch(
        /Auto-renew is off: your access lasts until .+, then ends\./,
      );
      // Cancelling stops the renewal, not the period paid for.
      await open(page, sixth);
      expect(await lockOffer(page).count()).toBe(0);
      expect(await bodyBlocks(page)).toBeGreaterThan(1);
      await open(page, exclusive);
      expect(await premiumOffer(page).count()).toBe(0);
      expect(await bodyBlocks(page)).toBe(blocks);
    } finally {
      await context.close();
    }
  });
});
