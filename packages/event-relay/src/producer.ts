import { Partitioners, type Kafka, type Producer } from 'kafkajs';

/** Below the broker's default message.max.bytes (1 MiB), which bounds each partition's share of a send. */
export const MAX_SEND_BYTES = 512 * 1024;

/** A producer that keeps each partition's order through retries and never writes a retried batch twice. */
export async function connectedProducer(kafka: Kafka): Promise<Producer> {
  const producer = kafka.producer({
    idempotent: true,
    // More than one request in flight could reorder a partition's batches when one is retried.
    maxInFlightRequests: 1,
    // The Java client's murmur2, so consumers in any language find a stream's partition the same way.
    createPartitioner: Partitioners.DefaultPartitioner,
  });
  try {
    await producer.connect();
  } catch (error) {
    await producer.disconnect().catch(() => {});
    throw error;
  }
  return producer;
}
