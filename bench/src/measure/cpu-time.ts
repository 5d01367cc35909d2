import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { median } from '../stats.ts';

/** CPU time used so far, in milliseconds: the whole machine's, one process's and PostgreSQL's processes' together. */
export interface CpuSample {
  /** Busy time of every core (user, nice, system, interrupts, steal); idle and I/O wait left out. */
  readonly machine: number;
  readonly process: number;
  readonly postgres: number;
}

/** Where a load's CPU time went, in milliseconds: the platform process, PostgreSQL, and everything else. */
export interface CpuSpent extends CpuSample {
  /** The machine's busy time that is neither the process's nor PostgreSQL's: the load generator, the bench. */
  readonly other: number;
}

let ticksPerSecond: number | undefined;

/** The kernel's clock ticks per second, in which /proc counts CPU time (USER_HZ). */
function clockTicks(): number {
  ticksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  return ticksPerSecond;
}

/** Busy ticks of all cores from /proc/stat's first line. */
export function machineBusyTicks(procStat: string): number {
  const fields = procStat.split('\n', 1)[0]!.trim().split(/\s+/).slice(1).map(Number);
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = fields;
  return user + nice + system + irq + softirq + steal;
}

/**
 * A process's name, its user plus system ticks, and those of its children that ended and were waited for, from its
 * /proc/<pid>/stat line.
 */
export function processTicks(stat: string): { name: string; ticks: number; endedChildren: number } {
  // The name is in parentheses and may itself hold spaces or parentheses: the fields after it start at the last ')'.
  const close = stat.lastIndexOf(')');
  const name = stat.slice(stat.indexOf('(') + 1, close);
  const fields = stat.slice(close + 2).split(' ');
  // utime, stime, cutime and cstime are the stat line's 14th to 17th fields; the list here starts at the 3rd (state).
  return {
    name,
    ticks: Number(fields[11]) + Number(fields[12]),
    endedChildren: Number(fields[13]) + Number(fields[14]),
  };
}

const readStat = (pid: string) => {
  try {
    return processTicks(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    // The process ended between listing /proc and reading it.
    return undefined;
  }
};

/**
 * What the machine, process `pid` and PostgreSQL have used so far: every process named `postgres` (server and
 * backends), and the backends that have ended, whose time the server, which waits for them, holds as its children's.
 */
export function sampleCpu(pid: number): CpuSample {
  const ms = 1000 / clockTicks();
  let postgres = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readStat(entry);
    if (stat?.name === 'postgres') postgres += stat.ticks + stat.endedChildren;
  }
  return {
    machine: machineBusyTicks(readFileSync('/proc/stat', 'utf8')) * ms,
    process: (readStat(String(pid))?.ticks ?? 0) * ms,
    postgres: postgres * ms,
  };
}

/** `sampleCpu`, or undefined where there is no /proc to read it from (elsewhere than on Linux). */
export function sampleCpuIfReadable(pid: number): CpuSample | undefined {
  try {
    return sampleCpu(pid);
  } catch {
    return undefined;
  }
}

/**
 * CPU milliseconds per unit (an answered request, an append) over runs that read it and did some, each part the
 * median of the runs.
 */
export function cpuPerUnit(runs: ReadonlyArray<{ cpu?: CpuSpent; units: number }>): CpuSpent | undefined {
  const measured = runs.filter((run) => run.cpu && run.units > 0);
  if (measured.length === 0) return undefined;
  const part = (key: keyof CpuSpent) => median(measured.map((run) => run.cpu![key] / run.units));
  return {
    machine: part('machine'),
    process: part('process'),
    postgres: part('postgres'),
    other: part('other'),
  };
}

export function cpuSpent(before: CpuSample, after: CpuSample): CpuSpent {
  const machine = after.machine - before.machine;
  const process = after.process - before.process;
  const postgres = after.postgres - before.postgres;
  return { machine, process, postgres, other: Math.max(0, machine - process - postgres) };
}
