import { join } from 'node:path';
import type { Language } from '@afrimedia/i18n';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPlatform } from '../testing/browser-platform.ts';
import { payByCard } from './pay-by-card.ts';
import { signInThroughForm } from './sign-in.ts';

const SCREENSHOTS = join(import.meta.dirname, '../../reports/screenshots');
const platform = browserPlatform('subscriptions');

const pages = new Map<Language, Page>();

/** The demo reader on a 390 px phone in `lang`, signed in once per language, on the subscription tab. */
async function subscriptionTab(lang: Language): Promise<Page> {
  let page = pages.get(lang);
  if (!page) {
    page = await (await platform.phone(lang)).newPage();
    await signInThroughForm(page, platform.url);
    pages.set(lang, page);
  }
  await page.goto(`${platform.url}/profile?t=subscriptions`, { waitUntil: 'networkidle' });
  return page;
}

const shoot = (page: Page, name: string, lang: Language) =>
  page.screenshot({ path: join(SCREENSHOTS, `subscriptions-${name}-390-${lang}.png`), fullPage: true });

/** Nothing of the page is wider than the phone's screen. */
const widest = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe('the subscription tab on a 390 px phone', () => {
  it('shows a declined card in Arabic, right to left, the card number left to right', async () => {
    const page = await subscriptionTab('ar');
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await page.locator('input[name="card_number"]').getAttribute('dir')).toBe('ltr');
    expect(await widest(page)).toBeLessThanOrEqual(390);
    await shoot(page, 'plans', 'ar');
    await payByCard(page, { number: '4000000000000002', planId: 'premium-month' });
    await page.getByText('تم رفض بطاقتك').waitFor();
    expect(await page.locator('input[name="card_number"]').inputValue()).toBe('');
    expect(await page.locator('input[name="cvc"]').inputValue()).toBe('');
    expect(await page.locator('input[name="card_owner"]').inputValue()).toBe('Demo Reader');
    await shoot(page, 'refused', 'ar');
  });

  it('refuses a declined card, then subscribes to Premium monthly and turns auto-renew off', async () => {
    const page = await subscriptionTab('en');
    expect(await widest(page)).toBeLessThanOrEqual(390);
    await shoot(page, 'plans', 'en');
    await payByCard(page, { number: '4000000000000002', planId: 'premium-month' });
    await page.getByText('Your card was declined').waitFor();
    expect(await page.locator('input[name="plan"][value="premium-month"]').isChecked()).toBe(true);
    expect(await widest(page)).toBeLessThanOrEqual(390);
    await shoot(page, 'refused', 'en');

    await payByCard(page, { number: '4242424242424242', planId: 'premium-month' });
    await page.getByText('You are subscribed. Thank you!').waitFor();
    const state = (await page.locator('.subscription-state').textContent()) ?? '';
    expect(state).toMatch(/^Your plan: Premium, Monthly\. It renews automatically on (.+)\.$/);
    const end = /on (.+)\.$/.exec(state)?.[1];
    expect(await widest(page)).toBeLessThanOrEqual(390);
    await shoot(page, 'subscribed', 'en');

    const arabic = await subscriptionTab('ar');
    await arabic.getByText('خطتك: مميز، شهري.', { exact: false }).waitFor();
    expect(await widest(arabic)).toBeLessThanOrEqual(390);
    await shoot(arabic, 'subscribed', 'ar');

    await Promise.all([
      page.waitForResponse((response) => response.request().method() === 'POST'),
      page.getByRole('button', { name: 'Cancel auto-renew' }).click(),
    ]);
    await page.getByText('Auto-renew is off.', { exact: true }).waitFor();
    expect(await page.locator('.subscription-state').textContent()).toBe(
      `Your plan: Premium, Monthly. Auto-renew is off: your access lasts until ${end}, then ends. Nothing more will be charged.`,
    );
    expect(await page.getByRole('button', { name: 'Cancel auto-renew' }).count()).toBe(0);
  });
});
