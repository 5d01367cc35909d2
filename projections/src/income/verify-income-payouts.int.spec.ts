import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { schemaVersionOf } from '@afrimedia/domain';
import {
  createPostgresEventStore,
  isInFeed,
  migrateEventStore,
  type PostgresEventStore,
} from '@afrimedia/event-store';
import { testEvent } from '@afrimedia/event-store/testing';
import { createTestDatabase, type TestDatabase } from '@afrimedia/postgres/testing';
import { createReadModelsDb, migrateReadModels, type ReadModels } from '@afrimedia/read-models';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replayProjection } from '../replay/replay.ts';
import { incomeProjection } from './income.projection.ts';
import { verifyIncome } from './verify-income.ts';

const root = resolve(import.meta.dirname, '../../..');
const newEvent = (type: string, data: unknown) =>
  testEvent(type, data, { actorId: 'test', schemaVersion: schemaVersionOf(type) });

const read = (authorId: string, readerId: string, at: string) =>
  newEvent('ContentReadQualified', {
    readerId,
    contentId: `c-${authorId}`,
    authorId,
    viewId: `v-${readerId}-${at}`,
    seconds: 40,
    at,
  });

const payout = (authorId: string, month: string, next: string, figures: Record<string, number>) =>
  newEvent('PayoutStatementIssued', {
    authorId,
    statementId: `s-${authorId}-${month}`,
    periodStart: month,
    periodEnd: next,
    reads: 0,
    clicks: 0,
    microEuros: 0,
    carriedInMicroEuros: 0,
    cents: 0,
    carriedOutMicroEuros: 0,
    issuedAt: '2026-11-02T00:00:00.000Z',
    ...figures,
  });

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

describe('verifying issued payouts and the ledger against the events', () => {
  let database: TestDatabase;
  let pool: pg.Pool;
  let store: PostgresEventStore;
  let db: Kysely<ReadModels>;
  /** Rebuilds the income read model once the feed delivers everything appended so far. */
  const project = async () => {
    const head = await store.headPosition();
    while (!(await isInFeed(store, head))) await new Promise((wait) => setTimeout(wait, 10));
    await replayProjection({ store, db, projection: incomeProjection });
  };

  beforeAll(async () => {
    database = await createTestDatabase('income-payouts');
    pool = new pg.Pool({ connectionString: database.url, max: 4 });
    await migrateEventStore(pool);
    db = createReadModelsDb(pool);
    await migrateReadModels(db);
    store = createPostgresEventStore({ pool });
    await store.append(
      'ratecard-platform',
      [
        newEvent('RateCardPublished', {
          rateCardId: 'rc1',
          effectiveFrom: '2026-10-01T00:00:00.000Z',
          microEurosPerRead: 3_333,
          microEurosPerClick: 500,
          publishedAt: '2026-09-30T00:00:00.000Z',
        }),
      ],
      'no_stream',
    );
    await store.append(
      'reader-r1',
      [
        read('a1', 'r1', '2026-10-05T09:00:00.000Z'),
        read('a1', 'r1', '2026-10-06T09:00:00.000Z'),
        newEvent('ContentClicked', {
          readerId: 'r1',
          contentId: 'c-a1',
          authorId: 'a1',
          viewId: 'v-click',
          via: 'share',
          at: '2026-10-07T09:00:00.000Z',
        }),
        read('a1', 'r1', '2026-11-02T09:00:00.000Z'),
        ...['10', '11', '12'].map((day) => read('a2', 'r1', `2026-10-${day}T09:00:00.000Z`)),
      ],
      'no_stream',
    );
    // September had no lines: its statement is nothing earned and nothing carried.
    await store.append(
      'income-a1',
      [
        payout('a1', '2026-09-01', '2026-10-01', {}),
        payout('a1', '2026-10-01', '2026-11-01', {
          reads: 2,
          clicks: 1,
          microEuros: 7_166,
          carriedOutMicroEuros: 7_166,
        }),
      ],
      'no_stream',
    );
    await project();
  }, 60_000);

  afterAll(async () => {
    await store.close();
    await pool.end();
    await database.drop();
  });

  it('finds the payouts issued with the month statement the ledger gives, and the command exits 0', async () => {
    expect(await verifyIncome({ store, db })).toEqual({
      events: 10,
      lines: 7,
      statements: 2 * 3 + 1 * 3,
      authors: 2,
      microEuros: 3 * 3_333 + 500 + 3 * 3_333,
      difference: null,
    });
    const cli = await runCli(database.url);
    expect(cli.output).toContain('10 events, 7 ledger lines, 9 statements, 2 authors, 0.02 € in all');
    expect(cli.code).toBe(0);
  }, 60_000);

  it('leaves out, on both sides, what the projection has not applied yet, and counts it once applied', async () => {
    await store.append('reader-r2', [read('a1', 'r2', '2026-12-03T09:00:00.000Z')], 'no_stream');
    expect(await verifyIncome({ store, db })).toMatchObject({ events: 10, lines: 7, difference: null });
    await project();
    expect(await verifyIncome({ store, db })).toMatchObject({ events: 11, lines: 8, difference: null });
  });

  it('names a payout issued with other figures than the month statement', async () => {
    // Rounded up to a cent: what the carry is there to prevent.
    await store.append(
      'income-a2',
      [payout('a2', '2026-10-01', '2026-11-01', { reads: 3, microEuros: 9_999, cents: 1 })],
      'no_stream',
    );
    await project();
    expect((await verifyIncome({ store, db })).difference).toEqual({
      authorId: 'a2',
      period: 'payout',
      periodStart: '2026-10-01',
      what: 's-a2-2026-10-01 carriedOutMicroEuros',
      expected: '9999',
      actual: '0',
    });
  });

  it('names a ledger line missing from the read model before a later author', async () => {
    const { numDeletedRows } = await db
      .deleteFrom('income.ledger')
      .where('author_id', '=', 'a1')
      .where('at', '=', new Date('2026-11-02T09:00:00.000Z'))
      .executeTakeFirst();
    expect(numDeletedRows).toBe(1n);
    expect((await verifyIncome({ store, db })).difference).toMatchObject({
      authorId: 'a1',
      period: 'ledger',
      periodStart: '2026-11-01',
      expected: 'present',
      actual: 'missing',
    });
    // Past its retention a line may leave the ledger: only one dated before the horizon is no difference.
    const since = (at: string) => verifyIncome({ store, db, detailKeptFrom: new Date(at) });
    expect((await since('2026-11-02T09:00:00.000Z')).difference).toMatchObject({
      authorId: 'a1',
      period: 'ledger',
    });
    expect((await since('2026-11-02T09:00:00.001Z')).difference).toMatchObject({
      authorId: 'a2',
      period: 'payout',
    });
  });
});
