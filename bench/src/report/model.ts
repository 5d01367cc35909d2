import type { SizeName } from '../args.ts';
/** One figure, the median of its runs, with what it is compared with in the same run. */
export interface Figure {
  readonly measure: string;
  readonly value: number;
  readonly unit: string;
  /** Every run's figure, in run order. */
  readonly runs: readonly number[];
  /** The ceiling or peer measured beside it, and `value / beside.value`. */
  readonly beside?: { readonly measure: string; readonly value: number; readonly ratio: number | null };
}

export interface Target {
  readonly goal: string;
  readonly measured: string;
  readonly met: boolean;
  /** What holds the figure back, with the measurement of this run that shows it: said when the target is not met. */
  readonly bound?: string;
}

/** A target, with what bounds it kept only when it is not met. */
export function targetOf(goal: string, measured: string, met: boolean, bound?: string): Target {
  return { goal, measured, met, ...(!met && bound !== undefined ? { bound } : {}) };
}

export interface ScenarioResult {
  readonly name: string;
  readonly title: string;
  readonly figures: readonly Figure[];
  readonly targets: readonly Target[];
  /** What the figures mean and how they were taken (sizes, runs, method). */
  readonly notes: readonly string[];
}

export interface Machine {
  readonly cpus: string;
  readonly cores: number;
  readonly memoryGiB: number;
  readonly node: string;
  readonly postgres: string;
  readonly database: 'embedded' | 'DATABASE_URL';
}

export interface BenchReport {
  readonly date: string;
  readonly commit: string;
  readonly mode: SizeName;
  /** The scenarios run, when not all of them were. */
  readonly only?: readonly string[];
  /** Why the sizes differ from the benchmark's goal, when they do. */
  readonly sizeNote?: string;
  readonly durationSeconds: number;
  readonly machine: Machine;
  readonly scenarios: readonly ScenarioResult[];
}
