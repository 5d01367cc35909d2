import { describe, expect, it } from 'vitest';
import { costPerOperation, manyWritersBound, oneWriterBound, type CostedRun } from './batch-cost.ts';

const run = (units: number, seconds: number, writers: number, cpu?: CostedRun['cpu']): CostedRun => ({
  done: { units, seconds, perSecond: units / seconds },
  writers,
  ...(cpu ? { cpu } : {}),
});

describe('the cost of one batch in a throughput run', () => {
  it("divides each run's wall and CPU time by its operations and keeps the median of the runs", () => {
    const cost = costPerOperation(
      [
        run(50_000, 2, 1, { machine: 1000, process: 400, postgres: 500, other: 100 }),
        run(100_000, 2, 1, { machine: 3000, process: 1000, postgres: 1600, other: 400 }),
        run(50_000, 2, 1, { machine: 1200, process: 600, postgres: 500, other: 100 }),
        run(50_000, 2, 1),
      ],
      50,
      2,
    );
    expect(cost).toEqual({ wall: 2, machine: 1.2, process: 0.5, postgres: 0.5, other: 0.1, busy: 0.3 });
  });

  it('counts the time each of many writers waited for its own operation', () => {
    const cost = costPerOperation(
      [run(16_000, 1, 16, { machine: 2000, process: 1000, postgres: 900, other: 100 })],
      50,
      2,
    );
    expect(cost?.wall).toBe(50);
    expect(cost?.busy).toBe(1);
  });

  it('is unknown when no run read the CPU time', () => {
    expect(costPerOperation([run(50_000, 2, 1)], 50)).toBeUndefined();
  });

  it("says where one writer's append went beside the INSERT's, and how busy many writers kept the cores", () => {
    const store = { wall: 1.4, machine: 1.2, process: 0.6, postgres: 0.5, other: 0.1, busy: 0.45 };
    const insert = { wall: 1.05, machine: 0.9, process: 0.3, postgres: 0.55, other: 0.05, busy: 0.42 };
    expect(oneWriterBound(50, store, insert)).toBe(
      "one writer has one append in flight at a time, so its rate is 50 events ÷ the time one takes: the store's " +
        "took 1.4 ms, in which the bench's process (the store's code) used 0.6 ms of CPU and PostgreSQL 0.5 ms; " +
        "the 50-row INSERT's took 1.05 ms (0.3 ms and 0.55 ms)",
    );
    expect(manyWritersBound(50, store, insert)).toBe(
      "50 events cost the machine 1.2 ms of CPU through the store (the bench's process with the store's code " +
        '0.6 ms, PostgreSQL 0.5 ms) against 0.9 ms as one 50-row INSERT (0.3 ms, 0.55 ms); the cores were busy ' +
        '45 % and 42 % of the time',
    );
  });
});
