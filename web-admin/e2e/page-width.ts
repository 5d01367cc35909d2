import type { Page } from 'playwright-core';

/** How far the page reaches past the window's edge, scrolling sideways; 0 when it fits. */
export function overflowOf(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** The console has drawn the page: nothing is loading any more and no progress indicator turns. */
export async function settled(page: Page): Promise<void> {
  await page.locator('#main-content').waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => document.querySelector('[role="progressbar"]') === null);
}
