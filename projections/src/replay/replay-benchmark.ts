/**
 * Times `replay all` against a plain read of the same feed, in the same run, so the ratio holds on a busy machine.
 * Fills the database with a platform mix the first time (kept for the next runs).
 * Usage: node --import tsx replay-benchmark.ts <database url> [engagement events] [runs] [projection,...]
 */
import { START, createPostgresEventStore, migrateEventStore } from '@afrimedia/event-store';
import { ensureDatabase } from '@afrimedia/postgres';
import { createReadModelsDb, migrateReadModels } from '@afrimedia/read-models';
import pg from 'pg';
import { projections } from '../index.ts';
import { platformMix } from '../testing/platform-mix.ts';
import { replayProjections } from './replay.ts';

const [url, engagements = '180000', runs = '3', only] = process.argv.slice(2);
if (!url) {
  console.error('usage: replay-benchmark.ts <database url> [engagement events] [runs] [projection,...]');
  process.exit(2);
}
await ensureDatabase(url);
const pool = new pg.Pool({ connectionString: url, max: 12 });
await migrateEventStore(pool);
const db = createReadModelsDb(pool);
await migrateReadModels(db);
const store = createPostgresEventStore({ pool });
const rebuilt = only
  ? projections.filter((projection) => only.split(',').includes(projection.name))
  : projections;

const stored = await pool.query<{ total: string }>('select count(*)::text as total from event_store.events');
if (stored.rows[0]?.total === '0') {
  const appends = platformMix({ users: 20_000, engagements: Number(engagements) });
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < appends.length) {
        const { stream, events } = appends[next++]!;
        await store.append(stream, events, 'any');
      }
    }),
  );
}
// The events the rebuilt projections read: all of them unless some projections are left out.
const total = Number(
  (
    await pool.query<{ total: string }>(
      'select count(*)::text as total from event_store.events where type = any($1::text[])',
      [rebuilt.flatMap((projection) => projection.canHandle)],
    )
  ).rows[0]?.total,
);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const feedRates: number[] = [];
const replayRates: number[] = [];
for (let run = 0; run < Number(runs); run += 1) {
  let started = performance.now();
  let read = 0;
  for await (const _ of store.readAll(START, { batchSize: 1_000 })) read += 1;
  feedRates.push((read * 1000) / (performance.now() - started));

  started = performance.now();
  await replayProjections({ store, db, projections: rebuilt });
  replayRates.push((total * 1000) / (performance.now() - started));
  console.log(
    `run ${run + 1}: feed read ${Math.round(feedRates.at(-1)!)} events/s, replay all ${Math.round(replayRates.at(-1)!)} events/s`,
  );
}
const feed = median(feedRates);
const replay = median(replayRates);
console.log(
  `${rebuilt.map((projection) => projection.name).join(', ')}: ${total} events, median of ${runs}: feed read ${Math.round(feed)} events/s, replay all ${Math.round(replay)} events/s (${((replay / feed) * 100).toFixed(1)} % of the feed read)`,
);
await store.close();
await pool.end();
