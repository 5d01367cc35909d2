import type { PlatformSize } from './data/platform-events.ts';

export interface BenchSizes {
  /** How many times each figure is measured; the report keeps the median. */
  readonly runs: number;
  /** How long one append or insert variant runs. */
  readonly appendMs: number;
  readonly platform: PlatformSize;
  /** `replay all` takes long on the full platform: fewer runs, still a median. */
  readonly rebuildRuns: number;
  readonly lag: { readonly eventsPerSecond: number; readonly seconds: number };
  /** How long autocannon loads one route. */
  readonly loadSeconds: number;
  /** Sequential page renders timed per page. */
  readonly renders: number;
  /** Why these sizes, when they are smaller than the benchmark's own goal; shown in the report. */
  readonly note?: string;
}

export const FULL: BenchSizes = {
  runs: 3,
  appendMs: 2_000,
  platform: { events: 1_000_000, users: 20_000, articles: 100_000, authorEvery: 25 },
  rebuildRuns: 2,
  lag: { eventsPerSecond: 500, seconds: 15 },
  loadSeconds: 10,
  renders: 30,
};

/** A small version of every scenario, for a check in under three minutes. */
export const QUICK: BenchSizes = {
  runs: 2,
  appendMs: 500,
  platform: { events: 1_200, users: 100, articles: 100, authorEvery: 25 },
  rebuildRuns: 1,
  lag: { eventsPerSecond: 500, seconds: 4 },
  loadSeconds: 1,
  renders: 10,
  note: 'A quick run: small sizes and short loads, to check that every scenario works, not to compare figures.',
};
