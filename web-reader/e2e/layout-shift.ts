import type { BrowserContext, Page } from 'playwright-core';

declare global {
  interface Window {
    layoutShifts?: { value: number; sources: string[] }[];
  }
}

/** Records, from the first paint of every page of `context`, each layout shift no input caused. */
export async function recordLayoutShifts(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    window.layoutShifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        window.layoutShifts?.push({
          value: entry.value,
          sources: (entry.sources ?? []).map(({ node }) =>
            node instanceof Element
              ? `${node.tagName.toLowerCase()}.${[...node.classList].join('.')}`
              : (node?.nodeName ?? '?'),
          ),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts recorded on `page` so far, once two frames have passed, each with what moved. */
export async function layoutShifts(page: Page): Promise<string[]> {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  const shifts = await page.evaluate(() => window.layoutShifts ?? []);
  return shifts.map(
    ({ value, sources }) => `${value.toFixed(4)} moving ${sources.join(', ') || 'nothing named'}`,
  );
}
