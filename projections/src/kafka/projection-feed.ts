import { createHash } from 'node:crypto';
import {
  relayMessage,
  startEventRelay,
  type EventRelay,
  type EventRelayOptions,
  type RelayMessage,
} from '@afrimedia/event-relay';
import type { RecordedEvent } from '@afrimedia/event-store';
import { Kafka, logLevel, type Admin } from 'kafkajs';
import type { Projection } from '../runtime/projection.ts';

/**
 * The projections' feed on Kafka: one topic, one partition per projection, holding in feed order every event that
 * projection handles. A consumer group spreads the partitions, so the projections, over its workers; each partition
 * keeps the store's global order, so a projection fed from Kafka writes the rows a rebuild from the store writes,
 * whatever other streams' events its handlers look at.
 */
export interface ProjectionFeed {
  /**
   * `<prefix>.projections-<digest of the projections' names>`: another set of projections numbers the partitions
   * otherwise, so it gets a topic of its own, which the relay fills from the start of the store.
   */
  readonly topic: string;
  readonly projections: readonly Projection[];
  projectionAt(partition: number): Projection;
  /** For the relay: the event once on each partition of a projection that handles it, none when none does. */
  route(event: RecordedEvent): RelayMessage[];
}

export function projectionFeed(projections: readonly Projection[], topicPrefix: string): ProjectionFeed {
  // By name, so every process that has the same projections numbers the partitions the same way.
  const ordered = [...projections].sort((a, b) => a.name.localeCompare(b.name, 'en'));
  const digest = createHash('sha256')
    .update(ordered.map((projection) => projection.name).join('\n'))
    .digest('hex')
    .slice(0, 8);
  const topic = `${topicPrefix}.projections-${digest}`;
  const partitionsByType = new Map<string, number[]>();
  for (const [partition, projection] of ordered.entries())
    for (const type of projection.canHandle)
      partitionsByType.set(type, [...(partitionsByType.get(type) ?? []), partition]);
  return {
    topic,
    projections: ordered,
    projectionAt(partition) {
      const projection = ordered[partition];
      if (!projection) throw new Error(`${topic} has no projection at partition ${partition}`);
      return projection;
    },
    route(event) {
      const { message } = relayMessage(event);
      return (partitionsByType.get(event.type) ?? []).map((partition) => ({
        topic,
        message: { ...message, key: ordered[partition]!.name, partition },
      }));
    },
  };
}

const TOPIC_READY_MS = 30_000;

/**
 * Creates the feed's topic with a partition per projection unless it exists, and waits until every partition has
 * a leader. Whoever subscribes or publishes first must find all of them: a consumer group shares out the partitions
 * it sees when its members join, and a topic Kafka makes by itself on a first send has a single partition.
 */
export async function ensureProjectionFeedTopic(admin: Admin, feed: ProjectionFeed): Promise<void> {
  const wanted = feed.projections.length;
  if (!(await admin.listTopics()).includes(feed.topic)) {
    // false when another process created it first, which is as good.
    await admin.createTopics({
      topics: [{ topic: feed.topic, numPartitions: wanted }],
      waitForLeaders: true,
    });
  }
  const deadline = Date.now() + TOPIC_READY_MS;
  for (;;) {
    const [metadata] = (await admin.fetchTopicMetadata({ topics: [feed.topic] })).topics;
    const partitions = metadata?.partitions ?? [];
    if (
      partitions.length > wanted ||
      (partitions.length > 0 && partitions.length < wanted && Date.now() > deadline)
    )
      throw new Error(
        `${feed.topic} has ${partitions.length} partitions where its ${wanted} projections need ${wanted}`,
      );
    if (partitions.length === wanted && partitions.every((partition) => partition.leader >= 0)) return;
    if (Date.now() > deadline) throw new Error(`${feed.topic} has no leader for every partition yet`);
    await new Promise((wait) => setTimeout(wait, 100));
  }
}

/** The relay that fills the feed, once its topic stands with every partition. */
export async function startProjectionFeedRelay(
  options: Omit<EventRelayOptions, 'name' | 'route' | 'topicPrefix'> & { readonly feed: ProjectionFeed },
): Promise<EventRelay> {
  const { feed, ...relay } = options;
  const admin = new Kafka({ brokers: [...options.brokers], logLevel: logLevel.NOTHING }).admin();
  await admin.connect();
  try {
    await ensureProjectionFeedTopic(admin, feed);
  } finally {
    await admin.disconnect();
  }
  return startEventRelay({ ...relay, name: feed.topic, route: feed.route });
}
