/**
 * `npm run bench [-- --quick|--medium] [-- --only <scenario>]`: measures the platform's core paths on a database of its own
 * (DATABASE_URL's server, else an embedded PostgreSQL) and writes RESULTS.md and results.json. A full run of every
 * scenario writes them beside this package; a quick or partial run writes them under bench/reports/.
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from './args.ts';
import { buildReader } from './platform/reader-build.ts';
import { openBenchServer } from './platform/bench-database.ts';
import { generatePlatform, type GeneratedPlatform } from './platform/generated-platform.ts';
import { describeMachine, measuredCommit } from './platform/machine.ts';
import type { ScenarioResult } from './report/model.ts';
import { writeReport } from './report/write-report.ts';
import { scenarios } from './scenarios/index.ts';
import type { ScenarioContext } from './scenarios/scenario.ts';
import { FULL, MEDIUM, QUICK } from './sizes.ts';

const root = resolve(import.meta.dirname, '../..');
const benchDir = resolve(import.meta.dirname, '..');

async function main(): Promise<number> {
  const args = parseArgs(
    process.argv.slice(2),
    scenarios.map((scenario) => scenario.name),
  );
  const selected = args.only.length === 0 ? scenarios : scenarios.filter((s) => args.only.includes(s.name));
  const sizes = { full: FULL, medium: MEDIUM, quick: QUICK }[args.size];
  const log = (line: string) => process.stderr.write(`${line}\n`);
  const started = performance.now();
  const date = new Date().toISOString();
  const commit = measuredCommit(root);
  const server = await openBenchServer(root);
  let platform: Promise<GeneratedPlatform> | undefined;
  let reader: Promise<{ dir: string; remove(): void }> | undefined;
  const context: ScenarioContext = {
    server,
    sizes,
    log,
    platform: () =>
      (platform ??= (async () => {
        log(`writing the generated platform (${sizes.platform.events} events)`);
        return generatePlatform(server, sizes.platform, log);
      })()),
    readerBuild: async () => (await (reader ??= buildReader(root))).dir,
  };
  const results: ScenarioResult[] = [];
  let failed = false;
  try {
    for (const scenario of selected) {
      const scenarioStarted = performance.now();
      log(`${scenario.name}…`);
      try {
        results.push(await scenario.run(context));
      } catch (error) {
        failed = true;
        log(
          `${scenario.name} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
        );
        results.push({
          name: scenario.name,
          title: scenario.name,
          figures: [],
          targets: [],
          notes: [`This scenario failed: ${error instanceof Error ? error.message : String(error)}`],
        });
      }
      log(`${scenario.name} done in ${((performance.now() - scenarioStarted) / 1000).toFixed(0)} s`);
    }
    const partial = args.size !== 'full' || selected.length < scenarios.length;
    const dir = partial ? join(benchDir, 'reports') : benchDir;
    mkdirSync(dir, { recursive: true });
    await writeReport(dir, {
      date,
      commit,
      mode: args.size,
      ...(selected.length < scenarios.length ? { only: selected.map((scenario) => scenario.name) } : {}),
      ...(sizes.note ? { sizeNote: sizes.note } : {}),
      durationSeconds: (performance.now() - started) / 1000,
      machine: await describeMachine(server),
      scenarios: results,
    });
    log(
      `wrote ${join(dir, 'RESULTS.md')} and results.json in ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
  } finally {
    if (platform) await (await platform).close();
    if (reader) (await reader).remove();
    await server.close();
  }
  return failed ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
