import type { Page } from 'playwright-core';

/** How long a quiet wait gives up after: what Playwright gives a navigation. */
const QUIET_TIMEOUT_MS = 30_000;

/**
 * Counts the page's requests from now on, to wait until it has done what a load or an in-app navigation set off
 * (its chunks, its calls, its beacons): none in flight and none started for `quietMs`. Playwright's networkidle
 * does the same with a fixed 500 ms, and only for a load.
 */
export function trackRequests(page: Page) {
  let inFlight = 0;
  let lastChange = Date.now();
  const started = (): void => {
    inFlight += 1;
    lastChange = Date.now();
  };
  const ended = (): void => {
    inFlight -= 1;
    lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    async quiet(quietMs: number): Promise<void> {
      const deadline = Date.now() + QUIET_TIMEOUT_MS;
      while (inFlight > 0 || Date.now() - lastChange < quietMs) {
        if (Date.now() > deadline)
          throw new Error(`${page.url()}: ${inFlight} requests still in flight after ${QUIET_TIMEOUT_MS} ms`);
        await new Promise((wait) => setTimeout(wait, 20));
      }
    },
    stop(): void {
      page.off('request', started);
      page.off('requestfinished', ended);
      page.off('requestfailed', ended);
    },
  };
}
