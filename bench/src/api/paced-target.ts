import { availableParallelism } from 'node:os';
import { targetOf, type Target } from '../report/model.ts';
import { formatNumber, formatRatio } from '../report/markdown.ts';
import { ratio } from '../stats.ts';
import type { CpuSpent } from '../measure/cpu-time.ts';
import { p99, requestsPerSecond, type RepeatedLoads } from './repeated-loads.ts';

/** Served rate at least this share of the offered one. */
const SERVED_SHARE = 0.9;
/** p99 at most this multiple of the static file's p99 at the same rate, unless a target says otherwise. */
const P99_TIMES_FILE = 2;

/**
 * A load paced at `rate` held to what the same process does with no work of its own, from the same run: it serves
 * at least 0.9× the offered rate, its p99 is at most 2× (or `p99TimesFile`×) the static file's p99 at that rate, and nothing it answered
 * is an error. The measured text
 * names both bounds' figures, so a target not met shows which one failed and by how much.
 */
export function pacedTarget(
  measured: RepeatedLoads,
  {
    label,
    name,
    fileName,
    rate,
    p99TimesFile = P99_TIMES_FILE,
  }: { label: string; name: string; fileName: string; rate: number; p99TimesFile?: number },
): Target {
  const served = measured.median(name, requestsPerSecond);
  const tail = measured.median(name, p99);
  const fileTail = measured.median(fileName, p99);
  const servedShare = ratio(served, rate);
  const tailTimes = ratio(tail, fileTail);
  // A run in which the load had no answer at all measured nothing, so it cannot meet a latency target.
  const answered = measured.all(name, (result) => result.requests).every((n) => n > 0);
  // An answer that is an error is not a page served, however fast.
  const failed = measured.errors(name);
  const met =
    answered &&
    failed === 0 &&
    servedShare !== null &&
    servedShare >= SERVED_SHARE &&
    tailTimes !== null &&
    tailTimes <= p99TimesFile;
  const cpu = measured.cpuPerRequest(name);
  return targetOf(
    `${label} at ${formatNumber(rate)} req/s: served ≥ ${SERVED_SHARE}× offered and p99 ≤ ${p99TimesFile}× ` +
      `the static file's p99 at ${formatNumber(rate)} req/s, with no errors`,
    `${formatNumber(served)} req/s served (${formatRatio(servedShare)} offered); p99 ${formatNumber(tail)} ms, ` +
      `${formatRatio(tailTimes)} the file's ${formatNumber(fileTail)} ms; ${failed} errors`,
    met,
    cpu && cpuBound(cpu, rate),
  );
}

/**
 * The machine's CPU per answered request, split by who spent it, and what the offered rate asks of the cores at
 * that cost: as the cores near full use, requests wait for one, which a p99 shows first.
 */
export function cpuBound(cpu: CpuSpent, rate: number, cores = availableParallelism()): string {
  const ms = (value: number) => `${formatNumber(value)} ms`;
  return (
    `CPU per answered request: ${ms(cpu.machine)} on the machine (the platform process, API and projectors, ` +
    `${ms(cpu.process)}; PostgreSQL ${ms(cpu.postgres)}; autocannon and the rest ${ms(cpu.other)}), so ` +
    `${formatNumber(rate)} req/s asks ${formatNumber((rate * cpu.machine) / 1000)} of the machine's ${cores} cores`
  );
}
