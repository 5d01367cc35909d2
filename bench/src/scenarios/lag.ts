import { comparePositions, type GlobalPosition } from '@afrimedia/event-store';
import { projections, startProjectorGroup } from '@afrimedia/projections';
import { platformLayout, platformPhases, type StreamAppend } from '../data/platform-events.ts';
import { projectPlatform } from '../platform/generated-platform.ts';
import { formatNumber } from '../report/markdown.ts';
import { median, percentile, ratio } from '../stats.ts';
import type { Scenario } from './scenario.ts';

const POLL_MS = 5;
const DRAIN_MS = 30_000;

interface Pending {
  /**
   * Each projection that handles one of its events, with the position of the last of them: a projection's
   * checkpoint stops at the last event it handles, so the append's own last position may never be passed by it.
   */
  readonly projections: readonly { readonly name: string; readonly position: GlobalPosition }[];
  readonly started: number;
  readonly appendMs: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Every projection runs live (the projector group the API runs) while readers' engagement is appended at a steady
 * rate; the lag of an append is the time from the append call until every projection that handles its events has
 * committed past it, beside the append's own time.
 */
export const lagScenario: Scenario = {
  name: 'lag',
  async run({ platform: generated, sizes, log }) {
    const platform = await generated();
    await projectPlatform(platform);
    const { eventsPerSecond, seconds } = sizes.lag;
    // Fresh sessions of the same readers and articles, from another seed (other ids, same mix).
    const size = {
      ...platform.size,
      events: platformLayout(platform.size).structuralEvents + eventsPerSecond * seconds * 2,
    };
    const sessions = platformPhases(size, 2).at(-1)!.appends()[Symbol.iterator]();
    const group = startProjectorGroup({
      store: platform.store,
      db: platform.db,
      projections,
      onError: (name, error) => log(`  projection ${name} failed: ${String(error)}`),
    });
    await group.caughtUp();
    const runSeconds = seconds / sizes.runs;
    const lags: number[][] = [];
    const appendTimes: number[][] = [];
    const rates: number[] = [];
    let unprojected = 0;
    try {
      for (let run = 0; run < sizes.runs; run += 1) {
        const pending: Pending[] = [];
        const runLags: number[] = [];
        const runAppends: number[] = [];
        const appends: Promise<void>[] = [];
        let issued = 0;
        const append = async ({ stream, events }: StreamAppend) => {
          const started = performance.now();
          const { positions } = await platform.store.append(stream, events, 'any');
          const handling = projections.flatMap((projection) => {
            const last = events.findLastIndex((event) => projection.canHandle.includes(event.type));
            return last === -1 || positions[last] === undefined
              ? []
              : [{ name: projection.name, position: positions[last]! }];
          });
          pending.push({ projections: handling, started, appendMs: performance.now() - started });
        };
        let polling = true;
        let drainDeadline = Infinity;
        const poller = (async () => {
          while (polling || pending.length > 0) {
            const { rows } = await platform.pool.query<{
              name: string;
              commit_position: string;
              prepare_position: string;
            }>('select name, commit_position::text, prepare_position::text from projections.checkpoints');
            const seenAt = performance.now();
            const checkpoints = new Map(
              rows.map((row) => [
                row.name,
                { commit: BigInt(row.commit_position), prepare: BigInt(row.prepare_position) },
              ]),
            );
            for (let n = pending.length - 1; n >= 0; n -= 1) {
              const item = pending[n]!;
              const visible = item.projections.every(({ name, position }) => {
                const checkpoint = checkpoints.get(name);
                return checkpoint !== undefined && comparePositions(checkpoint, position) >= 0;
              });
              if (!visible) continue;
              runLags.push(seenAt - item.started);
              runAppends.push(item.appendMs);
              pending.splice(n, 1);
            }
            if (!polling && performance.now() > drainDeadline) break;
            await sleep(POLL_MS);
          }
        })();
        const started = performance.now();
        const end = started + runSeconds * 1000;
        while (performance.now() < end) {
          const due = Math.floor(((performance.now() - started) * eventsPerSecond) / 1000);
          while (issued < due) {
            const next = sessions.next();
            if (next.done) throw new Error('the lag scenario ran out of generated sessions');
            issued += next.value.events.length;
            appends.push(append(next.value));
          }
          await sleep(2);
        }
        rates.push((issued * 1000) / (performance.now() - started));
        await Promise.all(appends);
        drainDeadline = performance.now() + DRAIN_MS;
        polling = false;
        await poller;
        // Appends still not visible when the wait ends count with the time waited so far: a lower bound.
        unprojected += pending.length;
        for (const item of pending.splice(0)) {
          runLags.push(performance.now() - item.started);
          runAppends.push(item.appendMs);
        }
        lags.push(runLags);
        appendTimes.push(runAppends);
        log(
          `  run ${run + 1}: ${Math.round(rates.at(-1)!)} events/s, lag p50 ${percentile(runLags, 50).toFixed(1)} ms, p99 ${percentile(runLags, 99).toFixed(1)} ms`,
        );
      }
    } finally {
      await group.stop();
    }
    const figure = (p: number) => {
      const lagRuns = lags.map((run) => percentile(run, p));
      const appendRuns = appendTimes.map((run) => percentile(run, p));
      return {
        measure: `projection lag p${p}`,
        value: median(lagRuns),
        unit: 'ms',
        runs: lagRuns,
        beside: {
          measure: `append p${p}`,
          value: median(appendRuns),
          ratio: ratio(median(lagRuns), median(appendRuns)),
        },
      };
    };
    return {
      name: 'lag',
      title: `Live projection lag under a steady ${eventsPerSecond} events/s`,
      figures: [figure(50), figure(99)],
      targets: [],
      notes: [
        `${sizes.runs} runs of ${runSeconds.toFixed(1)} s at ${formatNumber(median(rates))} events/s (median reached), ` +
          `all ${projections.length} projections running live on the generated platform. Readers' sessions (1–8 ` +
          'engagement events each) are appended on schedule without waiting for each other. The lag runs from the ' +
          'append call until the checkpoint of every projection handling the events has passed the last of them it ' +
          'handles ' +
          `(checkpoints polled every ${POLL_MS} ms, which the p50 includes); beside it, the append call's own time. ` +
          (unprojected === 0
            ? 'Every append became visible.'
            : `${unprojected} appends were still not visible ${DRAIN_MS / 1000} s after the load stopped; they ` +
              'count with the time waited, so the percentiles are lower bounds.'),
      ],
    };
  },
};
