import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { periodOf, readRefusals } from '@afrimedia/domain';
import {
  createPostgresEventStore,
  isInFeed,
  migrateEventStore,
  type PostgresEventStore,
} from '@afrimedia/event-store';
import { createTestDatabase, type TestDatabase } from '@afrimedia/postgres/testing';
import { createReadModelsDb, migrateReadModels, type ReadModels } from '@afrimedia/read-models';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replayProjection } from '../replay/replay.ts';
import { incomeHistory, type StreamAppend } from './income-history.ts';
import { incomeProjection } from './income.projection.ts';
import { verifyIncome } from './verify-income.ts';

const root = resolve(import.meta.dirname, '../../..');

/** Appends the history's steps one after the other, each from eight writers at once. */
async function appendHistory(store: PostgresEventStore, history: ReadonlyArray<readonly StreamAppend[]>) {
  for (const step of history) {
    let next = 0;
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (next < step.length) {
          const { stream, events } = step[next++]!;
          await store.append(stream, events, 'any');
        }
      }),
    );
  }
}

/** `npm run verify-income` against the test database: its exit code and what it wrote. */
function runCli(databaseUrl: string): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', resolve(root, 'scripts/verify-income.ts')], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((done) => child.on('exit', (code) => done({ code, output })));
}

describe('verifying authors income against the events', () => {
  let database: TestDatabase;
  let pool: pg.Pool;
  let store: PostgresEventStore;
  let db: Kysely<ReadModels>;
  const counts = new Map<string, number>();

  beforeAll(async () => {
    database = await createTestDatabase('income-verify');
    pool = new pg.Pool({ connectionString: database.url, max: 10 });
    await migrateEventStore(pool);
    db = createReadModelsDb(pool);
    await migrateReadModels(db);
    store = createPostgresEventStore({ pool });
    const history = incomeHistory({ authors: 50, readers: 5_000, events: 200_000, rateCards: 3 });
    for (const step of history)
      for (const { events } of step)
        for (const { type } of events) counts.set(type, (counts.get(type) ?? 0) + 1);
    await appendHistory(store, history);
    const head = await store.headPosition();
    while (!(await isInFeed(store, head))) await new Promise((wait) => setTimeout(wait, 10));
    await replayProjection({ store, db, projection: incomeProjection });
  }, 300_000);

  afterAll(async () => {
    await store.close();
    await pool.end();
    await database.drop();
  });

  it('finds the projected ledger, statements and payouts equal to the events, to the micro-euro', async () => {
    const progress: number[] = [];
    const result = await verifyIncome({ store, db }, ({ eventsRead }) => progress.push(eventsRead));
    const lines = counts.get('ContentReadQualified')! + counts.get('ContentClicked')!;
    const stored = await db
      .selectFrom('income.ledger')
      .select([
        sql<string>`sum(micro_euros)`.as('total'),
        sql<string>`count(distinct author_id)`.as('authors'),
      ])
      .executeTakeFirstOrThrow();
    const statements = await db
      .selectFrom('income.statements')
      .select(sql<string>`count(*)`.as('count'))
      .executeTakeFirstOrThrow();
    expect(result).toEqual({
      events: lines + counts.get('ContentReadRefused')! + counts.get('RateCardPublished')!,
      lines,
      statements: Number(statements.count),
      authors: 50,
      microEuros: Number(stored.total),
      difference: null,
    });
    // The history is what the brief asks of it: a few rate changes, refusals of every kind and enough reads.
    expect(counts.get('RateCardPublished')).toBe(3);
    expect(Number(stored.authors)).toBe(50);
    expect(counts.get('ContentViewed')! + lines + counts.get('ContentReadRefused')!).toBeGreaterThanOrEqual(
      200_000,
    );
    const reasons = await db.selectFrom('income.refused_reads').select('reason').distinct().execute();
    expect(reasons.map(({ reason }) => reason).sort()).toEqual([...readRefusals].sort());
    expect(progress.at(-1)).toBe(result.events);
  }, 120_000);

  it('names the author and month of a ledger line changed in SQL, and the command exits 1 naming them', async () => {
    const line = await db
      .selectFrom('income.ledger')
      .select(['source_event_id', 'author_id', 'at', 'micro_euros'])
      .where('rate_card_id', 'is not', null)
      .orderBy('source_event_id')
      .offset(12_345)
      .limit(1)
      .executeTakeFirstOrThrow();
    await db
      .updateTable('income.ledger')
      .set({ micro_euros: sql`micro_euros + 1` })
      .where('source_event_id', '=', line.source_event_id)
      .execute();
    const month = periodOf('month', line.at.toISOString()).start;

    const result = await verifyIncome({ store, db });
    expect(result.difference).toEqual({
      authorId: line.author_id,
      period: 'ledger',
      periodStart: month,
      what: `line ${line.source_event_id} micro-euros`,
      expected: line.micro_euros,
      actual: String(Number(line.micro_euros) + 1),
    });

    const cli = await runCli(database.url);
    expect(cli.code).toBe(1);
    expect(cli.output).toContain(`income differs for author ${line.author_id}, ledger of ${month}`);
  }, 120_000);
});
