/**
 * A worker of the projectors' consumer group in a process of its own, for the consumer-group test: applies the
 * partitions it is given until SIGTERM, then leaves the group and exits 0.
 * Usage: node --import tsx run-kafka-projectors.ts <database url> <brokers> <topic prefix> <group id>
 */
import { createReadModelsDb } from '@afrimedia/read-models';
import pg from 'pg';
import { projections } from '../index.ts';
import { startKafkaProjectors } from '../kafka/kafka-projectors.ts';
import { projectionFeed } from '../kafka/projection-feed.ts';

const [url, brokers, topicPrefix, groupId] = process.argv.slice(2);
if (!url || !brokers || !topicPrefix || !groupId) {
  console.error('usage: run-kafka-projectors.ts <database url> <brokers> <topic prefix> <group id>');
  process.exit(2);
}
const pool = new pg.Pool({ connectionString: url, max: 6 });
const workers = await startKafkaProjectors({
  brokers: brokers.split(','),
  groupId,
  feed: projectionFeed(projections, topicPrefix),
  db: createReadModelsDb(pool),
  onError: (error) => console.error(error),
});
console.log('joined');
process.on('SIGTERM', () => {
  workers
    .stop()
    .then(() => pool.end())
    .then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
});
