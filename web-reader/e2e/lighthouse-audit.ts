import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { freePort } from '@afrimedia/postgres';
import lighthouse from 'lighthouse';
import { launchChromium } from './browser.ts';

export const LIGHTHOUSE_VERSION = (
  JSON.parse(readFileSync(createRequire(import.meta.url).resolve('lighthouse/package.json'), 'utf8')) as {
    version: string;
  }
).version;

/** The LCP the platform's pages aim at on a slow phone (a "good" LCP in Lighthouse's own scale is 2.5 s). */
export const LCP_TARGET_MS = 2_000;

/** Slow 3G on a mid-range phone with a 4× slower processor (what the platform's readers often have). */
export const SLOW_PHONE_SETTINGS = {
  formFactor: 'mobile',
  throttlingMethod: 'simulate',
  throttling: {
    rttMs: 300,
    throughputKbps: 700,
    cpuSlowdownMultiplier: 4,
    requestLatencyMs: 1125,
    downloadThroughputKbps: 630,
    uploadThroughputKbps: 630,
  },
} as const;

/** Where the LCP's time went, as Lighthouse splits it (the four add up to the LCP). */
export interface LcpPhases {
  readonly ttfbMs: number;
  readonly loadDelayMs: number;
  readonly loadTimeMs: number;
  readonly renderDelayMs: number;
}

export interface PageAudit {
  readonly url: string;
  readonly lcpMs: number;
  readonly fcpMs: number;
  readonly tbtMs: number;
  readonly totalByteWeight: number;
  readonly performanceScore: number;
  /** The LCP element's CSS selector, as Lighthouse names it. */
  readonly lcpElement: string;
  readonly lcpPhases: LcpPhases | null;
  /** Requests that held the first paint back, with the time Lighthouse estimates each cost. */
  readonly renderBlocking: readonly { readonly url: string; readonly wastedMs: number }[];
}

interface DetailsTable {
  readonly type: string;
  readonly items?: readonly Record<string, unknown>[];
}

/** The LCP element and phases tables of the `largest-contentful-paint-element` audit (a list of two tables). */
function lcpDetails(details: unknown): Pick<PageAudit, 'lcpElement' | 'lcpPhases'> {
  const tables = (details as { items?: readonly DetailsTable[] } | undefined)?.items ?? [];
  const element = tables[0]?.items?.[0]?.node as { selector?: string } | undefined;
  const phases = new Map(
    (tables[1]?.items ?? []).map((row) => [String(row.phase), Math.round(Number(row.timing))]),
  );
  return {
    lcpElement: element?.selector ?? 'unknown',
    lcpPhases:
      phases.size === 0
        ? null
        : {
            ttfbMs: phases.get('TTFB') ?? Number.NaN,
            loadDelayMs: phases.get('Load Delay') ?? 0,
            loadTimeMs: phases.get('Load Time') ?? 0,
            renderDelayMs: phases.get('Render Delay') ?? Number.NaN,
          },
  };
}

/** One Lighthouse performance run of `url` in the Chromium listening on `port`. */
export async function auditPage(url: string, port: number): Promise<PageAudit> {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
    { extends: 'lighthouse:default', settings: SLOW_PHONE_SETTINGS },
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { audits, categories, runtimeError } = result.lhr;
  if (runtimeError)
    throw new Error(`Lighthouse failed on ${url}: ${runtimeError.code} ${runtimeError.message}`);
  const value = (id: string) => Math.round(audits[id]?.numericValue ?? Number.NaN);
  const blocking = (audits['render-blocking-resources']?.details as DetailsTable | undefined)?.items ?? [];
  return {
    url,
    lcpMs: value('largest-contentful-paint'),
    fcpMs: value('first-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    totalByteWeight: value('total-byte-weight'),
    performanceScore: Math.round((categories.performance?.score ?? Number.NaN) * 100),
    ...lcpDetails(audits['largest-contentful-paint-element']?.details),
    renderBlocking: blocking.map((item) => ({
      url: String(item.url),
      wastedMs: Math.round(Number(item.wastedMs)),
    })),
  };
}

/** Every run of a page, and the run with the median LCP (the middle one; the lower middle of an even count). */
export interface MedianAudit {
  readonly median: PageAudit;
  readonly runs: readonly PageAudit[];
}

/**
 * `runs` audits of each page, one after the other, in one headless Chromium. Lighthouse simulates the slow network
 * from what it observed on this machine, whose other work makes a single run swing by hundreds of milliseconds,
 * so a page's figure is the run with its median LCP.
 */
export async function auditPages<Name extends string>(
  pages: Readonly<Record<Name, string>>,
  runs: number,
): Promise<Record<Name, MedianAudit>> {
  const port = await freePort();
  const browser = await launchChromium([`--remote-debugging-port=${port}`]);
  try {
    const audited = {} as Record<Name, MedianAudit>;
    for (const name of Object.keys(pages) as Name[]) {
      const results: PageAudit[] = [];
      for (let run = 0; run < runs; run += 1) results.push(await auditPage(pages[name], port));
      const sorted = [...results].sort((a, b) => a.lcpMs - b.lcpMs);
      audited[name] = { median: sorted[Math.floor((runs - 1) / 2)]!, runs: results };
    }
    return audited;
  } finally {
    await browser.close();
  }
}
