import type { EventMetadata, RecordedEvent } from '@afrimedia/event-store';
import type { KafkaMessage, Message, TopicMessages } from 'kafkajs';
import { topicOf } from './topic.ts';

/** Headers of every relayed message: consumers dedupe by the event id, since delivery is at least once. */
export const RELAY_HEADERS = {
  eventId: 'event-id',
  eventType: 'event-type',
  schemaVersion: 'schema-version',
  /** `<commit>:<prepare>` of the event in the store's global feed. */
  globalPosition: 'global-position',
  /** The W3C trace context the event was appended in, when it was traced: Kafka consumers continue that trace. */
  traceparent: 'traceparent',
} as const;

export interface RelayMessage {
  readonly topic: string;
  /** With a partition, the message goes there; without, to its key's partition. */
  readonly message: Message & {
    readonly key: string;
    readonly value: string;
    readonly headers: Readonly<Record<string, string>>;
  };
}

/** The event keyed by its stream, so all of a stream's events go to one partition, in order. */
export function relayMessage(event: RecordedEvent, topicPrefix?: string): RelayMessage {
  return {
    topic: topicOf(event.stream, topicPrefix),
    message: {
      key: event.stream,
      value: JSON.stringify({
        id: event.id,
        stream: event.stream,
        // A stream never nears 2^53 events; a number keeps versions comparable for consumers.
        version: Number(event.version),
        type: event.type,
        data: event.data,
        metadata: event.metadata,
        recordedAt: event.recordedAt.toISOString(),
      }),
      headers: {
        [RELAY_HEADERS.eventId]: event.id,
        [RELAY_HEADERS.eventType]: event.type,
        [RELAY_HEADERS.schemaVersion]: String(event.metadata.schemaVersion),
        [RELAY_HEADERS.globalPosition]: `${event.position.commit}:${event.position.prepare}`,
        ...(event.metadata.traceparent ? { [RELAY_HEADERS.traceparent]: event.metadata.traceparent } : {}),
      },
    },
  };
}

/** The stored event a relayed message carries, as the store recorded it: what `relayMessage` wrote, read back. */
export function recordedEventOf(message: KafkaMessage): RecordedEvent {
  const position = String(message.headers?.[RELAY_HEADERS.globalPosition] ?? '');
  const [commit, prepare, ...rest] = position.split(':');
  if (!commit || !prepare || rest.length > 0)
    throw new Error(
      `a relayed message at offset ${message.offset} has no ${RELAY_HEADERS.globalPosition} header`,
    );
  const value = JSON.parse(message.value?.toString('utf8') ?? 'null') as {
    id: string;
    stream: string;
    version: number;
    type: string;
    data: unknown;
    metadata: EventMetadata;
    recordedAt: string;
  };
  return {
    id: value.id,
    stream: value.stream,
    version: BigInt(value.version),
    position: { commit: BigInt(commit), prepare: BigInt(prepare) },
    type: value.type,
    data: value.data,
    metadata: value.metadata,
    recordedAt: new Date(value.recordedAt),
  };
}

/**
 * The messages as successive sendBatch calls, in order, each grouped by topic and at most `maxBytes` of keys,
 * values and headers (a message larger than that goes alone). The broker refuses a partition's batch over its
 * message.max.bytes (1 MiB by default), which 500 long article bodies would pass.
 */
export function sendBatchesOf(messages: readonly RelayMessage[], maxBytes: number): TopicMessages[][] {
  const batches: TopicMessages[][] = [];
  let byTopic = new Map<string, TopicMessages>();
  let bytes = 0;
  for (const { topic, message } of messages) {
    const size = sizeOf(message);
    if (byTopic.size > 0 && bytes + size > maxBytes) {
      batches.push([...byTopic.values()]);
      byTopic = new Map();
      bytes = 0;
    }
    const grouped = byTopic.get(topic) ?? { topic, messages: [] };
    grouped.messages.push(message);
    byTopic.set(topic, grouped);
    bytes += size;
  }
  if (byTopic.size > 0) batches.push([...byTopic.values()]);
  return batches;
}

function sizeOf(message: RelayMessage['message']): number {
  const headers = Object.entries(message.headers).reduce(
    (total, [name, value]) => total + Buffer.byteLength(name) + Buffer.byteLength(value),
    0,
  );
  return Buffer.byteLength(message.key) + Buffer.byteLength(message.value) + headers;
}
