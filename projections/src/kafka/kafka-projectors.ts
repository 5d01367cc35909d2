import { recordedEventOf } from '@afrimedia/event-relay';
import { comparePositions, type GlobalPosition, type RecordedEvent } from '@afrimedia/event-store';
import type { ReadModels } from '@afrimedia/read-models';
import { Kafka, logLevel, type KafkaMessage } from 'kafkajs';
import { sql, type Kysely, type Transaction } from 'kysely';
import { advanceCheckpoint, readCheckpoint } from '../runtime/checkpoints.ts';
import { toProjected } from '../runtime/projected-event.ts';
import { inProjectionSpan } from '../runtime/projection-span.ts';
import type { Projection } from '../runtime/projection.ts';
import type { ProjectorStatus } from '../runtime/projector.ts';
import { ensureProjectionFeedTopic, type ProjectionFeed } from './projection-feed.ts';

const SESSION_TIMEOUT_MS = 10_000;
const HEARTBEAT_MS = 1_000;

export interface KafkaProjectorsOptions {
  readonly brokers: readonly string[];
  /** Workers of one group share the projections out; each projection is applied by one of them at a time. */
  readonly groupId: string;
  readonly feed: ProjectionFeed;
  readonly db: Kysely<ReadModels>;
  readonly clientId?: string;
  /**
   * Reads a relayed event as the projections must see it: personal fields travel sealed, and the platform opens
   * them with their owner's key as its store does. As it is when absent.
   */
  readonly open?: (event: RecordedEvent) => Promise<RecordedEvent>;
  /** Messages of a partition applied in one transaction. */
  readonly batchSize?: number;
  /** Each failure; the worker applies the batch again. console.error when absent. */
  readonly onError?: (error: unknown) => void;
  readonly onBatchCommitted?: (projection: string, position: GlobalPosition) => void;
}

export interface KafkaProjectors {
  /** The projections whose partitions the group gave this worker, as of its last rebalance. */
  assigned(): readonly string[];
  /** Those of them this worker has applied a batch of, as their partitions stood after it. */
  statuses(): ProjectorStatus[];
  /** Finishes the transaction under way and leaves the group, whose other workers take its projections. */
  stop(): Promise<void>;
}

/**
 * A worker of the projectors' consumer group. It applies each partition it is given (one projection's events, in
 * the store's order) in transactions that also move the projection's checkpoint and the partition's offset, so the
 * read models, the checkpoint and the offset never disagree. A worker that takes a partition over starts at the
 * offset written with the rows; a message at or before the checkpoint (the relay sends again what it sent before a
 * crash, or two workers overlap during a rebalance) is dropped, so nothing is applied twice.
 */
