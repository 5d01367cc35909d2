import { getPostgreSQLEventStore } from '@event-driven-io/emmett-postgresql';
import {
  createPostgresEventStore,
  DEFAULT_GROUP_COMMIT,
  migrateEventStore,
  type NewEvent,
} from '@afrimedia/event-store';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { seededRandom } from '../data/seeded-random.ts';
import {
  costPerOperation,
  manyWritersBound,
  oneWriterBound,
  type CostedRun,
  type OperationCost,
} from '../measure/batch-cost.ts';
import { cpuSpent, sampleCpu, sampleCpuIfReadable } from '../measure/cpu-time.ts';
import { pgbenchRate, plainLoopRate } from '../measure/independent-ceiling.ts';
import { throughput } from '../measure/throughput.ts';
import { targetOf, type Figure, type Target } from '../report/model.ts';
import { formatNumber, formatRatio } from '../report/markdown.ts';
import { median, ratio } from '../stats.ts';
import type { Scenario } from './scenario.ts';

const MANY = 16;
const CEILING_16 = 'one-row INSERT, 16 connections';
const PLAIN_LOOP = 'one-row INSERT, 16 connections, plain pg loop';
const PGBENCH = 'one-row INSERT, 16 clients, pgbench';
const STORE_1 = 'store, 1 writer, single events';
const ALONE_1 = 'store without group commit, 1 writer, single events';
const ALONE_16 = 'store without group commit, 16 writers, single events';
const BATCH = 50;
/** Streams each writer spreads its appends over: readers' streams, each written by one writer at a time. */
const STREAMS_PER_WRITER = 500;

const CEILING_TABLE = `create table bench_ceiling.events (
  position bigint generated always as identity primary key,
  event_id uuid not null unique,
  stream text not null,
  type text not null,
  data jsonb not null,
  metadata jsonb not null
)`;

/**
 * A pool with its connections open before anything is timed, kept open between variants: opening a connection
 * (authentication included) costs more than many appends, and a short variant would mostly measure that.
 */
async function openWarmPool(url: string): Promise<pg.Pool> {
  const pool = new pg.Pool({ connectionString: url, max: MANY + 4, idleTimeoutMillis: 0 });
  const clients = await Promise.all(Array.from({ length: MANY + 4 }, () => pool.connect()));
  for (const client of clients) client.release();
  return pool;
}

/** Reader engagement events like those the API appends, ids drawn from a seeded sequence. */
function eventFactory(seed: number) {
  const random = seededRandom(seed);
  return (count: number): NewEvent[] =>
    Array.from({ length: count }, () => {
      const readerId = `bench-reader-${random.index(100_000)}`;
      return {
        id: random.uuid(),
        type: 'Liked',
        data: {
          readerId,
          targetId: `bench-content-${random.index(100_000)}`,
          at: '2026-11-23T12:00:00.000Z',
        },
        metadata: {
          correlationId: random.uuid(),
          causationId: random.uuid(),
          actorId: readerId,
          occurredAt: '2026-11-23T12:00:00.000Z',
          schemaVersion: 1,
        },
      };
    });
}

/** The same event as Emmett takes it: its metadata carries our id and metadata beside its own. */
const asEmmettEvent = (event: NewEvent) => ({
  type: event.type,
  data: event.data as Record<string, unknown>,
  metadata: { eventId: event.id, ...event.metadata },
});

/** The variants in a run's order: the one writer with and without group commit swap places every other run. */
function inTurn<T>(
  variants: ReadonlyArray<readonly [string, T]>,
  run: number,
): ReadonlyArray<readonly [string, T]> {
  if (run % 2 === 0) return variants;
  const first = variants.findIndex(([name]) => name === STORE_1);
  const second = variants.findIndex(([name]) => name === ALONE_1);
  const swapped = [...variants];
  [swapped[first], swapped[second]] = [variants[second]!, variants[first]!];
  return swapped;
}

const streamOf = (variant: string, writer: number, iteration: number) =>
  `reader-${variant}-${writer}-${iteration % STREAMS_PER_WRITER}`;

const rowOf = (stream: string) => (event: NewEvent) => [
  event.id,
  stream,
  event.type,
  JSON.stringify(event.data),
  JSON.stringify(event.metadata),
];

/** COPY text format: tabs between columns, backslashes and control characters escaped. */
const copyLine = (cells: readonly string[]) =>
  `${cells.map((cell) => cell.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n')).join('\t')}\n`;

