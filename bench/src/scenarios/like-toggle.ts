import { signInReaders } from '../api/reader-tokens.ts';
import type { LoadResult, LoadRoute } from '../api/load-options.ts';
import { pacedTarget } from '../api/paced-target.ts';
import { p50, p99, repeatLoads, requestsPerSecond } from '../api/repeated-loads.ts';
import { smallestAsset } from '../api/smallest-asset.ts';
import { benchUserId } from '../data/platform-events.ts';
import type { Figure } from '../report/model.ts';
import { formatNumber } from '../report/markdown.ts';
import { ratio } from '../stats.ts';
import { SETTLED_NOTE } from '../platform/generated-platform.ts';
import { servedPlatformScenario } from './served-platform-scenario.ts';

const CONNECTIONS = 64;
const LIKERS = 1_000;
/** Each rate is loaded beside the static file at the same rate: what the process answers with no work of its own. */
const RATES = [300, 500] as const;
/** The rate the issue holds the like toggle to, beside the static file at that rate. */
const TARGET_RATE = 500;

const likeName = (rate: number) => `like toggle at ${rate} req/s`;
const staticName = (rate: number) => `static file at ${rate} req/s`;

/**
 * Signed-in readers liking and unliking an article each, as a reader tapping the button, paced at 300 and at
 * 500 req/s, each rate beside a static file the same process serves at that rate in the same run.
 */
export const likeToggleScenario = servedPlatformScenario(
  'likes',
  async ({ platform, server, build }, { sizes, log }) => {
    const { size } = platform;
    // Readers who are not authors, each with an article of their own to toggle.
    const likerIds = Array.from({ length: Math.min(LIKERS, size.users) }, (_, n) => n * 7 + 1)
      .filter((n) => n < size.users && n % size.authorEvery !== 0)
      .map(benchUserId);
    const tokens = await signInReaders(platform.pool, likerIds);
    const pairs = likerIds.map((userId, n) => ({
      token: tokens[n]!,
      contentId: `bench-content-${String((n * 37) % size.articles).padStart(7, '0')}`,
      userId,
    }));
    const asset = smallestAsset(build);
    const loads: Array<{ name: string; route: LoadRoute; rate: number }> = RATES.flatMap((rate) => [
      { name: staticName(rate), route: { kind: 'get', paths: [asset] }, rate },
      { name: likeName(rate), route: { kind: 'like-toggle', pairs }, rate },
    ]);
    const measured = await repeatLoads(
      loads.map((load) => ({
        name: load.name,
        options: {
          url: server.url,
          connections: CONNECTIONS,
          seconds: sizes.loadSeconds,
          rate: load.rate,
          route: load.route,
          platformPid: server.pid,
        },
      })),
      sizes.runs,
      log,
    );
    const { all, errors } = measured;
    const med = measured.median;
    const rps = requestsPerSecond;
    const figure = (measure: string, rate: number, pick: (result: LoadResult) => number, unit: string) => {
      const value = med(likeName(rate), pick);
      const beside = med(staticName(rate), pick);
      return {
        measure: `${measure} at ${rate} req/s`,
        value,
        unit,
        runs: all(likeName(rate), pick),
        beside: { measure: staticName(rate), value: beside, ratio: ratio(value, beside) },
      } satisfies Figure;
    };
    return {
      name: 'likes',
      title: 'Like toggle under load (autocannon from a second process)',
      figures: RATES.flatMap((rate) => [
        figure('like toggle p50', rate, p50, 'ms'),
        figure('like toggle p99', rate, p99, 'ms'),
        figure('like toggle, req/s reached', rate, rps, 'req/s'),
      ]),
      targets: [
        pacedTarget(measured, {
          label: 'like toggle',
          name: likeName(TARGET_RATE),
          fileName: staticName(TARGET_RATE),
          rate: TARGET_RATE,
        }),
      ],
      notes: [
        `The platform process as \`npm start\` runs it, on the generated platform; ${formatNumber(pairs.length)} ` +
          'signed-in readers each liking and unliking an article of their own. ' +
          `autocannon runs in a child process with ${CONNECTIONS} connections paced at the stated rate; ` +
          `${sizes.loadSeconds} s per load, ${sizes.runs} runs, loads interleaved, each rate's like toggle right ` +
          `after the static file (\`${asset}\`, same process) at that rate. Errors (connection errors, timeouts, ` +
          `non-2xx) over all runs: ${RATES.map((rate) => `${rate} req/s ${errors(likeName(rate))}`).join(', ')}.`,
        SETTLED_NOTE,
      ],
    };
  },
);
