import { LANGUAGES } from '@afrimedia/i18n';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPlatform } from '../testing/browser-platform.ts';
import { expectNone } from './expect-none.ts';
import { headerProblems, slideOverflow, timeRangeProblems } from './layout-checks.ts';
import { layoutShifts, recordLayoutShifts } from './layout-shift.ts';

// With a store's link the reader's server offers the app banner to the Android phones of these tests.
const platform = browserPlatform('reader_layout', {
  ANDROID_STORE_URL: 'https://play.google.com/store/apps/details?id=africa.afrimedia',
});

async function open(page: Page, path: string) {
  await page.goto(platform.url + path, { waitUntil: 'networkidle' });
}

describe('spans of time in Arabic', () => {
  it('read right to left on the agenda, the guide and an event, start and end each a <time>', async () => {
    const context = await platform.phone('ar');
    try {
      const page = await context.newPage();
      for (const path of ['/events', '/epg', `/events/${platform.demo.event.slug}`]) {
        await open(page, path);
        expectNone(await timeRangeProblems(page), `spans of time on ${path}`);
      }
    } finally {
      await context.close();
    }
  });
});

describe.each(['en', 'ar'] as const)('the home carousel in %s', (lang) => {
  it('keeps its title, teaser and buttons inside each slide at 320, 390 and 1280 px', async () => {
    const context = await platform.context(lang);
    try {
      const page = await context.newPage();
      await open(page, '/');
      for (const width of [320, 390, 1280]) {
        await page.setViewportSize({ width, height: 844 });
        expectNone(await slideOverflow(page), `text out of its slide at ${width} px`);
      }
    } finally {
      await context.close();
    }
  });
});

describe.each(['en', 'ar'] as const)('a laptop in %s', (lang) => {
  it('has a screenshot of the home at 1280 px', async () => {
    const context = await platform.context(lang, { viewport: { width: 1280, height: 800 } });
    try {
      const page = await context.newPage();
      await open(page, '/');
      await page.screenshot({
        path: join(import.meta.dirname, `../../reports/screenshots/reader-home-1280-${lang}.png`),
      });
    } finally {
      await context.close();
    }
  });
});

describe.each(LANGUAGES)('the top bar in %s', (lang) => {
  it('is one row of at most 64 px at 1280 and 1024 px', async () => {
    const context = await platform.context(lang);
    try {
      const page = await context.newPage();
      await open(page, '/');
      for (const width of [1280, 1024]) {
        await page.setViewportSize({ width, height: 800 });
        expectNone(await headerProblems(page, 64), `the top bar at ${width} px`);
      }
    } finally {
      await context.close();
    }
  });
});

describe('the cookie and app banners on a 390 × 844 phone', () => {
  const pages = () => ['/', `/articles/${platform.demo.article.slug}`];

  /** Opens `path`, and says which banners the server's page holds and what shifted once the scripts ran. */
  async function visit(context: BrowserContext, path: string) {
    const page = await context.newPage();
    const response = await page.goto(platform.url + path, { waitUntil: 'networkidle' });
    const html = (await response?.text()) ?? '';
    const served = ['cookie-banner', 'app-banner'].filter((banner) => html.includes(`class="${banner}"`));
    await page.waitForTimeout(300);
    return { page, served, shifts: await layoutShifts(page) };
  }

  async function newcomer() {
    const context = await platform.phone('en');
    await recordLayoutShifts(context);
    return context;
  }

  it('come with the page the server sends and shift nothing while nothing is answered', async () => {
    const context = await newcomer();
    try {
      for (const path of pages()) {
        const { page, served, shifts } = await visit(context, path);
        expect(served, path).toEqual(['cookie-banner', 'app-banner']);
        expectNone(shifts, `layout shifts on ${path}`);
        await page.close();
      }
    } finally {
      await context.close();
    }
  });

  it('once answered and closed, are left out of the page the server sends, and nothing shifts', async () => {
    const context = await newcomer();
    try {
      const { page } = await visit(context, '/');
      await page.getByRole('button', { name: 'Essential only' }).click();
      await page.locator('.app-banner').getByRole('button', { name: 'Close' }).click();
      expect(await page.locator('.banners > *').count()).toBe(0);
      for (const path of pages()) {
        const visited = await visit(context, path);
        expect(visited.served, path).toEqual([]);
        expectNone(visited.shifts, `layout shifts on ${path}`);
      }
    } finally {
      await context.close();
    }
  });

  it('takes answers the device remembered before the cookies once, and shifts nothing as it does', async () => {
    const context = await newcomer();
    try {
      const page = await context.newPage();
      await page.goto(`${platform.url}/robots.txt`);
      await page.evaluate(() =>
        localStorage.setItem(
          'afrimedia',
          JSON.stringify({
            device: { cookiePermissions: { essential: true, audience: true }, appBannerClosed: true },
          }),
        ),
      );
      const first = await visit(context, pages()[1]!);
      expect(first.served).toEqual(['cookie-banner', 'app-banner']);
      expect(await first.page.locator('.banners > *').count()).toBe(0);
      expectNone(first.shifts, 'layout shifts as the remembered answers hide the banners');
      expect((await visit(context, '/')).served).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
