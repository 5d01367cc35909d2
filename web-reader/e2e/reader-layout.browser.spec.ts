import { LANGUAGES } from '@afrimedia/i18n';
import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { browserPlatform } from '../testing/browser-platform.ts';
import { expectNone } from './expect-none.ts';
import { headerProblems, slideOverflow, timeRangeProblems } from './layout-checks.ts';

const platform = browserPlatform('reader_layout');

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
