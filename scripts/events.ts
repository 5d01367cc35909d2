/**
 * `npm run events -- export [--type T]… [--stream S] [--from DATE] [--to DATE] [--out FILE] [--no-personal]`: the
 * selected events of the configured store as NDJSON (one record a line, in feed order, as the console's export
 * writes them), to FILE or standard output, with a progress bar on standard error.
 * `npm run events -- replay --to-kafka [same selection]`: sends the selected events again to their categories'
 * topics on KAFKA_BROKERS, as the relay sent them (personal fields sealed); consumers drop those they have.
 */
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { AdminEventFilter } from '@afrimedia/contracts';
import { ConfigError, loadConfig } from '@afrimedia/config';
import { republishEvents } from '@afrimedia/event-relay';
import {
  createApiDb,
  createLogger,
  exportedEvents,
  filteredEvents,
  openPlatformDatabase,
  openPlatformEventStore,
} from '@afrimedia/api';
import { progressBar } from '@afrimedia/projections';
import pg from 'pg';

const root = resolve(import.meta.dirname, '..');
const USAGE =
  'usage: npm run events -- export [--type T]… [--stream S] [--from DATE] [--to DATE] [--out FILE] [--no-personal]\n' +
  '       npm run events -- replay --to-kafka [--type T]… [--stream S] [--from DATE] [--to DATE]';

class UsageError extends Error {}

function selection(values: {
  type?: string[];
  stream?: string;
  from?: string;
  to?: string;
}): AdminEventFilter {
  const instant = (name: string, value: string | undefined) => {
    if (value === undefined) return undefined;
    const parsed = Date.parse(value);
    if (Number.isNaN(parsed))
      throw new UsageError(`--${name} must be a date or an instant (2026-11-01, 2026-11-01T12:00:00Z)`);
    return new Date(parsed).toISOString();
  };
  const from = instant('from', values.from);
  const to = instant('to', values.to);
  if (from && to && from > to) throw new UsageError('--from must not be after --to');
  return {
    ...(values.stream ? { streamId: values.stream } : {}),
    ...(values.type && values.type.length > 0 ? { type: values.type } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
  } as AdminEventFilter;
}

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    args: process.argv.slice(2),
    allowPositionals: true,
    options: {
      type: { type: 'string', multiple: true },
      stream: { type: 'string' },
      from: { type: 'string' },
      to: { type: 'string' },
      out: { type: 'string' },
      'no-personal': { type: 'boolean' },
      'to-kafka': { type: 'boolean' },
    },
  });
  const [command, ...rest] = positionals;
  if (rest.length > 0 || (command !== 'export' && command !== 'replay')) throw new UsageError(USAGE);
  if (command === 'replay' && !values['to-kafka'])
    throw new UsageError('replay needs --to-kafka: it sends to Kafka only');
  const filter = selection(values);
  const config = loadConfig();
  if (command === 'replay' && !config.kafkaBrokers)
    throw new UsageError('replay --to-kafka needs KAFKA_BROKERS');

  const logger = createLogger({ level: 'warn' });
  const dataDir = resolve(root, config.dataDir);
  const database = await openPlatformDatabase({ databaseUrl: config.databaseUrl, dataDir, logger });
  const pool = new pg.Pool({ connectionString: database.url, max: 4 });
  const opened = await openPlatformEventStore({ ...config, dataDir }, pool, createApiDb(pool));
  const started = performance.now();
  // EventStoreDB offers no count by filter: its bar counts against a total of 0.
  const total = config.eventStoreUrl ? 0 : await countOf(pool, filter);
  const bar = progressBar(total);
  const progress = (done: number) =>
    bar({ projection: command, applied: done, elapsedMs: performance.now() - started });
  try {
    if (command === 'replay') {
      // The raw store: what goes to Kafka keeps its personal fields sealed.
      const sent = await republishEvents(filteredEvents(opened.stored, filter), {
        brokers: config.kafkaBrokers!,
        topicPrefix: config.kafkaTopicPrefix,
        onProgress: progress,
      });
      process.stderr.write(`\n${sent} events sent again to Kafka\n`);
      return 0;
    }
    const out = values.out ? createWriteStream(values.out) : process.stdout;
    let written = 0;
    for await (const record of exportedEvents(opened, filter, { personal: !values['no-personal'] })) {
      if (!out.write(`${JSON.stringify(record)}\n`)) await once(out, 'drain');
      written += 1;
      if (written % 500 === 0) progress(written);
    }
    progress(written);
    if (values.out) {
      out.end();
      await once(out, 'finish');
    }
    process.stderr.write(`\n${written} events exported\n`);
    return 0;
  } finally {
    await opened.store.close();
    await pool.end();
    await database.stop();
  }
}

/** How many events the selection holds, for the progress bar (the Postgres store). */
async function countOf(pool: pg.Pool, filter: AdminEventFilter): Promise<number> {
  const result = await pool.query<{ total: string }>(
    `select count(*)::text as total from event_store.events e
      where ($1::text is null or e.stream = $1)
        and ($2::text[] is null or e.type = any($2))
        and ($3::timestamptz is null or e.recorded_at >= $3)
        and ($4::timestamptz is null or e.recorded_at <= $4)`,
    [filter.streamId ?? null, filter.type ?? null, filter.from ?? null, filter.to ?? null],
  );
  return Number(result.rows[0]?.total ?? 0);
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError || error instanceof UsageError ? error.message : error);
    process.exit(error instanceof UsageError ? 2 : 1);
  },
);
