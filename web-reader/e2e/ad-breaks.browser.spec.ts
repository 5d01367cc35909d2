import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Language } from '@afrimedia/i18n';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserPlatform } from '../testing/browser-platform.ts';
import { payByCard } from './pay-by-card.ts';
import { signInThroughForm } from './sign-in.ts';

const SCREENSHOTS = join(import.meta.dirname, '../../reports/screenshots');
const platform = browserPlatform('ad_breaks');

/** A demo video every reader may watch (not one for Premium only), whose page the demo's video ad comes before. */
let videoPath: string;

beforeAll(async () => {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const response = await fetch(`${platform.url}/api/pages/search/?type=video`);
  const { rows } = (await response.json()) as { rows: Array<{ slug: string; premium_only: boolean }> };
  const open = rows.find((row) => !row.premium_only);
  if (!open) throw new Error('the demo content holds no video open to every reader');
  videoPath = `/videos/${open.slug}`;
});

/** A visitor's phone in `lang` with the banners answered, on the video's page once its scripts have run. */
async function visitorOnVideo(lang: Language): Promise<Page> {
  const context = await platform.phone(lang);
  await context.addCookies([
    { name: 'cookie_consent', value: 'essential', url: platform.url },
    { name: 'app_banner', value: 'closed', url: platform.url },
  ]);
  const page = await context.newPage();
  await page.goto(platform.url + videoPath, { waitUntil: 'networkidle' });
  // The scripts have taken over: the count shows only then.
  await page.locator('.ad-break__wait').waitFor();
  return page;
}

const adPlayer = (page: Page) => page.locator('.ad-break video');
/** The reader starts the ad, as its play control does. */
const playAd = (page: Page) => adPlayer(page).evaluate((video: HTMLVideoElement) => video.play());
const widest = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe('ad breaks before a video on a 390 px phone', () => {
  it('plays the ad to a visitor first, lets them skip it after 5 s, then plays the video', async () => {
    const page = await visitorOnVideo('en');
    const region = page.getByRole('region', { name: 'Ad' });
    await region.waitFor();
    expect(await page.getByRole('button', { name: 'Skip ad' }).count()).toBe(0);
    expect(await page.locator('.ad-break__wait').textContent()).toBe('You can skip in 5 s');
    await playAd(page);
    await page.getByText('You can skip in 3 s').waitFor();
    expect(await widest(page)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: join(SCREENSHOTS, 'ad-break-390-en.png') });

    const skip = page.getByRole('button', { name: 'Skip ad' });
    await skip.waitFor({ timeout: 10_000 });
    expect(await page.getByRole('status').filter({ hasText: 'You can skip the ad now.' }).count()).toBe(1);
    await skip.focus();
    await page.keyboard.press('Enter');
    const player = page.locator('video.player--video:not(.ad-break video)');
    await player.waitFor();
    expect(await region.count()).toBe(0);
    expect(await player.getAttribute('aria-label')).toMatch(/^Video: /);
    expect(await player.evaluate((video) => video === document.activeElement)).toBe(true);
    await page.context().close();
  });

  it('says it in Arabic, right to left', async () => {
    const page = await visitorOnVideo('ar');
    await page.getByRole('region', { name: 'إعلان' }).waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await playAd(page);
    await page.locator('.ad-break__wait').filter({ hasText: '3' }).waitFor();
    expect(await widest(page)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: join(SCREENSHOTS, 'ad-break-390-ar.png') });
    await page.context().close();
  });

  it.each([
    ['with JavaScript off', { javaScriptEnabled: false }],
    ['saving data (the page comes without scripts)', { extraHTTPHeaders: { 'save-data': 'on' } }],
  ])(
    'gives a visitor %s the ad and a link past it, with no count that cannot be kept',
    async (_case, options) => {
      const context = await platform.phone('en', options);
      await context.addCookies([
        { name: 'cookie_consent', value: 'essential', url: platform.url },
        { name: 'app_banner', value: 'closed', url: platform.url },
      ]);
      const page = await context.newPage();
      await page.goto(platform.url + videoPath);
      const region = page.getByRole('region', { name: 'Ad' });
      expect(await adPlayer(page).isVisible()).toBe(true);
      const skip = page.getByRole('link', { name: 'Skip ad' });
      expect(await skip.isVisible()).toBe(true);
      // The page cannot tell when the ad plays, so it counts nothing.
      expect(await page.getByText(/You can skip in/).count()).toBe(0);
      expect(await page.locator('video.player--video:not(.ad-break video)').isVisible()).toBe(false);
      expect(await widest(page)).toBeLessThanOrEqual(390);

      await skip.click();
      const player = page.locator('video.player--video:not(.ad-break video)');
      expect(await player.isVisible()).toBe(true);
      expect(await player.getAttribute('aria-label')).toMatch(/^Video: /);
      expect(await region.isVisible()).toBe(false);
      await context.close();
    },
  );

  it('plays no ad to a Premium subscriber', async () => {
    const context = await platform.phone('en');
    const page = await context.newPage();
    await signInThroughForm(page, platform.url);
    await page.goto(`${platform.url}/profile?t=subscriptions`, { waitUntil: 'networkidle' });
    await payByCard(page);
    await page.getByText('You are subscribed. Thank you!').waitFor();

    await page.goto(platform.url + videoPath, { waitUntil: 'networkidle' });
    await page.locator('video.player--video').waitFor();
    expect(await page.locator('.ad-break').count()).toBe(0);
    expect(await page.locator('video.player--video').getAttribute('aria-label')).toMatch(/^Video: /);
    await context.close();
  });
});
