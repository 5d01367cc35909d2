import { loadConfig } from '@afrimedia/config';
import { migrateEventRelay, startEventRelay } from '@afrimedia/event-relay';
import { START } from '@afrimedia/event-store';
import {
  projectionFeed,
  projections,
  startKafkaProjectors,
  startProjectionFeedRelay,
  type KafkaProjectors,
} from '@afrimedia/projections';
import { Kafka, logLevel } from 'kafkajs';
import { sql } from 'kysely';
import { formatNumber } from '../report/markdown.ts';
import { median, ratio } from '../stats.ts';
import type { Scenario } from './scenario.ts';

const FEED_BATCH = 1_000;
const RELAY_BATCH = 1_000;
const WORKERS = 2;

/**
 * The event stream on Kafka, on the generated platform: the relay publishing the whole store to the stream
 * categories' topics, the projections' relay publishing it to their feed (each event once per projection that
 * handles it), and a consumer group of two workers rebuilding every projection from that feed, each beside reading
 * the store's feed alone in the same run. Needs a broker (KAFKA_BROKERS, e.g. infra/kafka/start.sh).
 */
export const kafkaScenario: Scenario = {
  name: 'kafka',
  async run({ platform: generated, sizes, log }) {
    const brokers = [...(loadConfig({ KAFKA_BROKERS: process.env.KAFKA_BROKERS }).kafkaBrokers ?? [])];
    if (brokers.length === 0)
      return {
        name: 'kafka',
        title: 'The event stream on Kafka',
        figures: [],
        targets: [],
        notes: ['Not run: no KAFKA_BROKERS (infra/kafka/start.sh starts a broker and prints it).'],
      };
    const platform = await generated();
    await migrateEventRelay(platform.pool);
    const total = Number(
      (await platform.pool.query<{ total: string }>('select count(*)::text as total from event_store.events'))
        .rows[0]?.total ?? 0,
    );
    const admin = new Kafka({ brokers, logLevel: logLevel.NOTHING }).admin();
    await admin.connect();
    const feedRates: number[] = [];
    const relayRates: number[] = [];
    const feedRelayRates: number[] = [];
    const groupRates: number[] = [];
    let messages = 0;
    try {
      for (let run = 0; run < sizes.rebuildRuns; run += 1) {
        const prefix = `bench-${process.pid}-${Date.now()}`;
        let started = performance.now();
        let read = 0;
        for await (const _ of platform.store.readAll(START, { batchSize: FEED_BATCH })) read += 1;
        feedRates.push((read * 1000) / (performance.now() - started));

        started = performance.now();
        const relay = startEventRelay({
          store: platform.store,
          pool: platform.pool,
          brokers,
          name: `${prefix}.categories`,
          topicPrefix: prefix,
          batchSize: RELAY_BATCH,
        });
        await relay.caughtUp();
        await relay.stop();
        relayRates.push((total * 1000) / (performance.now() - started));

        const feed = projectionFeed(projections, prefix);
        started = performance.now();
        const feedRelay = await startProjectionFeedRelay({
          store: platform.store,
          pool: platform.pool,
          brokers,
          feed,
          batchSize: RELAY_BATCH,
        });
        await feedRelay.caughtUp();
        await feedRelay.stop();
        feedRelayRates.push((total * 1000) / (performance.now() - started));
        messages = (await admin.fetchTopicOffsets(feed.topic)).reduce(
          (sum, { high }) => sum + Number(high),
          0,
        );

        // Every projection dropped, as a rebuild from the store starts, then fed by the group.
        await platform.db.transaction().execute(async (trx) => {
          for (const projection of projections) await projection.truncate(trx);
          await sql`delete from projections.checkpoints`.execute(trx);
          await sql`delete from projections.kafka_offsets`.execute(trx);
        });
        started = performance.now();
        const workers: KafkaProjectors[] = [];
        for (let worker = 0; worker < WORKERS; worker += 1)
          workers.push(
            await startKafkaProjectors({
              brokers,
              groupId: `${prefix}.projectors`,
              clientId: `bench-worker-${worker}`,
              feed,
              db: platform.db,
            }),
          );
        for (;;) {
          const applied = await platform.pool.query<{ total: string }>(
            'select coalesce(sum(events_handled), 0)::text as total from projections.checkpoints',
          );
          if (Number(applied.rows[0]?.total ?? 0) >= messages) break;
          await new Promise((wait) => setTimeout(wait, 50));
        }
        groupRates.push((total * 1000) / (performance.now() - started));
        await Promise.all(workers.map((worker) => worker.stop()));
        await admin.deleteTopics({
          topics: (await admin.listTopics()).filter((topic) => topic.startsWith(prefix)),
        });
        log(
          `  run ${run + 1}: feed read ${Math.round(feedRates.at(-1)!)} events/s, relay ${Math.round(relayRates.at(-1)!)}, ` +
            `projections' relay ${Math.round(feedRelayRates.at(-1)!)}, group of ${WORKERS} ${Math.round(groupRates.at(-1)!)}`,
        );
      }
    } finally {
      await admin.disconnect();
    }
    const feed = median(feedRates);
    const beside = (value: number) => ({
      measure: 'feed read alone',
      value: feed,
      ratio: ratio(value, feed),
    });
    return {
      name: 'kafka',
      title: `The event stream on Kafka, ${formatNumber(total)} events`,
      figures: [
        {
          measure: 'relay to the categories’ topics',
          value: median(relayRates),
          unit: 'events/s',
          runs: relayRates,
          beside: beside(median(relayRates)),
        },
        {
          measure: 'relay to the projections’ feed',
          value: median(feedRelayRates),
          unit: 'events/s',
          runs: feedRelayRates,
          beside: beside(median(feedRelayRates)),
        },
        {
          measure: `rebuild of every projection by a consumer group of ${WORKERS}`,
          value: median(groupRates),
          unit: 'events/s',
          runs: groupRates,
          beside: beside(median(groupRates)),
        },
      ],
      targets: [],
      notes: [
        `One broker on this machine (KRaft, one node), the platform's PostgreSQL beside it. Each rate is the store's ` +
          `${formatNumber(total)} events ÷ the time: the relays from a checkpoint of their own to the broker's ` +
          `acknowledgement of the last batch (batches of ${RELAY_BATCH}); the group from every projection dropped ` +
          `to every message of the feed applied (${formatNumber(messages)} messages: an event goes once to each of ` +
          `the ${projections.length} projections' partitions that handle it). The two workers run in the bench's ` +
          `process. The feed read is readAll from the start in batches of ${FEED_BATCH}, in the same run. ` +
          `${sizes.rebuildRuns} runs.`,
      ],
    };
  },
};
