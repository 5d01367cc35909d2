/**
 * After `react-router build`: the JavaScript each page downloads, gzipped, written to build/bundle-report.json and
 * printed, with a warning when the article page exceeds its budget (a reader on a cheap phone and a slow
 * network pays for every kilobyte before the page responds).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pageScripts, READER_BUILD, ARTICLE_BUDGET_KIB } from './page-scripts.ts';

const pages = {
  home: ['root', 'layouts/default', 'routes/home/home'],
  article: ['root', 'layouts/default', 'article'],
};

const report: Record<string, { files: number; gzipKiB: number }> = {};
for (const [page, routes] of Object.entries(pages)) {
  const measured = await pageScripts(READER_BUILD, routes);
  report[page] = { files: measured.files.length, gzipKiB: Math.round(measured.gzipBytes / 102.4) / 10 };
}
writeFileSync(join(READER_BUILD, 'bundle-report.json'), `${JSON.stringify(report, null, 2)}\n`);
for (const [page, { files, gzipKiB }] of Object.entries(report)) {
  process.stderr.write(`reader JavaScript, ${page} page: ${gzipKiB} KiB gzipped in ${files} files\n`);
}
// The budget is enforced by a test (web-reader/e2e); the build only reports, so `npm start` still starts.
const article = report.article?.gzipKiB ?? Infinity;
if (article > ARTICLE_BUDGET_KIB) {
  process.stderr.write(
    `the article page's JavaScript (${article} KiB) is over its ${ARTICLE_BUDGET_KIB} KiB budget\n`,
  );
}