/**
 * Appends through the store's public API (single events and 50-event batches, 1 and 16 writers) beside what
 * PostgreSQL does with the same rows without an event store (one-row inserts, multi-row INSERT, COPY) and beside
 * Emmett's PostgreSQL event store appending the same events.
 */
export const appendsScenario: Scenario = {
  name: 'appends',
  async run({ server, sizes, log }) {
    const url = await server.freshDatabase('appends');
    const pool = await openWarmPool(url);
    await migrateEventStore(pool);
    await pool.query('create schema bench_ceiling');
    await pool.query(CEILING_TABLE);
    const store = createPostgresEventStore({ pool });
    const storeAlone = createPostgresEventStore({ pool, groupCommit: false });
    // Emmett gets a pool of its own, as large as the store's, so both wait on the server and never on the pool.
    const emmettPool = await openWarmPool(url);
    const emmett = getPostgreSQLEventStore(url, { connectionOptions: { pool: emmettPool } });
    const events = eventFactory(42);
    const insertRows = async (stream: string, batch: NewEvent[]) => {
      const values = batch.flatMap(rowOf(stream));
      const placeholders = batch
        .map((_, row) => `(${[1, 2, 3, 4, 5].map((column) => `$${row * 5 + column}`).join(', ')})`)
        .join(', ');
      await pool.query(
        `insert into bench_ceiling.events (event_id, stream, type, data, metadata) values ${placeholders}`,
        values,
      );
      return batch.length;
    };
    const copyRows = async (stream: string, batch: NewEvent[]) => {
      const client = await pool.connect();
      try {
        const sink = client.query(
          copyFrom('copy bench_ceiling.events (event_id, stream, type, data, metadata) from stdin'),
        );
        await pipeline(Readable.from(batch.map((event) => copyLine(rowOf(stream)(event)))), sink);
      } finally {
        client.release();
      }
      return batch.length;
    };

    const variants: Record<
      string,
      { writers: number; operation: (w: number, i: number) => Promise<number> }
    > = {
      [STORE_1]: {
        writers: 1,
        operation: async (w, i) => (await store.append(streamOf('s1', w, i), events(1), 'any'), 1),
      },
      [ALONE_1]: {
        writers: 1,
        operation: async (w, i) => (await storeAlone.append(streamOf('a1', w, i), events(1), 'any'), 1),
      },
      'store, 16 writers, single events': {
        writers: MANY,
        operation: async (w, i) => (await store.append(streamOf('s16', w, i), events(1), 'any'), 1),
      },
      [ALONE_16]: {
        writers: MANY,
        operation: async (w, i) => (await storeAlone.append(streamOf('a16', w, i), events(1), 'any'), 1),
      },
      'store, 1 writer, 50-event batches': {
        writers: 1,
        operation: async (w, i) => (await store.append(streamOf('b1', w, i), events(BATCH), 'any'), BATCH),
      },
      'store, 16 writers, 50-event batches': {
        writers: MANY,
        operation: async (w, i) => (await store.append(streamOf('b16', w, i), events(BATCH), 'any'), BATCH),
      },
      'one-row INSERT, 1 connection': {
        writers: 1,
        operation: (w, i) => insertRows(streamOf('i1', w, i), events(1)),
      },
      [CEILING_16]: {
        writers: MANY,
        operation: (w, i) => insertRows(streamOf('i16', w, i), events(1)),
      },
      '50-row INSERT, 1 connection': {
        writers: 1,
        operation: (w, i) => insertRows(streamOf('m1', w, i), events(BATCH)),
      },
      '50-row INSERT, 16 connections': {
        writers: MANY,
        operation: (w, i) => insertRows(streamOf('m16', w, i), events(BATCH)),
      },
      'COPY of 50 rows, 16 connections': {
        writers: MANY,
        operation: (w, i) => copyRows(streamOf('c16', w, i), events(BATCH)),
      },
      'Emmett, 16 writers, single events': {
        writers: MANY,
        operation: async (w, i) => {
          await emmett.appendToStream(streamOf('e16', w, i), events(1).map(asEmmettEvent));
          return 1;
        },
      },
      'Emmett, 16 writers, 50-event batches': {
        writers: MANY,
        operation: async (w, i) => {
          await emmett.appendToStream(streamOf('eb16', w, i), events(BATCH).map(asEmmettEvent));
          return BATCH;
        },
      },
    };
    // The harness's ceiling checked by tools that share none of its code: a plain loop over clients of its own,
    // and pgbench where the machine has it.
    const plainRow = events(1)[0]!;
    const independentCeilings: Record<string, (run: number) => Promise<number | undefined>> = {
      [PLAIN_LOOP]: (run) =>
        plainLoopRate(url, MANY, sizes.appendMs, (connection, iteration) => ({
          text: 'insert into bench_ceiling.events (event_id, stream, type, data, metadata) values ($1, $2, $3, $4, $5)',
          values: rowOf(streamOf(`p${run}`, connection, iteration))({ ...plainRow, id: events(1)[0]!.id }),
        })),
      [PGBENCH]: () =>
        pgbenchRate(
          url,
          MANY,
          Math.max(1, Math.round(sizes.appendMs / 1000)),
          `insert into bench_ceiling.events (event_id, stream, type, data, metadata) values (gen_random_uuid(), 'reader-pgbench-' || :client_id, '${plainRow.type}', '${JSON.stringify(plainRow.data)}', '${JSON.stringify(plainRow.metadata)}');\n`,
        ),
    };
    // Emmett creates its schema on its first append; that is set-up, not a measurement.
    await emmett.appendToStream('reader-emmett-warm-up', events(1).map(asEmmettEvent));
    // The first variant measured would otherwise also pay for compiling the append path and filling the caches.
    for (const name of [STORE_1, ALONE_1]) await throughput(sizes.appendMs, 1, variants[name]!.operation);

    const rates = new Map<string, number[]>(Object.keys(variants).map((name) => [name, []]));
    const costed = new Map<string, CostedRun[]>(Object.keys(variants).map((name) => [name, []]));
    for (let run = 0; run < sizes.runs; run += 1) {
      // Each run measures every variant in turn, so a busy moment of the machine spreads over all of them. The one
      // writer with and without group commit, whose ratio is held to ±10%, go one right after the other, first one
      // then the other: a run's first variant follows the previous run's heaviest loads and pgbench.
      for (const [name, variant] of inTurn(Object.entries(variants), run)) {
        const cpuBefore = sampleCpuIfReadable(process.pid);
        const done = await throughput(sizes.appendMs, variant.writers, variant.operation);
        const cpu = cpuBefore && cpuSpent(cpuBefore, sampleCpu(process.pid));
        costed.get(name)!.push({ done, writers: variant.writers, ...(cpu ? { cpu } : {}) });
        const rate = done.perSecond;
        rates.get(name)!.push(rate);
        log(`  run ${run + 1}: ${name}: ${Math.round(rate)} events/s`);
      }
      for (const [name, measure] of Object.entries(independentCeilings)) {
        const rate = await measure(run);
        if (rate === undefined) continue;
        rates.set(name, [...(rates.get(name) ?? []), rate]);
        log(`  run ${run + 1}: ${name}: ${Math.round(rate)} events/s`);
      }
    }
    await emmett.close();
    await emmettPool.end();
    await store.close();
    await storeAlone.close();
    await pool.end();

    const rateOf = (name: string) => median(rates.get(name)!);
    const figure = (measure: string, beside?: string): Figure => ({
      measure,
      value: rateOf(measure),
      unit: 'events/s',
      runs: rates.get(measure)!,
      ...(beside
        ? {
            beside: { measure: beside, value: rateOf(beside), ratio: ratio(rateOf(measure), rateOf(beside)) },
          }
        : {}),
    });
    const target = (goal: string, measure: string, beside: string, at: number, bound?: string): Target => {
      const r = ratio(rateOf(measure), rateOf(beside));
      return targetOf(goal, formatRatio(r), r !== null && r >= at, bound);
    };
    const timesCeiling = (value: number) => formatRatio(ratio(value, rateOf(CEILING_16)));
    const spread = (name: string) =>
      `${formatNumber(Math.min(...rates.get(name)!))}–${formatNumber(Math.max(...rates.get(name)!))} events/s`;
    const oneWriter = ratio(rateOf(STORE_1), rateOf(ALONE_1));
    const emmettRate = rateOf('Emmett, 16 writers, single events');
    // What a 50-event append cost beside a 50-row INSERT, when /proc could be read.
    const batchBound = (
      store: string,
      insert: string,
      bound: (units: number, store: OperationCost, insert: OperationCost) => string,
    ) => {
      const [storeCost, insertCost] = [store, insert].map((name) =>
        costPerOperation(costed.get(name)!, BATCH),
      );
      return storeCost && insertCost ? bound(BATCH, storeCost, insertCost) : undefined;
    };
    return {
      name: 'appends',
      title: 'Appends',
      figures: [
        figure(CEILING_16, PLAIN_LOOP),
        ...(rates.has(PGBENCH) ? [figure(CEILING_16, PGBENCH)] : []),
        figure(STORE_1, 'one-row INSERT, 1 connection'),
        figure(STORE_1, ALONE_1),
        figure('store, 16 writers, single events', ALONE_16),
        figure('store, 16 writers, single events', CEILING_16),
        figure('store, 16 writers, single events', 'Emmett, 16 writers, single events'),
        figure('store, 1 writer, 50-event batches', '50-row INSERT, 1 connection'),
        figure('store, 16 writers, 50-event batches', '50-row INSERT, 16 connections'),
        figure('store, 16 writers, 50-event batches', 'COPY of 50 rows, 16 connections'),
        figure('store, 16 writers, 50-event batches', 'Emmett, 16 writers, 50-event batches'),
      ],
      targets: [
        target(
          "the harness's 16-connection ceiling ≥ 0.8× a plain pg loop's in the same run (else it loses work)",
          CEILING_16,
          PLAIN_LOOP,
          0.8,
        ),
        target(
          'single-event appends from 16 writers ≥ 0.8× one-row INSERTs from 16 connections (group commit)',
          'store, 16 writers, single events',
          CEILING_16,
          0.8,
        ),
        target(
          'single-event appends from 16 writers ≥ 5× Emmett',
          'store, 16 writers, single events',
          'Emmett, 16 writers, single events',
          5,
          `5× Emmett's ${formatNumber(emmettRate)} events/s is ${formatNumber(5 * emmettRate)} events/s, ` +
            `${timesCeiling(5 * emmettRate)} this run's ceiling of one-row INSERTs from 16 connections ` +
            `(${formatNumber(rateOf(CEILING_16))} events/s, each row its own commit); the store's 16 writers ` +
            `reached ${timesCeiling(rateOf('store, 16 writers, single events'))} that ceiling by sharing commits, ` +
            `without group commit ${timesCeiling(rateOf(ALONE_16))}`,
        ),
        targetOf(
          'one writer as fast with group commit as without it (±10%: no added wait when idle)',
          formatRatio(oneWriter),
          oneWriter !== null && Math.abs(oneWriter - 1) <= 0.1,
          'one writer has one append in flight at a time, which goes out at once through the same statement with ' +
            `group commit or without it; this run's runs of the same variant spread over ${spread(STORE_1)} with ` +
            `it and ${spread(ALONE_1)} without`,
        ),
        target(
          '50-event batches from 16 writers ≥ 0.8× the 50-row INSERT from 16 connections',
          'store, 16 writers, 50-event batches',
          '50-row INSERT, 16 connections',
          0.8,
          batchBound(
            'store, 16 writers, 50-event batches',
            '50-row INSERT, 16 connections',
            manyWritersBound,
          ),
        ),
        target(
          '50-event batches from 1 writer ≥ 0.8× the 50-row INSERT from 1 connection',
          'store, 1 writer, 50-event batches',
          '50-row INSERT, 1 connection',
          0.8,
          batchBound('store, 1 writer, 50-event batches', '50-row INSERT, 1 connection', oneWriterBound),
        ),
      ],
      notes: [
        `Each variant appends for ${sizes.appendMs / 1000} s, ${sizes.runs} runs, variants interleaved within a run ` +
          '(one writer with and without group commit one right after the other, which first alternating by run, both ' +
          'warmed up for as long before the first run). ' +
          `Events are reader engagement events (\`Liked\`, about 330 bytes of JSON each) spread over ` +
          `${STREAMS_PER_WRITER} reader streams per writer, appended with expected version \`any\` through ` +
          '`EventStore.append` (its gap-free feed, idempotent ids and checks included), with its default group commit ' +
          `(${JSON.stringify(DEFAULT_GROUP_COMMIT)}: appends made while a commit is in flight share the next one) and ` +
          'without it (each append its own transaction). The ceilings insert the same ' +
          'rows into a plain table (identity key, unique event id, jsonb data and metadata) with no event-store ' +
          `logic; Emmett (\`@event-driven-io/emmett-postgresql\`) appends the same events to its own tables in the ` +
          'same database through `appendToStream`.',
        'The 16-connection ceiling is checked in every run against two counters that share no code with the ' +
          'harness: a plain loop of one-row INSERTs over 16 `pg` clients of its own, and `pgbench` with 16 clients ' +
          `inserting the same row${rates.has(PGBENCH) ? '' : ' (not on this machine: no figure)'}.`,
      ],
    };
  },
};
