import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { resolve } from 'node:path';
import { buildReaderForTests } from '../web-reader/testing/build-reader.ts';

/**
 * `npm test`: every tier, in two vitest processes side by side: the browser files (one at a time, each a platform
 * and a Chromium) and all the others (unit, dom, int, then load). One vitest process runs its groups one after
 * the other, one file at a time on two cores, so the browser files would only start once every other file had
 * ended; side by side the PostgreSQL-bound files and the CPU-bound browser files share the machine instead.
 * The reader is built once beforehand for both. With arguments it is a plain `vitest run` with them.
 */
const VITEST = resolve(import.meta.dirname, '../node_modules/vitest/vitest.mjs');
const STREAMS = [
  ['--project', 'unit', '--project', 'dom', '--project', 'int', '--project', 'load'],
  ['--project', 'browser'],
] as const;
const SUMMARY = /^tests: (\d+) passed, (\d+) failed, (\d+) skipped$/;

const children = new Set<ChildProcess>();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
  });
}

interface StreamResult {
  readonly code: number;
  /** The closing `tests:` line's counts; none when the process ended before it. */
  readonly counts?: readonly [number, number, number];
}

/** Runs `vitest run args`, its output passed on line by line (so two processes' lines never cut into each other). */
function vitest(args: readonly string[], env: NodeJS.ProcessEnv): Promise<StreamResult> {
  const child = spawn(process.execPath, [VITEST, 'run', ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  let counts: StreamResult['counts'];
  createInterface({ input: child.stdout }).on('line', (line) => {
    const summary = SUMMARY.exec(line);
    if (summary) counts = [Number(summary[1]), Number(summary[2]), Number(summary[3])];
    else process.stdout.write(`${line}\n`);
  });
  createInterface({ input: child.stderr }).on('line', (line) => process.stderr.write(`${line}\n`));
  return new Promise((done) =>
    child.on('close', (code, signal) => {
      children.delete(child);
      done({ code: code ?? (signal ? 1 : 0), ...(counts ? { counts } : {}) });
    }),
  );
}

/** The closing line CI reads to tell a run that tested something from one that ran no test. */
function printSummary([passed, failed, skipped]: readonly [number, number, number]) {
  process.stdout.write(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped\n`);
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.length > 0) {
    const { code, counts } = await vitest(args, process.env);
    if (counts) printSummary(counts);
    return code;
  }

  const build = process.env.READER_TEST_BUILD_DIR ? undefined : buildReaderForTests();
  try {
    const env = { ...process.env, ...(build ? { READER_TEST_BUILD_DIR: build.dir } : {}) };
    const results = await Promise.all(STREAMS.map((stream) => vitest(stream, env)));
    const [passed, failed, skipped] = results.reduce<[number, number, number]>(
      ([p, f, s], { code, counts }) => {
        // A process that failed without its closing line (a crash, a global setup that threw) counts as a failure.
        const [cp, cf, cs] = counts ?? [0, code === 0 ? 0 : 1, 0];
        return [p + cp, f + cf, s + cs];
      },
      [0, 0, 0],
    );
    printSummary([passed, failed, skipped]);
    return Math.max(...results.map((result) => result.code));
  } finally {
    build?.remove();
  }
}

process.exitCode = await main();
