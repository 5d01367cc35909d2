import { scriptsUnderSaveData, type PageScriptsSeen } from '../../../web-reader/e2e/save-data-scripts.ts';
import { ARTICLE_BUDGET_KIB, pageScripts } from '../../../web-reader/scripts/page-scripts.ts';
import { startPlatformProcess } from '../api/platform-process.ts';
import { benchArticleSlug } from '../data/platform-events.ts';
import { projectPlatform } from '../platform/generated-platform.ts';
import type { Figure } from '../report/model.ts';
import { formatNumber } from '../report/markdown.ts';
import { percentile, ratio } from '../stats.ts';
import type { Scenario } from './scenario.ts';

/** The route modules each page loads (as web-reader's bundle report counts them). */
const PAGES = {
  home: ['root', 'layouts/default', 'routes/home/home'],
  article: ['root', 'layouts/default', 'article'],
  // The slate editor: /articles/new and /editor/publication/{slug} share its module.
  editor: ['root', 'layouts/default', 'studio-article-edit'],
};
/** What an author's phone may download to open the studio's editor. */
const EDITOR_BUDGET_KIB = 250;
/** Under `Save-Data: on` the reader sends pages without any script (ARCHITECTURE §7b). */
const SAVE_DATA_BUDGET_KIB = 0;
/** The floor of React with React Router alone (ARCHITECTURE §7b). */
const FRAMEWORK_FLOOR_KIB = 107;

/** Times `count` requests one after the other, the whole body read; answers each one's milliseconds. */
async function timeRequests(url: (n: number) => string, count: number): Promise<number[]> {
  const times: number[] = [];
  for (let n = 0; n < count; n += 1) {
    const started = performance.now();
    const response = await fetch(url(n), { headers: { 'accept-language': 'en' } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url(n)} answered ${response.status}`);
    times.push(performance.now() - started);
  }
  return times;
}

/**
 * The reader's critical path: the JavaScript the home and article pages load (gzipped, from this run's production
 * build) beside the budget, and the time the platform process takes to render each page on the server beside the
 * API call that gives the page its data.
 */
export const readerScenario: Scenario = {
  name: 'reader',
  async run({ platform: generated, readerBuild, sizes }) {
    const build = await readerBuild();
    const scripts = Object.fromEntries(
      await Promise.all(
        Object.entries(PAGES).map(
          async ([page, routes]) => [page, await pageScripts(build, routes)] as const,
        ),
      ),
    );
    const platform = await generated();
    await projectPlatform(platform);
    const server = await startPlatformProcess(platform.url, build);
    const articles = Math.min(sizes.renders, platform.size.articles);
    const slugOf = (n: number) => benchArticleSlug((n * 7_919) % platform.size.articles);
    const timings: Record<string, number[]> = {};
    let saveData: PageScriptsSeen;
    try {
      saveData = await scriptsUnderSaveData(`${server.url}/articles/${slugOf(0)}`);
      // Warm-up: the first render of each page compiles its modules.
      await timeRequests(() => `${server.url}/`, 3);
      await timeRequests((n) => `${server.url}/articles/${slugOf(n)}`, 3);
      timings.homePage = await timeRequests(() => `${server.url}/`, sizes.renders);
      timings.homeApi = await timeRequests(() => `${server.url}/api/pages/home`, sizes.renders);
      timings.articlePage = await timeRequests(
        (n) => `${server.url}/articles/${slugOf(n % articles)}`,
        sizes.renders,
      );
      timings.articleApi = await timeRequests(
        (n) => `${server.url}/api/pages/content/${slugOf(n % articles)}`,
        sizes.renders,
      );
    } finally {
      await server.stop();
    }
    const kib = (bytes: number) => bytes / 1024;
    const scriptFigure = (page: keyof typeof PAGES, budget: string, budgetKiB: number): Figure => {
      const value = kib(scripts[page]!.gzipBytes);
      return {
        measure: `${page} page JavaScript, gzipped (${scripts[page]!.files.length} files)`,
        value,
        unit: 'KiB',
        runs: [value],
        beside: { measure: budget, value: budgetKiB, ratio: ratio(value, budgetKiB) },
      };
    };
    const largestFiles = (page: keyof typeof PAGES) =>
      scripts[page]!.sizes.slice(0, 3)
        .map((size) => `${size.file} ${formatNumber(kib(size.gzipBytes))} KiB`)
        .join(', ');
    const renderFigure = (measure: string, page: string, api: string, p: number): Figure => {
      const value = percentile(timings[page]!, p);
      const beside = percentile(timings[api]!, p);
      return {
        measure,
        value,
        unit: 'ms',
        runs: [value],
        beside: { measure: `its API call p${p}`, value: beside, ratio: ratio(value, beside) },
      };
    };
    const article = kib(scripts.article!.gzipBytes);
    const editor = kib(scripts.editor!.gzipBytes);
    const saveDataKiB = kib(saveData.gzipBytes);
    return {
      name: 'reader',
      title: 'Reader: critical-path JavaScript and server render',
      figures: [
        scriptFigure('home', 'article budget', ARTICLE_BUDGET_KIB),
        scriptFigure('article', 'article budget', ARTICLE_BUDGET_KIB),
        scriptFigure('editor', 'editor budget', EDITOR_BUDGET_KIB),
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
        renderFigure('home page server render p50', 'homePage', 'homeApi', 50),
        renderFigure('article page server render p50', 'articlePage', 'articleApi', 50),
        renderFigure('article page server render p99', 'articlePage', 'articleApi', 99),
      ],
      targets: [
        {
          goal: `article page JavaScript ≤ ${ARTICLE_BUDGET_KIB} KiB gzipped (ARCHITECTURE §7b)`,
          measured: `${article.toFixed(2)} KiB${article <= ARTICLE_BUDGET_KIB ? '' : `; largest: ${largestFiles('article')}`}`,
          met: article <= ARTICLE_BUDGET_KIB,
        },
        {
          goal: `studio editor route JavaScript ≤ ${EDITOR_BUDGET_KIB} KiB gzipped`,
          measured: `${editor.toFixed(2)} KiB${editor <= EDITOR_BUDGET_KIB ? '' : `; largest: ${largestFiles('editor')}`}`,
          met: editor <= EDITOR_BUDGET_KIB,
        },
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
        `Scripts counted as web-reader's bundle report counts them (\`pageScripts\`: entry, route modules and their ` +
          `imports, gzip -9) in this run's production build; the editor page is the studio's article editor ` +
          `(/articles/new, /editor/publication/{slug}), whose largest files are ${largestFiles('editor')}. ` +
          `React with React Router alone is about ` +
          `${FRAMEWORK_FLOOR_KIB} KiB. Render times: ${sizes.renders} requests per page one after the other from the ` +
          'bench process to the platform process (after 3 warm-up renders), full HTML read, articles cycling over ' +
          `${formatNumber(articles)} generated articles; beside each, the API call that gives the page its data, ` +
          'timed the same way. A page render includes that call (the reader fetches its data from the API over HTTP).',
        'Save-Data: a generated article opened in headless Chromium sending `Save-Data: on` with every request; ' +
          'every script it downloaded until the network was quiet and every inline script in the page, gzip -9.',
      ],
    };
  },
};
