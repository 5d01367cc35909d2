import { availableParallelism } from 'node:os';
import { START } from '@afrimedia/event-store';
import { projections, replayProjections, type Projection } from '@afrimedia/projections';
import { cpuSpent, sampleCpu, sampleCpuIfReadable, type CpuSpent } from '../measure/cpu-time.ts';
import { targetOf } from '../report/model.ts';
import { formatNumber } from '../report/markdown.ts';
import { median, ratio } from '../stats.ts';
import type { Scenario } from './scenario.ts';

const FEED_BATCH = 1_000;
const TARGET_SHARE = 0.25;

/** The same projection, adding the time its handler takes to `seconds`: where a rebuild's time goes. */
function timed(projection: Projection, seconds: Map<string, number>): Projection {
  return {
    ...projection,
    async handle(trx, events) {
      const started = performance.now();
      try {
        await projection.handle(trx, events);
      } finally {
        const spent = (performance.now() - started) / 1000;
        seconds.set(projection.name, (seconds.get(projection.name) ?? 0) + spent);
      }
    },
  };
}

/**
 * Rebuilds every projection from the generated platform's feed the way `npm run replay -- all` does (every
 * projection dropped, then fed from one read of the feed), beside reading the same feed alone, timing each
 * projection's handler on the way.
 */
export const rebuildScenario: Scenario = {
  name: 'rebuild',
  async run({ platform: generated, sizes, log }) {
    const platform = await generated();
    const counted = await platform.pool.query<{ total: string }>(
      'select count(*)::text as total from event_store.events',
    );
    const total = Number(counted.rows[0]?.total ?? 0);
    const feedRates: number[] = [];
    const rebuildRates: number[] = [];
    const projectionSeconds = new Map<string, number[]>(projections.map((p) => [p.name, []]));
    const cpuRuns: Array<CpuSpent & { wall: number }> = [];
    for (let run = 0; run < sizes.rebuildRuns; run += 1) {
      let started = performance.now();
      let read = 0;
      for await (const _ of platform.store.readAll(START, { batchSize: FEED_BATCH })) read += 1;
      feedRates.push((read * 1000) / (performance.now() - started));

      const spent = new Map<string, number>(projections.map((projection) => [projection.name, 0]));
      started = performance.now();
      const cpuBefore = sampleCpuIfReadable(process.pid);
      await replayProjections({
        store: platform.store,
        db: platform.db,
        projections: projections.map((projection) => timed(projection, spent)),
      });
      rebuildRates.push((total * 1000) / (performance.now() - started));
      if (cpuBefore)
        cpuRuns.push({ ...cpuSpent(cpuBefore, sampleCpu(process.pid)), wall: performance.now() - started });
      platform.projected = true;
      for (const [name, seconds] of spent) projectionSeconds.get(name)!.push(seconds);
      log(
        `  run ${run + 1}: feed read ${Math.round(feedRates.at(-1)!)} events/s, rebuild all ${Math.round(rebuildRates.at(-1)!)} events/s`,
      );
    }
    const feed = median(feedRates);
    const rebuild = median(rebuildRates);
    const share = ratio(rebuild, feed);
    return {
      name: 'rebuild',
      title: `Rebuild of every projection from ${formatNumber(total)} events`,
      figures: [
        {
          measure: 'rebuild all projections',
          value: rebuild,
          unit: 'events/s',
          runs: rebuildRates,
          beside: { measure: 'feed read alone', value: feed, ratio: share },
        },
      ],
      targets: [
        targetOf(
          `rebuild ≥ ${TARGET_SHARE * 100} % of the feed-read rate`,
          share === null
            ? '–'
            : `${(share * 100).toFixed(1)} % (${formatNumber(rebuild)} of ${formatNumber(feed)} events/s)`,
          share !== null && share >= TARGET_SHARE,
          rebuildBound({ total, feed, rebuild, cpuRuns, projectionSeconds }),
        ),
      ],
      notes: [
        `The platform: ${formatNumber(platform.size.users)} users (one in ${platform.size.authorEvery} a validated ` +
          `author with a validated publication), ${formatNumber(platform.size.articles)} articles in English, French, ` +
          "Spanish and Arabic (drafted, submitted, published), then readers' sessions of views, qualified reads, likes " +
          'and unlikes, author follows, favourites and shares; generated from a fixed seed and written through the ' +
          `event store (${formatNumber(platform.writeRate)} events/s from 8 writers, not a measured figure).`,
        `The rebuild rate is all events ÷ the time to replay the ${projections.length} projections from one read ` +
          `of the feed (\`replayProjections\`, what \`npm run replay -- all\` runs); the feed read is \`readAll\` ` +
          `from the start in batches of ${FEED_BATCH}. ${sizes.rebuildRuns} runs. Seconds in each projection's ` +
          'handler during the rebuild (median; the projections write side by side, each on a connection of its ' +
          'own, so the slowest bounds the rebuild): ' +
          [...projectionSeconds]
            .map(([name, seconds]) => `${name} ${median(seconds).toFixed(1)}`)
            .join(', ') +
          '.',
      ],
    };
  },
};

/**
 * The time the target leaves a rebuild beside the time its work takes: the machine's CPU during the rebuild (the
 * bench's process runs the projections' code and decodes the feed) and the seconds in each projection's handler.
 */
function rebuildBound({
  total,
  feed,
  rebuild,
  cpuRuns,
  projectionSeconds,
}: {
  total: number;
  feed: number;
  rebuild: number;
  cpuRuns: ReadonlyArray<CpuSpent & { wall: number }>;
  projectionSeconds: ReadonlyMap<string, number[]>;
}): string {
  const s = (ms: number) => `${formatNumber(ms / 1000)} s`;
  const part = (key: keyof CpuSpent | 'wall') => median(cpuRuns.map((run) => run[key]));
  const handlers = [...projectionSeconds].map(([name, seconds]) => ({ name, seconds: median(seconds) }));
  const slowest = handlers.reduce((a, b) => (b.seconds > a.seconds ? b : a));
  const together = handlers.reduce((sum, handler) => sum + handler.seconds, 0);
  const cores = availableParallelism();
  const busy =
    cpuRuns.length === 0
      ? ''
      : `, in which the machine's ${cores} cores were busy ${s(part('machine'))} of the ` +
        `${s(part('wall') * cores)} they had (PostgreSQL ${s(part('postgres'))}, the bench's process with the ` +
        `projections' code ${s(part('process'))}, the rest ${s(part('other'))})`;
  return (
    `${TARGET_SHARE * 100} % of the feed read is ${formatNumber(TARGET_SHARE * feed)} events/s, a rebuild of ` +
    `${s((total * 1000) / (TARGET_SHARE * feed))}; it took ${s((total * 1000) / rebuild)}${busy}; the handlers' ` +
    `seconds add up to ${formatNumber(together)} s, the slowest, ${slowest.name}'s, ` +
    `${formatNumber(slowest.seconds)} s alone`
  );
}
