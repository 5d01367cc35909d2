import { cpuPerUnit, type CpuSpent } from '../measure/cpu-time.ts';
import { median } from '../stats.ts';
import type { LoadOptions, LoadResult } from './load-options.ts';
import { runLoads } from './run-load.ts';

/** One named load of a scenario: what runLoads takes, under the name its figures are reported by. */
export interface NamedLoad {
  readonly name: string;
  readonly options: LoadOptions;
}

/** Each load's results over the runs, and the medians a report is made of. */
export interface RepeatedLoads {
  /** What `pick` read of each run of the load named `name`. */
  all(name: string, pick: (result: LoadResult) => number): number[];
  /** The median over the runs, leaving out runs that measured nothing (NaN); NaN when none did. */
  median(name: string, pick: (result: LoadResult) => number): number;
  /** Errors over all the runs. */
  errors(name: string): number;
  /** CPU milliseconds per answered request, each part the median over the runs; undefined when none measured it. */
  cpuPerRequest(name: string): CpuSpent | undefined;
}

// A load that got no answer has no latency (autocannon reports 0): it is left out of the median.
export const p50 = (result: LoadResult) => (result.requests > 0 ? result.p50 : Number.NaN);
export const p99 = (result: LoadResult) => (result.requests > 0 ? result.p99 : Number.NaN);
export const requestsPerSecond = (result: LoadResult) => result.requestsPerSecond;

/** Runs the loads side by side `runs` times, logging each run, so every figure is a median beside its peer. */
export async function repeatLoads(
  loads: readonly NamedLoad[],
  runs: number,
  log: (line: string) => void,
): Promise<RepeatedLoads> {
  const results = new Map<string, LoadResult[]>(loads.map((load) => [load.name, []]));
  for (let run = 0; run < runs; run += 1) {
    const measured = await runLoads(loads.map((load) => load.options));
    for (const [n, load] of loads.entries()) {
      const result = measured[n]!;
      results.get(load.name)!.push(result);
      log(
        `  run ${run + 1}: ${load.name}: ${Math.round(result.requestsPerSecond)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, ${result.errors} errors`,
      );
    }
  }
  const all = (name: string, pick: (result: LoadResult) => number) => results.get(name)!.map(pick);
  return {
    all,
    median(name, pick) {
      const measured = all(name, pick).filter((value) => !Number.isNaN(value));
      return measured.length > 0 ? median(measured) : Number.NaN;
    },
    errors: (name) => all(name, (result) => result.errors).reduce((sum, n) => sum + n, 0),
    cpuPerRequest: (name) => cpuPerRequest(results.get(name)!),
  };
}

/** CPU milliseconds per answered request over runs, each part the median of the runs that measured it. */
export function cpuPerRequest(runs: readonly LoadResult[]): CpuSpent | undefined {
  return cpuPerUnit(
    runs.map((result) => ({ ...(result.cpu ? { cpu: result.cpu } : {}), units: result.requests })),
  );
}
