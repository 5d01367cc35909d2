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

/**
 * Big enough for loads of hundreds of readers on their own articles, small enough to generate and project in a
 * minute, so two checkouts can be compared in one sitting.
 */
export const MEDIUM: BenchSizes = {
  runs: 3,
  appendMs: 1_000,
  platform: { events: 60_000, users: 5_000, articles: 5_000, authorEvery: 25 },
  rebuildRuns: 1,
  lag: { eventsPerSecond: 500, seconds: 8 },
  loadSeconds: 5,
  renders: 20,
  note: 'A medium run: a platform of 5,000 readers and 5,000 articles and 5 s loads, not the goal sizes.',
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
