import { demoHeadlineSlug } from '../../../web-reader/e2e/demo-items.ts';
import {
  auditPages,
  LCP_TARGET_MS,
  LIGHTHOUSE_VERSION,
  SLOW_PHONE_SETTINGS,
  type MedianAudit,
} from '../../../web-reader/e2e/lighthouse-audit.ts';
import { scriptsUnderSaveData } from '../../../web-reader/e2e/save-data-scripts.ts';
import { startPlatformUnderTest } from '../../../web-reader/testing/platform-under-test.ts';
import type { Figure, Target } from '../report/model.ts';
import { formatNumber } from '../report/markdown.ts';
import { FULL, MEDIUM, QUICK, type BenchSizes } from '../sizes.ts';
import { ratio } from '../stats.ts';
import type { Scenario } from './scenario.ts';

/**
 * Lighthouse runs per page: five for the goal's median of five; fewer in the smaller runs, whose Chromium runs
 * (about 10 s each on two cores) would otherwise take most of a quick run's three minutes.
 */
const AUDIT_RUNS = new Map<BenchSizes, number>([
  [FULL, 5],
  [MEDIUM, 3],
  [QUICK, 1],
]);
/** Under `Save-Data: on` the reader sends pages without any script (ARCHITECTURE §7b). */
const SAVE_DATA_BUDGET_KIB = 0;

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
 * and an article of the demo content, their median LCP beside the 2 s target; and the JavaScript an article sends
 * a browser asking to save data, beside none.
 */
export const lighthouseScenario: Scenario = {
  name: 'lighthouse',
  async run({ server, sizes, readerBuild, log }) {
    const runs = AUDIT_RUNS.get(sizes) ?? 5;
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
      const saveData = await scriptsUnderSaveData(article);
      const saveDataKiB = saveData.gzipBytes / 1024;

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
        const met = lcp <= LCP_TARGET_MS;
        return {
          goal: `${page} page LCP ≤ ${formatNumber(LCP_TARGET_MS)} ms, Lighthouse mobile, median of 5`,
          measured:
            `${formatNumber(lcp)} ms (median of ${runs}` +
            `${met ? ')' : `; bounded by: ${lcpBreakdown(audits[page])})`}`,
          met,
        };
      };
      return {
        name: 'lighthouse',
        title: 'Pages on slow phones: Lighthouse mobile and the data saver',
        figures: [
          lcpFigure('home'),
          lcpFigure('article'),
          {
            measure: 'article page JavaScript under Save-Data: on, gzipped',
            value: saveDataKiB,
            unit: 'KiB',
            runs: [saveDataKiB],
            beside: {
              measure: 'data-saver budget',
              value: SAVE_DATA_BUDGET_KIB,
              ratio: ratio(saveDataKiB, SAVE_DATA_BUDGET_KIB),
            },
          },
        ],
        targets: [
          lcpTarget('home'),
          lcpTarget('article'),
          {
            goal: 'article page JavaScript under Save-Data: on = 0 KiB (ARCHITECTURE §7b)',
            measured:
              saveData.scripts.length === 0
                ? '0 KiB (no script fetched, none inline)'
                : `${formatNumber(saveDataKiB)} KiB in ${saveData.scripts.join(', ')}`,
            met: saveData.gzipBytes <= SAVE_DATA_BUDGET_KIB * 1024,
          },
        ],
        notes: [
          `Lighthouse ${LIGHTHOUSE_VERSION}, performance category, ${SLOW_PHONE_SETTINGS.formFactor} with ` +
            `simulated throttling (${SLOW_PHONE_SETTINGS.throttling.rttMs} ms RTT, ` +
            `${SLOW_PHONE_SETTINGS.throttling.throughputKbps} Kbps, ` +
            `${SLOW_PHONE_SETTINGS.throttling.cpuSlowdownMultiplier}× CPU), ${runs} run(s) per page one after the ` +
            "other in one headless Chromium, against the platform with its demo content and this run's reader " +
            'build, served in the bench process. The figure is the run with the median LCP; Lighthouse simulates ' +
            'the slow network from what it observed, so work elsewhere on the machine moves it' +
            `${runs < 5 ? ` (a ${runs < 3 ? 'quick' : 'medium'} run takes fewer runs than the goal's five)` : ''}.`,
          ...(['home', 'article'] as const).map(
            (page) => `Median ${page} run: ${lcpBreakdown(audits[page])}.`,
          ),
          'Save-Data: the article opened in Chromium sending `Save-Data: on` with every request; every script ' +
            'it downloaded until the network was quiet and every inline script in the page, gzipped -9.',
        ],
      };
    } finally {
      await platform.stop();
    }
  },
};