export async function startKafkaProjectors(options: KafkaProjectorsOptions): Promise<KafkaProjectors> {
  const { feed, db, groupId } = options;
  const batchSize = options.batchSize ?? 500;
  const open = options.open ?? (async (event: RecordedEvent) => event);
  const onError = options.onError ?? ((error) => console.error(`projectors of ${groupId}:`, error));
  const kafka = new Kafka({
    clientId: options.clientId ?? `projectors-${groupId}`,
    brokers: [...options.brokers],
    logLevel: logLevel.NOTHING,
  });
  const admin = kafka.admin();
  await admin.connect();
  try {
    await ensureProjectionFeedTopic(admin, feed);
  } finally {
    await admin.disconnect();
  }

  const consumer = kafka.consumer({
    groupId,
    // A killed worker's projections move to the others after this long without its heartbeat.
    sessionTimeout: SESSION_TIMEOUT_MS,
    heartbeatInterval: HEARTBEAT_MS,
    maxWaitTimeInMs: 100,
    // The topic is made above with its partitions; a consumer making it would give it one.
    allowAutoTopicCreation: false,
  });
  let assigned: number[] = [];
  const states = new Map<number, ProjectorStatus>();
  consumer.on(consumer.events.GROUP_JOIN, ({ payload }) => {
    assigned = payload.memberAssignment[feed.topic] ?? [];
    for (const partition of states.keys()) if (!assigned.includes(partition)) states.delete(partition);
    startAtSavedOffsets(assigned).catch(onError);
  });
  consumer.on(consumer.events.CRASH, ({ payload }) => onError(payload.error));

  /** Where the read models are: the partition's offset written with them (the topic's start when none). */
  async function startAtSavedOffsets(partitions: readonly number[]) {
    if (partitions.length === 0) return;
    const saved = await db
      .selectFrom('projections.kafka_offsets')
      .select(['partition', 'next_offset'])
      .where('group_id', '=', groupId)
      .where('topic', '=', feed.topic)
      .where('partition', 'in', [...partitions])
      .execute();
    for (const { partition, next_offset } of saved)
      consumer.seek({ topic: feed.topic, partition, offset: String(next_offset) });
  }

  async function saveOffset(trx: Transaction<ReadModels>, partition: number, next: bigint) {
    await trx
      .insertInto('projections.kafka_offsets')
      .values({ group_id: groupId, topic: feed.topic, partition, next_offset: next })
      .onConflict((conflict) =>
        conflict
          .columns(['group_id', 'topic', 'partition'])
          .doUpdateSet({ next_offset: next, updated_at: sql<Date>`now()` })
          .where('projections.kafka_offsets.next_offset', '<', next.toString()),
      )
      .execute();
  }

  /**
   * Applies the messages past the checkpoint, with the checkpoint and the offset; again if another worker moved the
   * checkpoint meanwhile. Returns where the checkpoint stands.
   */
  async function apply(
    projection: Projection,
    partition: number,
    messages: readonly KafkaMessage[],
  ): Promise<{ position: GlobalPosition; eventsHandled: bigint }> {
    const next = BigInt(messages.at(-1)!.offset) + 1n;
    for (;;) {
      const checkpoint = await readCheckpoint(db, projection.name);
      const events = await Promise.all(
        newerThan(checkpoint.position, messages).map(async (event) => toProjected(await open(event))),
      );
      const last = events.at(-1)?.position ?? checkpoint.position;
      const moved = await inProjectionSpan(projection.name, events, () =>
        db.transaction().execute(async (trx) => {
          if (events.length > 0) {
            await projection.handle(trx, events);
            if (!(await advanceCheckpoint(trx, projection.name, checkpoint.position, last, events.length)))
              return false;
          }
          await saveOffset(trx, partition, next);
          return true;
        }),
      );
      if (moved) {
        if (events.length > 0) options.onBatchCommitted?.(projection.name, last);
        return { position: last, eventsHandled: checkpoint.eventsHandled + BigInt(events.length) };
      }
    }
  }

  await consumer.connect();
  await consumer.subscribe({ topic: feed.topic, fromBeginning: true });
  await consumer.run({
    autoCommit: false,
    eachBatchAutoResolve: false,
    eachBatch: async ({ batch, resolveOffset, heartbeat, isRunning, isStale }) => {
      const projection = feed.projectionAt(batch.partition);
      for (let start = 0; start < batch.messages.length; start += batchSize) {
        if (!isRunning() || isStale()) return;
        const messages = batch.messages.slice(start, start + batchSize);
        // kafkajs heartbeats only when asked: a long transaction (search analyses every text) must not pass for a
        // dead worker, whose partitions the group would hand out while it still writes.
        const beating = setInterval(() => heartbeat().catch(() => {}), HEARTBEAT_MS);
        const before = states.get(batch.partition);
        try {
          const applied = await apply(projection, batch.partition, messages);
          const behind = Number(BigInt(batch.highWatermark) - BigInt(messages.at(-1)!.offset) - 1n);
          // The next message's age as Kafka stamped it when the relay sent it; beyond this batch, at most the age
          // of the last one applied.
          const waiting =
            batch.messages[start + messages.length] ?? (behind > 0 ? messages.at(-1) : undefined);
          states.set(batch.partition, {
            name: projection.name,
            ...applied,
            caughtUp: behind <= 0,
            lagMs: waiting ? Math.max(0, Date.now() - Number(waiting.timestamp)) : 0,
            lagEvents: Math.max(0, behind),
            lastError: null,
            blockedOn: null,
          });
        } catch (error) {
          if (before) states.set(batch.partition, { ...before, lastError: String(error) });
          onError(error);
          throw error;
        } finally {
          clearInterval(beating);
        }
        resolveOffset(messages.at(-1)!.offset);
        await heartbeat();
      }
    },
  });

  return {
    assigned: () => assigned.map((partition) => feed.projectionAt(partition).name),
    statuses: () => [...states.values()],
    async stop() {
      await consumer.disconnect();
    },
  };
}

/** The events after `position`, each once, in order: a relay that sent a stretch again repeats earlier positions. */
function newerThan(position: GlobalPosition, messages: readonly KafkaMessage[]): RecordedEvent[] {
  const events: RecordedEvent[] = [];
  let last = position;
  for (const message of messages) {
    const recorded = recordedEventOf(message);
    if (comparePositions(recorded.position, last) <= 0) continue;
    events.push(recorded);
    last = recorded.position;
  }
  return events;
}
