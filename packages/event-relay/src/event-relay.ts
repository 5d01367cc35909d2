import { isInFeed, type EventStore, type GlobalPosition, type RecordedEvent } from '@afrimedia/event-store';
import { Kafka, logLevel, type Producer } from 'kafkajs';
import type pg from 'pg';
import { migrateEventRelay, readRelayCheckpoint, saveRelayCheckpoint } from './checkpoints.ts';
import { connectedProducer, MAX_SEND_BYTES } from './producer.ts';
import { relayMessage, sendBatchesOf, type RelayMessage } from './relay-message.ts';
import { DEFAULT_TOPIC_PREFIX } from './topic.ts';

export interface EventRelayOptions {
  /** The raw store: sealed personal fields stay sealed on the way to the broker. */
  readonly store: EventStore;
  /** Where the relay keeps its checkpoint (the table relay.checkpoints, created at start). */
  readonly pool: pg.Pool;
  readonly brokers: readonly string[];
  /** The checkpoint's name: each name publishes the whole feed once, whatever the others did. */
  readonly name?: string;
  /** Topics are `<topicPrefix>.<category>`. */
  readonly topicPrefix?: string;
  /**
   * The messages an event becomes, none to leave it out; by default one on its stream category's topic, keyed by
   * its stream. The relay's order and checkpoint hold whatever the routing.
   */
  readonly route?: (event: RecordedEvent) => readonly RelayMessage[];
  readonly batchSize?: number;
  /** Pause between two looks at the feed once everything is published. */
  readonly idleMs?: number;
  /** Called with each failure (the relay retries after a pause); console.error when absent. */
  readonly onError?: (error: unknown) => void;
}

export interface RelayStatus {
  /** Events acknowledged by the broker since this relay started (each event once, however many messages). */
  readonly eventsRelayed: number;
  /** How long the newest event it sent had waited when a full batch left (more wait behind it); 0 once caught up. */
  readonly lagMs: number;
}

export interface EventRelay {
  status(): RelayStatus;
  /** Resolves once every event committed before the call is acknowledged by the broker and checkpointed. */
  caughtUp(): Promise<void>;
  /** Finishes the batch under way, checkpoint included, and stops. */
  stop(): Promise<void>;
}

const FIRST_RETRY_MS = 500;
const LAST_RETRY_MS = 10_000;

/**
 * Publishes the store's global feed to Kafka, in feed order, at least once: each batch is sent, acknowledged by
 * the broker, and only then checkpointed, so a relay killed in between publishes that batch again when it
 * restarts. Consumers dedupe by the event-id header.
 */
export function startEventRelay(options: EventRelayOptions): EventRelay {
  const { store, pool } = options;
  const name = options.name ?? 'kafka';
  const topicPrefix = options.topicPrefix ?? DEFAULT_TOPIC_PREFIX;
  const route = options.route ?? ((event: RecordedEvent) => [relayMessage(event, topicPrefix)]);
  const batchSize = options.batchSize ?? 500;
  const idleMs = options.idleMs ?? 100;
  const onError = options.onError ?? ((error) => console.error(`event relay ${name}:`, error));
  const kafka = new Kafka({
    clientId: `event-relay-${name}`,
    brokers: [...options.brokers],
    // kafkajs would log each failure it retries as an ERROR (a new topic's leader still being elected, every time
    // a category first appears); what it gives up on reaches onError.
    logLevel: logLevel.NOTHING,
  });

  let stopped = false;
  let readsStarted = 0;
  let status: RelayStatus = { eventsRelayed: 0, lagMs: 0 };
  let waiters: Array<{ afterRead: number; resolve: () => void; reject: (error: Error) => void }> = [];
  let wake: (() => void) | undefined;
  // caughtUp() cuts an idle pause short, never the pause before a retry.
  const pause = (ms: number, idle: boolean) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        if (!idle && !stopped) return;
        clearTimeout(timer);
        resolve();
      };
    }).finally(() => {
      wake = undefined;
    });

  const loop = (async () => {
    let position: GlobalPosition | undefined;
    let producer: Producer | undefined;
    let retryMs = FIRST_RETRY_MS;
    while (!stopped) {
      try {
        if (position === undefined) {
          await migrateEventRelay(pool);
          position = await readRelayCheckpoint(pool, name);
        }
        producer ??= await connectedProducer(kafka);
        const read = ++readsStarted;
        const batch = await readBatch(store, position, batchSize);
        if (batch.length > 0) {
          const messages = batch.flatMap(route);
          for (const topicMessages of sendBatchesOf(messages, MAX_SEND_BYTES))
            await producer.sendBatch({ topicMessages, acks: -1 });
          const last = batch.at(-1)!.position;
          await saveRelayCheckpoint(pool, name, last);
          position = last;
          const newest = batch.at(-1)!.recordedAt.getTime();
          status = {
            eventsRelayed: status.eventsRelayed + batch.length,
            lagMs: batch.length < batchSize ? 0 : Math.max(0, Date.now() - newest),
          };
        } else {
          status = { ...status, lagMs: 0 };
        }
        retryMs = FIRST_RETRY_MS;
        if (batch.length < batchSize) {
          const done = waiters.filter((waiter) => read > waiter.afterRead);
          waiters = waiters.filter((waiter) => read <= waiter.afterRead);
          for (const waiter of done) waiter.resolve();
          await pause(idleMs, true);
        }
      } catch (error) {
        onError(error);
        // After a failed send the idempotent producer's sequence numbers may no longer match the broker's: a new
        // producer (a new producer id) sends again from the checkpoint.
        await producer?.disconnect().catch(() => {});
        producer = undefined;
        await pause(retryMs, false);
        retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
      }
    }
    await producer?.disconnect().catch(onError);
  })();

  return {
    status: () => status,
    async caughtUp() {
      // Every event committed before this call is at or before the head; once the feed delivers the head, a read
      // that starts afterwards and finds the feed's end has covered them (older open transactions can hold the
      // feed back a moment).
      const head = await store.headPosition();
      while (!stopped && !(await isInFeed(store, head)))
        await new Promise((resolve) => setTimeout(resolve, 10));
      await new Promise<void>((resolve, reject) => {
        if (stopped) return reject(new Error(`event relay ${name} stopped before catching up`));
        waiters.push({ afterRead: readsStarted, resolve, reject });
        wake?.();
      });
    },
    async stop() {
      stopped = true;
      wake?.();
      for (const waiter of waiters.splice(0))
        waiter.reject(new Error(`event relay ${name} stopped before catching up`));
      await loop;
    },
  };
}

async function readBatch(
  store: EventStore,
  from: GlobalPosition,
  batchSize: number,
): Promise<RecordedEvent[]> {
  const batch: RecordedEvent[] = [];
  for await (const event of store.readAll(from, { batchSize })) {
    batch.push(event);
    if (batch.length === batchSize) break;
  }
  return batch;
}
