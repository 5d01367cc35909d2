/**
 * The relay of the projections' feed in a process of its own, for the consumer-group test: publishes the store to
 * the feed's topic until it is caught up, then exits 0.
 * Usage: node --import tsx run-projection-feed-relay.ts <database url> <brokers> <topic prefix> <batch size>
 */
import { createPostgresEventStore } from '@afrimedia/event-store';
import pg from 'pg';
import { projections } from '../index.ts';
import { projectionFeed, startProjectionFeedRelay } from '../kafka/projection-feed.ts';

const [url, brokers, topicPrefix, batchSize] = process.argv.slice(2);
if (!url || !brokers || !topicPrefix || !batchSize) {
  console.error('usage: run-projection-feed-relay.ts <database url> <brokers> <topic prefix> <batch size>');
  process.exit(2);
}
const feed = projectionFeed(projections, topicPrefix);
const pool = new pg.Pool({ connectionString: url, max: 4 });
const store = createPostgresEventStore({ pool });
const relay = await startProjectionFeedRelay({
  store,
  pool,
  brokers: brokers.split(','),
  feed,
  batchSize: Number(batchSize),
});
await relay.caughtUp();
await relay.stop();
await store.close();
await pool.end();
console.log('caught up');
