/**
 * `npm run lighthouse -w @afrimedia/web-reader`: Lighthouse's performance audit of the home page and an article,
 * as a mid-range phone on a slow 3G network sees them, against the platform with its demo content and a reader
 * built for this run. Prints the figures and writes them to reports/lighthouse.json. PostgreSQL: a fresh
 * database on DATABASE_URL's server, else an embedded one.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { freePort } from '@afrimedia/postgres';
import lighthouse from 'lighthouse';
import { buildReaderForTests } from '../testing/build-reader.ts';
import { startPlatformUnderTest } from '../testing/platform-under-test.ts';
import { launchChromium } from './browser.ts';
import { demoItems } from './demo-items.ts';

const webReader = resolve(import.meta.dirname, '..');
const REPORT = join(webReader, 'reports/lighthouse.json');
const { version } = JSON.parse(
  readFileSync(createRequire(import.meta.url).resolve('lighthouse/package.json'), 'utf8'),
) as { version: string };

/** Slow 3G on a mid-range phone with a 4× slower processor (what the platform's readers often have). */
const SETTINGS = {
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

async function audit(url: string, port: number) {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
    { extends: 'lighthouse:default', settings: SETTINGS },
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { audits, categories, runtimeError } = result.lhr;
  if (runtimeError)
    throw new Error(`Lighthouse failed on ${url}: ${runtimeError.code} ${runtimeError.message}`);
  const value = (id: string) => Math.round(audits[id]?.numericValue ?? Number.NaN);
  return {
    url,
    lcpMs: value('largest-contentful-paint'),
    fcpMs: value('first-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    totalByteWeight: value('total-byte-weight'),
    performanceScore: Math.round((categories.performance?.score ?? Number.NaN) * 100),
  };
}

const RUNS = 3;

/**
 * The run with the median LCP of three: Lighthouse simulates the slow network from what it observed on this
 * machine, whose other work (two cores) makes a single run swing by seconds.
 */
async function medianAudit(url: string, port: number) {
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await audit(url, port));
  runs.sort((a, b) => a.lcpMs - b.lcpMs);
  const median = runs[Math.floor(RUNS / 2)]!;
  return { ...median, lcpMsOfRuns: runs.map((run) => run.lcpMs) };
}

async function main() {
  // A build of its own, so a build another process writes at the same time cannot mix in.
  const build = buildReaderForTests();
  const platform = await startPlatformUnderTest({
    readerBuildDir: build.dir,
    postgresServerUrl: process.env.DATABASE_URL,
    label: 'lighthouse',
  });
  const port = await freePort();
  const browser = await launchChromium([`--remote-debugging-port=${port}`]);
  try {
    const demo = await demoItems(platform.url);
    const pages = {
      home: await medianAudit(`${platform.url}/`, port),
      article: await medianAudit(`${platform.url}/articles/${encodeURIComponent(demo.article.slug)}`, port),
    };
    mkdirSync(join(webReader, 'reports'), { recursive: true });
    writeFileSync(
      REPORT,
      `${JSON.stringify({ lighthouse: version, measuredAt: new Date().toISOString(), settings: SETTINGS, pages }, null, 2)}\n`,
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
    await browser.close();
    await platform.stop();
    build.remove();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
