import { describe, expect, it } from 'vitest';
import type { LoadResult } from './load-options.ts';
import { cpuBound } from './paced-target.ts';
import { cpuPerRequest } from './repeated-loads.ts';

const run = (requests: number, cpu?: LoadResult['cpu']): LoadResult => ({
  requestsPerSecond: requests / 10,
  p50: 10,
  p99: 50,
  requests,
  errors: 0,
  ...(cpu ? { cpu } : {}),
});

describe('CPU per request under a load', () => {
  it('divides each run by its answered requests and keeps the median of the runs', () => {
    expect(
      cpuPerRequest([
        run(1000, { machine: 8000, process: 4000, postgres: 3000, other: 1000 }),
        run(2000, { machine: 20000, process: 8000, postgres: 8000, other: 4000 }),
        run(1000, { machine: 12000, process: 5000, postgres: 5000, other: 2000 }),
        run(0, { machine: 5000, process: 0, postgres: 0, other: 5000 }),
        run(500),
      ]),
    ).toEqual({ machine: 10, process: 4, postgres: 4, other: 2 });
  });

  it('is unknown when no run measured it', () => {
    expect(cpuPerRequest([run(1000)])).toBeUndefined();
  });

  it('says what the offered rate asks of the cores at that cost', () => {
    expect(cpuBound({ machine: 8, process: 4, postgres: 3, other: 1 }, 500, 2)).toBe(
      'CPU per answered request: 8 ms on the machine (the platform process, API and projectors, 4 ms; ' +
        "PostgreSQL 3 ms; autocannon and the rest 1 ms), so 500 req/s asks 4 of the machine's 2 cores",
    );
  });
});
