import { describe, expect, it } from 'vitest';
import { cpuSpent, machineBusyTicks, processTicks, sampleCpu } from './cpu-time.ts';

describe('CPU time from /proc', () => {
  it('counts busy ticks, leaving out idle and I/O wait', () => {
    // user nice system idle iowait irq softirq steal guest guest_nice
    expect(machineBusyTicks('cpu  100 2 30 5000 70 4 5 6 0 0\ncpu0 50 1 15 2500 35 2 2 3 0 0\n')).toBe(147);
  });

  it("reads a process's user and system ticks past a name holding spaces and parentheses", () => {
    const stat = '4242 (postgres: a (b) c) S 1 4242 4242 0 -1 4194560 900 0 0 0 123 45 0 0 20 0 1 0 6534 0 0';
    expect(processTicks(stat)).toEqual({ name: 'postgres: a (b) c', ticks: 168, endedChildren: 0 });
  });

  it("reads the time of a process's ended children, as a server's ended backends", () => {
    const stat = '777 (postgres) S 1 777 777 0 -1 4194560 900 0 0 0 10 5 300 200 20 0 1 0 6534 0 0';
    expect(processTicks(stat)).toEqual({ name: 'postgres', ticks: 15, endedChildren: 500 });
  });

  it('finds this process spending what it burns', () => {
    const before = sampleCpu(process.pid);
    const started = process.cpuUsage();
    let x = 0;
    while (process.cpuUsage(started).user < 300_000) x += Math.sqrt(x + 1);
    const spent = cpuSpent(before, sampleCpu(process.pid));
    expect(x).toBeGreaterThan(0);
    // Ticks are 10 ms: the 300 ms burnt shows within a few ticks, and the machine was at least as busy.
    expect(spent.process).toBeGreaterThanOrEqual(250);
    expect(spent.machine).toBeGreaterThanOrEqual(spent.process - 30);
    expect(spent.other).toBeGreaterThanOrEqual(0);
  });
});
