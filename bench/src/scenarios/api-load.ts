import type { LoadResult, LoadRoute } from '../api/load-options.ts';
import { cpuBound, pacedTarget } from '../api/paced-target.ts';
import { p50, p99, repeatLoads, requestsPerSecond } from '../api/repeated-loads.ts';
import { smallestAsset } from '../api/smallest-asset.ts';
import { benchArticleSlug, platformLayout } from '../data/platform-events.ts';
import { searchQueries } from '../data/search-queries.ts';
import { targetOf, type Figure, type Target } from '../report/model.ts';
import { formatNumber } from '../report/markdown.ts';
import { ratio } from '../stats.ts';
import { contentPageSplit } from './content-page-split.ts';
import { SETTLED_NOTE } from '../platform/generated-platform.ts';
import { servedPlatformScenario } from './served-platform-scenario.ts';

const OPEN_CONNECTIONS = 16;
const PACED_CONNECTIONS = 64;
const DETAIL_PAGES = 2_000;
/**
 * The API keeps up to 1,000 searches' answers until the search model moves; cycling through more distinct searches
 * than that, in order, means none is ever still kept when it comes round again: every one is computed.
 */
const SEARCH_ORDERS = ['', '&orderBy=date', '&orderBy=popularity', '&orderBy=alphabetical'];
const SEARCH_PAGES = 10;
const NEW_SEARCHES = 'new searches at 200 req/s';
const NEW_SEARCHES_RATE = 200;

interface Load {
  readonly name: string;
  readonly route: LoadRoute;
  readonly rate?: number;
  readonly warmUp?: boolean;
}

/**
 * The API process as `npm start` runs it, loaded by autocannon from another process: home, content detail, search
 * over the generated articles in four languages, each beside a static file the same process serves under the same
 * load. The like toggle has a scenario of its own (`likes`).
 */
