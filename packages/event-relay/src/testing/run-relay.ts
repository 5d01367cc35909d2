/**
 * The relay in a process of its own, for the crash test: publishes the feed until it is caught up, then exits 0.
 * Usage: node --import tsx run-relay.ts <database url> <brokers> <relay name> <topic prefix> <batch size>
 */
import { createPostgresEventStore } from '@afrimedia/event-store';
import pg from 'pg';
import { startEventRelay } from '../event-relay.ts';

const [url, brokers, name, topicPrefix, batchSize] = process.argv.slice(2);
if (!url || !brokers || !name || !topicPrefix || !batchSize) {
  console.error('usage: run-relay.ts <database url> <brokers> <relay name> <topic prefix> <batch size>');
  process.exit(2);
}
const pool = new pg.Pool({ connectionString: url, max: 4 });
const store = createPostgresEventStore({ pool });
const relay = startEventRelay({
  store,
  pool,
  brokers: brokers.split(','),
  name,
  topicPrefix,
  batchSize: Number(batchSize),
});
await relay.caughtUp();
await relay.stop();
await store.close();
await pool.end();
console.log('caught up');
