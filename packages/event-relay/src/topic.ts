export const DEFAULT_TOPIC_PREFIX = 'afrimedia';

/** What Kafka accepts in a topic name (it refuses the topic otherwise, and the relay could get no further). */
const TOPIC_NAME = /^[a-zA-Z0-9._-]{1,249}$/;

/**
 * The topic of a stream's events: one per stream category (`user-123` → `afrimedia.user`), so a consumer
 * subscribes to the categories it cares about and never sees the others.
 */
export function topicOf(stream: string, prefix = DEFAULT_TOPIC_PREFIX): string {
  const category = stream.split('-', 1)[0]!;
  const topic = `${prefix}.${category}`;
  if (category === '' || !TOPIC_NAME.test(topic))
    throw new Error(`stream "${stream}" has no category that can name a Kafka topic (got "${topic}")`);
  return topic;
}
