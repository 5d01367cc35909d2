import { availableParallelism } from 'node:os';
import { formatNumber } from '../report/markdown.ts';
import { median } from '../stats.ts';
import { cpuPerUnit, type CpuSpent } from './cpu-time.ts';
import type { Throughput } from './throughput.ts';

/** A throughput run with the CPU time spent while it ran, when it could be read. */
export interface CostedRun {
  readonly done: Throughput;
  readonly writers: number;
  readonly cpu?: CpuSpent;
}

/**
 * What one operation of `units` units cost, in milliseconds, each part the median of the runs: the time a writer
 * waited for it, and the CPU the machine, the bench's process and PostgreSQL spent on it; with the share of the
 * cores' time that was busy.
 */
export interface OperationCost extends CpuSpent {
  readonly wall: number;
  readonly busy: number;
}

export function costPerOperation(
  runs: readonly CostedRun[],
  units: number,
  cores = availableParallelism(),
): OperationCost | undefined {
  const measured = runs.filter((run) => run.cpu && run.done.units > 0);
  const operations = (run: CostedRun) => run.done.units / units;
  const cpu = cpuPerUnit(measured.map((run) => ({ cpu: run.cpu!, units: operations(run) })));
  if (!cpu) return undefined;
  return {
    ...cpu,
    wall: median(measured.map((run) => (run.done.seconds * 1000 * run.writers) / operations(run))),
    busy: median(measured.map((run) => run.cpu!.machine / (run.done.seconds * 1000 * cores))),
  };
}

const ms = (value: number) => `${formatNumber(value)} ms`;
const percent = (share: number) => `${formatNumber(share * 100)} %`;

/**
 * Why one writer's batches run at the rate they do: it has one append in flight at a time, so its rate is the
 * batch ÷ the time one takes, which the CPU split says where it went, beside the plain INSERT's.
 */
export function oneWriterBound(units: number, store: OperationCost, insert: OperationCost): string {
  return (
    `one writer has one append in flight at a time, so its rate is ${units} events ÷ the time one takes: the ` +
    `store's took ${ms(store.wall)}, in which the bench's process (the store's code) used ${ms(store.process)} ` +
    `of CPU and PostgreSQL ${ms(store.postgres)}; the ${units}-row INSERT's took ${ms(insert.wall)} ` +
    `(${ms(insert.process)} and ${ms(insert.postgres)})`
  );
}

/** Why many writers' batches run at the rate they do: what a batch costs the machine, and how busy its cores were. */
export function manyWritersBound(units: number, store: OperationCost, insert: OperationCost): string {
  return (
    `${units} events cost the machine ${ms(store.machine)} of CPU through the store (the bench's process with the ` +
    `store's code ${ms(store.process)}, PostgreSQL ${ms(store.postgres)}) against ${ms(insert.machine)} as one ` +
    `${units}-row INSERT (${ms(insert.process)}, ${ms(insert.postgres)}); the cores were busy ` +
    `${percent(store.busy)} and ${percent(insert.busy)} of the time`
  );
}