export const apiLoadScenario = servedPlatformScenario(
  'api',
  async ({ platform, server, build }, { sizes, log }) => {
    const { size } = platform;
    const layout = platformLayout(size);
    const detailPaths = Array.from(
      { length: Math.min(DETAIL_PAGES, size.articles) },
      (_, n) => `/api/pages/content/${benchArticleSlug((n * 48_271) % size.articles)}`,
    );
    const searchPaths = searchQueries().map(
      (query) => `/api/pages/search/?filter=${encodeURIComponent(query)}`,
    );
    const newSearchPaths = searchPaths.flatMap((path) =>
      SEARCH_ORDERS.flatMap((order) =>
        Array.from({ length: SEARCH_PAGES }, (_, n) => `${path}${order}&page=${n + 1}`),
      ),
    );
    const asset = smallestAsset(build);
    const split = await contentPageSplit(platform, server.url, detailPaths);
    const loads: Load[] = [
      { name: 'static file', route: { kind: 'get', paths: [asset] } },
      { name: 'home', route: { kind: 'get', paths: ['/api/pages/home'] } },
      { name: 'static file at 500 req/s', route: { kind: 'get', paths: [asset] }, rate: 500 },
      { name: 'content detail at 500 req/s', route: { kind: 'get', paths: detailPaths }, rate: 500 },
      { name: 'static file at 200 req/s', route: { kind: 'get', paths: [asset] }, rate: 200 },
      // Readers asking the same searches: each asked once before, as it was by earlier readers; the new searches
      // of the run before have pushed them out of the answers the API keeps.
      { name: 'search at 200 req/s', route: { kind: 'get', paths: searchPaths }, rate: 200, warmUp: true },
      { name: NEW_SEARCHES, route: { kind: 'get', paths: newSearchPaths }, rate: NEW_SEARCHES_RATE },
    ];
    const measured = await repeatLoads(
      loads.map((load) => ({
        name: load.name,
        options: {
          url: server.url,
          connections: load.rate ? PACED_CONNECTIONS : OPEN_CONNECTIONS,
          seconds: sizes.loadSeconds,
          ...(load.rate === undefined ? {} : { rate: load.rate }),
          route: load.route,
          platformPid: server.pid,
          ...(load.warmUp === undefined ? {} : { warmUp: load.warmUp }),
        },
      })),
      sizes.runs,
      log,
    );
    const peakRss = server.peakRssMiB();
    const { all, errors } = measured;
    const med = measured.median;
    const figure = (
      measure: string,
      name: string,
      pick: (result: LoadResult) => number,
      unit: string,
      besideName: string,
    ): Figure => ({
      measure,
      value: med(name, pick),
      unit,
      runs: all(name, pick),
      beside: {
        measure: besideName,
        value: med(besideName, pick),
        ratio: ratio(med(name, pick), med(besideName, pick)),
      },
    });
    const rps = requestsPerSecond;
    /** A load paced at a rate: its median and tail latency, and the rate it reached, each beside the file's. */
    const pacedFigures = (label: string, name: string, besideName: string): Figure[] => [
      figure(`${label} p50`, name, p50, 'ms', besideName),
      figure(`${label} p99`, name, p99, 'ms', besideName),
      figure(`${label}, req/s reached`, name, rps, 'req/s', besideName),
    ];
    const latencyTarget = (goal: string, name: string, limit: number, rate: number): Target => {
      const value = med(name, p99);
      const failed = errors(name);
      // A run in which some load had no answer at all measured nothing, so it cannot meet a latency target.
      const met = all(name, (r) => r.requests).every((n) => n > 0) && value <= limit;
      const cpu = measured.cpuPerRequest(name);
      return targetOf(
        goal,
        `${formatNumber(value)} ms at ${formatNumber(med(name, rps))} req/s, ${failed} errors`,
        met,
        cpu && cpuBound(cpu, rate),
      );
    };
    return {
      name: 'api',
      title: 'API under load (autocannon from a second process)',
      figures: [
        figure('home, open load', 'home', rps, 'req/s', 'static file'),
        figure('home p99, open load', 'home', p99, 'ms', 'static file'),
        ...pacedFigures('content detail', 'content detail at 500 req/s', 'static file at 500 req/s'),
        ...pacedFigures('search', 'search at 200 req/s', 'static file at 200 req/s'),
        ...pacedFigures('new searches', 'new searches at 200 req/s', 'static file at 200 req/s'),
      ],
      targets: [
        pacedTarget(measured, {
          label: `content detail, every page computed (${formatNumber(detailPaths.length)} articles cycled)`,
          name: 'content detail at 500 req/s',
          fileName: 'static file at 500 req/s',
          rate: 500,
        }),
        latencyTarget(
          `search over ${formatNumber(size.articles)} articles p99 ≤ 50 ms at 200 req/s, common words included ` +
            '(readers asking the same searches: answers kept until the search model moves)',
          'search at 200 req/s',
          50,
          200,
        ),
        // A new search does more than a page: held to 4× the file's p99 rather than 2×.
        pacedTarget(measured, {
          label: `new searches over ${formatNumber(size.articles)} articles (every search new: each computed, common words included)`,
          name: NEW_SEARCHES,
          fileName: 'static file at 200 req/s',
          rate: NEW_SEARCHES_RATE,
          p99TimesFile: 4,
        }),
      ],
      notes: [
        `The platform process (\`startPlatform\` with the reader app, as \`npm start\` runs it, NODE_ENV=production, ` +
          `on the generated platform: ${formatNumber(size.articles)} articles in four languages, ` +
          `${formatNumber(layout.authors)} authors) peaked at ${formatNumber(peakRss)} MiB resident memory (VmHWM) ` +
          'over the whole scenario.',
        SETTLED_NOTE,
        `autocannon runs in a child process: ${OPEN_CONNECTIONS} connections as fast as the server answers for the ` +
          `open loads, ${PACED_CONNECTIONS} connections paced at the stated rate for the others; ` +
          `${sizes.loadSeconds} s per load, ${sizes.runs} runs, loads interleaved. Content detail cycles over ` +
          `${formatNumber(detailPaths.length)} articles in order, more than the API keeps (1,000), so each page is ` +
          `computed; search over ${searchPaths.length} queries ` +
          `(${searchQueries().join(', ')}); new searches over the same queries in each order and on pages 1 to ` +
          `${SEARCH_PAGES} (${formatNumber(newSearchPaths.length)} distinct searches, more than the API keeps, ` +
          'so none is answered from a kept answer; the repeated searches are each asked once before their load, ' +
          'since those new searches push them out). ' +
          `Errors (connection errors, timeouts, non-2xx) over all runs: home ${errors('home')}, content detail ` +
          `${errors('content detail at 500 req/s')}, search ` +
          `${errors('search at 200 req/s')}, new searches ${errors('new searches at 200 req/s')}. ` +
          `The static file is \`${asset}\` from the same process.`,
        split.note,
      ],
    };
  },
);
