import { join } from 'node:path';
import type { Language } from '@afrimedia/i18n';
import { webMessages } from '@afrimedia/i18n/web';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPlatform } from '../testing/browser-platform.ts';
import { routeStripeToLocalGateway } from './fake-stripe-js.ts';
import { signInThroughForm } from './sign-in.ts';

const SCREENSHOTS = join(import.meta.dirname, '../../reports/screenshots');
// The platform paid as through real Stripe: raw card fields refused, cards turned into payment methods in the
// browser with the publishable key, by a stand-in for Stripe.js posting to the local gateway.
const platform = browserPlatform('stripe_elements', {}, { cardEntry: 'stripe' });

/** Every card number the tests type, as digits and as typed in groups. */
const CARD_NUMBERS = ['4242424242424242', '4000000000000002', '42424242'];
const spellings = (number: string) => [number, number.replace(/(\d{4})(?=\d)/g, '$1 ')];

interface Session {
  readonly context: BrowserContext;
  readonly page: Page;
  /** The URL and body of every request the page made to the platform's own origin. */
  readonly sentHome: string[];
}

/** The demo reader on a 390 px phone in `lang`, signed in, with Stripe.js served by the stand-in. */
async function signedIn(lang: Language): Promise<Session> {
  const context = await platform.phone(lang);
  await routeStripeToLocalGateway(context, platform.paymentGateway);
  const sentHome: string[] = [];
  context.on('request', (request) => {
    if (new URL(request.url()).origin === new URL(platform.url).origin) {
      sentHome.push(`${request.url()}\n${request.postData() ?? ''}`);
    }
  });
  const page = await context.newPage();
  await signInThroughForm(page, platform.url);
  return { context, page, sentHome };
}

async function subscriptionTab(page: Page) {
  const response = await page.goto(`${platform.url}/profile?t=subscriptions`, { waitUntil: 'networkidle' });
  await page.locator('#profile-card input').first().waitFor();
  return response;
}

async function typeCard(page: Page, number: string, expiry = '12 / 34', cvc = '123') {
  const card = page.locator('#profile-card');
  await card.getByLabel('Card number').fill(number);
  await card.getByLabel('Expiration date MM / YY').fill(expiry);
  await card.getByLabel('CVC').fill(cvc);
}

const subscribeButton = (page: Page) => page.locator('form:has(#profile-card) button[type="submit"]');

const shoot = (page: Page, lang: Language) =>
  page.screenshot({ path: join(SCREENSHOTS, `stripe-card-390-${lang}.png`), fullPage: true });

const widest = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

function expectNoCardNumberSent(sentHome: readonly string[]) {
  expect(sentHome.length).toBeGreaterThan(3);
  for (const number of CARD_NUMBERS) {
    for (const spelling of spellings(number)) {
      expect(
        sentHome.filter((request) => request.includes(spelling)),
        spelling,
      ).toEqual([]);
    }
  }
}

describe("the subscription tab with Stripe's Card Element, on a 390 px phone", () => {
  it('shows an incomplete card beside the card in Arabic, the card left to right', async () => {
    const { context, page, sentHome } = await signedIn('ar');
    try {
      await subscriptionTab(page);
      expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
      expect(await page.locator('#profile-card').getAttribute('dir')).toBe('ltr');
      await page.locator('input[name="card_owner"]').fill('قارئ تجريبي');
      await typeCard(page, '4242 4242');
      await subscribeButton(page).click();
      const error = page.locator('#profile-card-error');
      await error.waitFor();
      expect(await error.textContent()).toBe(webMessages.ar['error.INCORRECT_CARD_NUMBER']);
      expect(await page.locator('#profile-card').getAttribute('aria-describedby')).toContain(
        'profile-card-error',
      );
      expect(await widest(page)).toBeLessThanOrEqual(390);
      await shoot(page, 'ar');
      expectNoCardNumberSent(sentHome);
    } finally {
      await context.close();
    }
  });

  it('says without scripts, in each language, that paying by card needs JavaScript', async () => {
    const signedInContext = (await signedIn('en')).context;
    const storageState = await signedInContext.storageState();
    await signedInContext.close();
    for (const lang of ['en', 'fr', 'ar', 'es'] as const) {
      const noScripts = await platform.phone(lang, { javaScriptEnabled: false, storageState });
      try {
        const tab = await noScripts.newPage();
        await tab.goto(`${platform.url}/profile?t=subscriptions`);
        const note = tab.locator('#profile-card-note');
        expect(await note.textContent(), lang).toBe(
          webMessages[lang]['profile.subscriptions.cardNeedsScript'],
        );
        expect(await tab.locator('#profile-card').isHidden(), lang).toBe(true);
        expect(await subscribeButton(tab).isDisabled(), lang).toBe(true);
      } finally {
        await noScripts.close();
      }
    }
  });

  it('allows Stripe in the policy, refuses a declined card, then subscribes, never sending the card home', async () => {
    const { context, page, sentHome } = await signedIn('en');
    try {
      const response = await subscriptionTab(page);
      const policy = (await response?.allHeaders())?.['content-security-policy'] ?? '';
      expect(policy).toContain('https://js.stripe.com');
      expect(policy).toMatch(/connect-src 'self' https:\/\/api\.stripe\.com/);
      expect(await page.locator('input[name="card_number"]').count()).toBe(0);
      expect(
        await page.getByRole('group', { name: 'Card number, expiry date and security code' }).count(),
      ).toBe(1);

      await page.locator('input[name="plan"][value="premium-month"]').check();
      await page.locator('input[name="card_owner"]').fill('Demo Reader');
      await typeCard(page, '4242 4242');
      await subscribeButton(page).click();
      await page.locator('#profile-card-error').getByText('The card number is incorrect').waitFor();
      expect(await widest(page)).toBeLessThanOrEqual(390);
      await shoot(page, 'en');

      await typeCard(page, '4000 0000 0000 0002');
      await Promise.all([
        page.waitForResponse(
          (answer) => answer.request().method() === 'POST' && answer.url().startsWith(platform.url),
        ),
        subscribeButton(page).click(),
      ]);
      await page.getByText('Your card was declined').waitFor();
      expect(await page.locator('#profile-card input').first().inputValue()).toBe('');
      expect(await page.locator('input[name="card_owner"]').inputValue()).toBe('Demo Reader');

      await typeCard(page, '4242 4242 4242 4242');
      await Promise.all([
        page.waitForResponse(
          (answer) => answer.request().method() === 'POST' && answer.url().startsWith(platform.url),
        ),
        subscribeButton(page).click(),
      ]);
      await page.getByText('You are subscribed. Thank you!').waitFor();
      expect(await page.locator('.subscription-state').textContent()).toMatch(
        /^Your plan: Premium, Monthly\. It renews automatically on .+\.$/,
      );

      const posted = sentHome.filter((request) => request.includes('intent=subscribe'));
      expect(posted).toHaveLength(2);
      for (const post of posted) expect(post).toMatch(/payment_method=pm_\w+/);
      expectNoCardNumberSent(sentHome);
    } finally {
      await context.close();
    }
  });
});
