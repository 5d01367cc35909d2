import { contentPageSplit as timeSteps, createApiDb, type ContentPageStep } from '@afrimedia/api';
import type { GeneratedPlatform } from '../platform/generated-platform.ts';
import { formatNumber } from '../report/markdown.ts';

const WARM_UP_PAGES = 100;
const TIMED_PAGES = 200;
/** Pages of the cycled list the split asks for: far from its start, so the load's first pass does not find them kept. */
const FIRST_PAGE = 1_000;

/**
 * Where a computed content page's time goes, measured before the loads on the idle platform: the same pages asked
 * over HTTP one after the other (the whole request as a reader's client sees it), then each step the content call
 * takes timed in this process with the API's own functions. What the steps leave of the whole request is HTTP,
 * express with its middleware (metrics, tracing, security headers, logging, authentication, the site wall) and the
 * route's own work.
 */
export async function contentPageSplit(
  platform: GeneratedPlatform,
  url: string,
  detailPaths: readonly string[],
): Promise<{ note: string }> {
  const start = Math.min(FIRST_PAGE, Math.max(0, detailPaths.length - WARM_UP_PAGES - TIMED_PAGES));
  const warmUp = detailPaths.slice(start, start + WARM_UP_PAGES);
  const timed = detailPaths.slice(start + WARM_UP_PAGES, start + WARM_UP_PAGES + TIMED_PAGES);
  const db = createApiDb(platform.pool);
  const ask = async (path: string) => {
    const response = await fetch(new URL(path, url));
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return { slug: decodeURIComponent(path.slice(path.lastIndexOf('/') + 1)), answer: await response.json() };
  };
  const warmed = [];
  for (const path of warmUp) warmed.push(await ask(path));
  await timeSteps(db, warmed);
  const started = performance.now();
  const pages = [];
  for (const path of timed) pages.push(await ask(path));
  const request = (performance.now() - started) / Math.max(timed.length, 1);
  const steps = await timeSteps(db, pages);
  const rest = request - Object.values(steps).reduce((sum, ms) => sum + ms, 0);
  const share = (ms: number) => `${formatNumber(ms)} ms (${Math.round((100 * ms) / request)}%)`;
  const parts = (Object.entries(steps) as [ContentPageStep, number][]).map(
    ([step, ms]) => `${step} ${share(ms)}`,
  );
  return {
    note:
      `Where a computed content page's time goes (${pages.length} pages one after the other on the idle platform, ` +
      `after ${warmed.length} to warm up): the whole request ${formatNumber(request)} ms; ${parts.join(', ')}; ` +
      `the rest (HTTP, express and its middleware, the route's own work) ${share(rest)}. Each step is timed in the ` +
      "bench's process with the API's own functions on its own connections; the route reads the site configuration " +
      'beside the page rather than after it, so under load the steps overlap less than they add up here.',
  };
}
