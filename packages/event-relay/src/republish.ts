import type { RecordedEvent } from '@afrimedia/event-store';
import { Kafka, logLevel } from 'kafkajs';
import { connectedProducer, MAX_SEND_BYTES } from './producer.ts';
import { relayMessage, sendBatchesOf } from './relay-message.ts';
import { DEFAULT_TOPIC_PREFIX } from './topic.ts';

export interface RepublishOptions {
  readonly brokers: readonly string[];
  readonly topicPrefix?: string;
  readonly batchSize?: number;
  /** Called after each batch the broker acknowledged, with how many events are sent so far. */
  readonly onProgress?: (sent: number) => void;
}

/**
 * Sends the events again, in their order, to their stream categories' topics, exactly as the relay sent them the
 * first time (same keys, same headers): a range an analyst's consumer lost or must read again. Consumers that have
 * them already drop them by their event id. Resolves with how many were sent, each acknowledged by the broker.
 */
export async function republishEvents(
  events: AsyncIterable<RecordedEvent>,
  options: RepublishOptions,
): Promise<number> {
  const batchSize = options.batchSize ?? 500;
  const topicPrefix = options.topicPrefix ?? DEFAULT_TOPIC_PREFIX;
  const kafka = new Kafka({
    clientId: 'event-republisher',
    brokers: [...options.brokers],
    logLevel: logLevel.NOTHING,
  });
  const producer = await connectedProducer(kafka);
  let sent = 0;
  let batch: RecordedEvent[] = [];
  const flush = async () => {
    const messages = batch.map((event) => relayMessage(event, topicPrefix));
    for (const topicMessages of sendBatchesOf(messages, MAX_SEND_BYTES))
      await producer.sendBatch({ topicMessages, acks: -1 });
    sent += batch.length;
    batch = [];
    options.onProgress?.(sent);
  };
  try {
    for await (const event of events) {
      batch.push(event);
      if (batch.length >= batchSize) await flush();
    }
    if (batch.length > 0) await flush();
    return sent;
  } finally {
    await producer.disconnect();
  }
}
