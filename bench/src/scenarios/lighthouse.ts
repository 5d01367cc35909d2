import { demoHeadlineSlug } from '../../../web-reader/e2e/demo-items.ts';
import {
  auditPages,
  LCP_TARGET_MS,
  LIGHTHOUSE_VERSION,
  SLOW_PHONE_SETTINGS,
  type MedianAudit,
} from '../../../web-reader/e2e/lighthouse-audit.ts';
import { startPlatformUnderTest } from '../../../web-reader/testing/platform-under-test.ts';
import { targetOf, type Figure, type Target } from '../report/model.ts';
import { formatNumber } from '../report/markdown.ts';
import { FULL, MEDIUM, QUICK, type BenchSizes } from '../sizes.ts';
import { ratio } from '../stats.ts';
import type { Scenario } from './scenario.ts';

/**
 * Lighthouse runs per page: five for the goal's median of five, three in a medium run, none in a quick one, whose
 * three minutes the demo platform's start and two runs (over a minute on two shared cores) would overrun.
 */
const AUDIT_RUNS = new Map<BenchSizes, number>([
  [FULL, 5],
  [MEDIUM, 3],
  [QUICK, 0],
]);
const TITLE = 'Pages on slow phones: Lighthouse mobile';

/** What the LCP of the median run is made of, in Lighthouse's four phases, and what held its first paint back. */
function lcpBreakdown({ median }: MedianAudit): string {
  const phases = median.lcpPhases;
  const split = phases
    ? `TTFB ${phases.ttfbMs} ms, resource load delay ${phases.loadDelayMs} ms, resource load ` +
      `${phases.loadTimeMs} ms, render delay ${phases.renderDelayMs} ms`
    : 'no phases reported';
  const blocking =
    median.renderBlocking.length === 0
      ? 'nothing render-blocking'
      : `render-blocking: ${median.renderBlocking
          .map((entry) => `${new URL(entry.url).pathname} (${entry.wastedMs} ms)`)
          .join(', ')}`;
  return `LCP element \`${median.lcpElement}\`; ${split}; FCP ${median.fcpMs} ms; ${blocking}`;
}

/**
 * Pages on slow phones: Lighthouse's mobile audit (300 ms RTT, 700 Kbps, 4× slower CPU, simulated) of the home page
 * and an article of the demo content, their median LCP beside the 2 s target.
 */
export const lighthouseScenario: Scenario = {
  name: 'lighthouse',
  async run({ server, sizes, readerBuild, log }) {
    const runs = AUDIT_RUNS.get(sizes) ?? 5;
    if (runs === 0)
      return {
        name: 'lighthouse',
        title: TITLE,
        figures: [],
        targets: [],
        notes: [
          'Not measured in a quick run: starting the platform with its demo content and auditing two pages take ' +
            'over a minute of its three. A medium run audits each page three times, a full run five.',
        ],
      };
    const build = await readerBuild();
    // The platform as `npm start` runs it with its demo content (covers and photos, which the generated platform
    // only names), in a database of its own that it creates beside this fresh one and drops when it stops.
    const platform = await startPlatformUnderTest({
      readerBuildDir: build,
      postgresServerUrl: await server.freshDatabase('lighthouse'),
      label: 'bench-lighthouse',
    });
    try {
      const slug = await demoHeadlineSlug(platform.url);
      const article = `${platform.url}/articles/${encodeURIComponent(slug)}`;
      log(`  Lighthouse: ${runs} run(s) each of home and ${article}`);
      const audits = await auditPages({ home: `${platform.url}/`, article }, runs);

      const lcpFigure = (page: 'home' | 'article'): Figure => ({
        measure: `${page} page LCP, Lighthouse mobile (median of ${runs})`,
        value: audits[page].median.lcpMs,
        unit: 'ms',
        runs: audits[page].runs.map((run) => run.lcpMs),
        beside: {
          measure: 'LCP target',
          value: LCP_TARGET_MS,
          ratio: ratio(audits[page].median.lcpMs, LCP_TARGET_MS),
        },
      });
      const lcpTarget = (page: 'home' | 'article'): Target => {
        const lcp = audits[page].median.lcpMs;
        return targetOf(
          `${page} page LCP ≤ ${formatNumber(LCP_TARGET_MS)} ms, Lighthouse mobile, median of 5`,
          `${formatNumber(lcp)} ms (median of ${runs})`,
          lcp <= LCP_TARGET_MS,
          `the median run's ${lcpBreakdown(audits[page])}`,
        );
      };
      return {
        name: 'lighthouse',
        title: TITLE,
        figures: [lcpFigure('home'), lcpFigure('article')],
        targets: [lcpTarget('home'), lcpTarget('article')],
        notes: [
          `Lighthouse ${LIGHTHOUSE_VERSION}, performance category, ${SLOW_PHONE_SETTINGS.formFactor} with ` +
            `simulated throttling (${SLOW_PHONE_SETTINGS.throttling.rttMs} ms RTT, ` +
            `${SLOW_PHONE_SETTINGS.throttling.throughputKbps} Kbps, ` +
            `${SLOW_PHONE_SETTINGS.throttling.cpuSlowdownMultiplier}× CPU), ${runs} run(s) per page one after the ` +
            "other in one headless Chromium, against the platform with its demo content and this run's reader " +
            'build, served in the bench process. The figure is the run with the median LCP; Lighthouse simulates ' +
            'the slow network from what it observed, so work elsewhere on the machine moves it' +
            `${runs < 5 ? " (a medium run takes fewer runs than the goal's five)" : ''}.`,
          ...(['home', 'article'] as const).map(
            (page) => `Median ${page} run: ${lcpBreakdown(audits[page])}.`,
          ),
        ],
      };
    } finally {
      await platform.stop();
    }
  },
};
