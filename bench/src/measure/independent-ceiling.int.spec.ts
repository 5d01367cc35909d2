import { createTestDatabase, type TestDatabase } from '@afrimedia/postgres/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plainLoopRate } from './independent-ceiling.ts';
import { throughput } from './throughput.ts';

const CONNECTIONS = 16;
const insert = (stream: string) => ({
  text: 'insert into ceiling (stream) values ($1)',
  values: [stream],
});

describe("the bench harness's concurrent ceiling", () => {
  let database: TestDatabase;
  let pool: pg.Pool;

  beforeAll(async () => {
    database = await createTestDatabase('bench_ceiling');
    pool = new pg.Pool({ connectionString: database.url, max: CONNECTIONS });
    await pool.query(
      'create table ceiling (id bigint generated always as identity primary key, stream text)',
    );
  });

  afterAll(async () => {
    await pool.end();
    await database.drop();
  });

  it('counts one-row inserts from 16 connections as a plain pg loop does, in the same minute', async () => {
    const ratios: number[] = [];
    let counted = 0;
    // Interleaved, so a busy moment of a shared machine weighs on both counters alike.
    for (let round = 0; round < 2; round += 1) {
      const harness = await throughput(1_000, CONNECTIONS, async (writer) => {
        await pool.query(insert(`harness-${writer}`));
        return 1;
      });
      const plain = await plainLoopRate(database.url, CONNECTIONS, 1_000, (connection) =>
        insert(`plain-${connection}`),
      );
      counted += harness.units;
      ratios.push(harness.perSecond / plain);
    }
    const stored = await pool.query<{ harness: string }>(
      "select count(*) filter (where stream like 'harness-%') as harness from ceiling",
    );
    // Every row the harness's loops inserted is a unit it counted.
    expect(counted).toBe(Number(stored.rows[0]!.harness));
    // A harness that loses the units of concurrent loops counts a fraction of them (one sixteenth with 16); two
    // counters of the same work on the same server stay within a factor of two of each other.
    expect(Math.max(...ratios)).toBeGreaterThan(0.5);
  });
});
