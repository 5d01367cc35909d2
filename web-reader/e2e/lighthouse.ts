/**
 * `npm run lighthouse -w @afrimedia/web-reader`: Lighthouse's performance audit of the home page and an article,
 * as a mid-range phone on a slow 3G network sees them, against the platform with its demo content and a reader
 * built for this run. Prints the figures and writes them to reports/lighthouse.json. PostgreSQL: a fresh
 * database on DATABASE_URL's server, else an embedded one.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildReaderForTests } from '../testing/build-reader.ts';
import { startPlatformUnderTest } from '../testing/platform-under-test.ts';
import { demoHeadlineSlug } from './demo-items.ts';
import { auditPages, LIGHTHOUSE_VERSION, SLOW_PHONE_SETTINGS } from './lighthouse-audit.ts';

const webReader = resolve(import.meta.dirname, '..');
const REPORT = join(webReader, 'reports/lighthouse.json');
const RUNS = 3;

async function main() {
  // A build of its own, so a build another process writes at the same time cannot mix in.
  const build = buildReaderForTests();
  const platform = await startPlatformUnderTest({
    readerBuildDir: build.dir,
    postgresServerUrl: process.env.DATABASE_URL,
    label: 'lighthouse',
  });
  try {
    const slug = await demoHeadlineSlug(platform.url);
    const audited = await auditPages(
      {
        home: `${platform.url}/`,
        article: `${platform.url}/articles/${encodeURIComponent(slug)}`,
      },
      RUNS,
    );
    const pages = Object.fromEntries(
      Object.entries(audited).map(([name, { median, runs }]) => [
        name,
        { ...median, lcpMsOfRuns: runs.map((run) => run.lcpMs) },
      ]),
    );
    mkdirSync(join(webReader, 'reports'), { recursive: true });
    writeFileSync(
      REPORT,
      `${JSON.stringify({ lighthouse: LIGHTHOUSE_VERSION, measuredAt: new Date().toISOString(), settings: SLOW_PHONE_SETTINGS, pages }, null, 2)}\n`,
    );
    for (const [name, figures] of Object.entries(pages)) {
      process.stdout.write(
        `${name}: performance ${figures.performanceScore}, LCP ${figures.lcpMs} ms, FCP ${figures.fcpMs} ms, ` +
          `TBT ${figures.tbtMs} ms, ${Math.round(figures.totalByteWeight / 1024)} KiB in total ` +
          `(median of LCPs ${figures.lcpMsOfRuns.join(', ')} ms)\n`,
      );
    }
    process.stdout.write(`written to ${REPORT}\n`);
  } finally {
    await platform.stop();
    build.remove();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
