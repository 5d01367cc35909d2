import { randomBytes, randomUUID } from 'node:crypto';
import { reservations, schemaVersionOf, userStream } from '@afrimedia/domain';
import { startEventRelay } from '@afrimedia/event-relay';
import { createPostgresEventStore, migrateEventStore } from '@afrimedia/event-store';
import { createTestDatabase, type TestDatabase } from '@afrimedia/postgres/testing';
import { Kafka, logLevel } from 'kafkajs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiDb } from '../storage/api-db.ts';
import { migrateApiTables } from '../storage/migrate-api.ts';
import { openSealedStore } from './open-sealed-store.ts';
import { kafkaBrokersForTests } from '@afrimedia/event-relay/testing';

const brokers = kafkaBrokersForTests();

describe.skipIf(brokers.length === 0)('personal data on Kafka', () => {
  let database: TestDatabase;
  let pool: pg.Pool;
  beforeAll(async () => {
    database = await createTestDatabase('sealed_on_kafka');
    pool = new pg.Pool({ connectionString: database.url, max: 4 });
    await migrateEventStore(pool);
    await migrateApiTables(createApiDb(pool));
  });
  afterAll(async () => {
    await pool.end();
    await database.drop();
  });

  it('leaves the platform sealed: the relayed event holds its sealed field and none of the person', async () => {
    const stored = createPostgresEventStore({ pool });
    const { store } = await openSealedStore({ db: createApiDb(pool), stored, masterKey: randomBytes(32) });
    const userId = randomUUID();
    const email = `ama.${userId.slice(0, 8)}@example.test`;
    const at = new Date().toISOString();
    await store.append(
      userStream(userId),
      [
        {
          id: randomUUID(),
          type: 'UserRegistered',
          data: {
            userId,
            role: 'reader',
            language: 'en',
            passwordHash: 'hash',
            termsAcceptedAt: at,
            registeredAt: at,
            personal: { email, firstName: 'Ama', phone: '+233201234567' },
          },
          metadata: {
            correlationId: userId,
            causationId: userId,
            actorId: userId,
            occurredAt: at,
            schemaVersion: schemaVersionOf('UserRegistered'),
          },
        },
      ],
      'no_stream',
      { reservations: [reservations.email(email)] },
    );
    const topicPrefix = `sealed-${randomUUID().slice(0, 8)}`;
    const relay = startEventRelay({ store: stored, pool, brokers, topicPrefix, name: topicPrefix });
    const kafka = new Kafka({ clientId: topicPrefix, brokers, logLevel: logLevel.NOTHING });
    const consumer = kafka.consumer({ groupId: topicPrefix });
    try {
      await relay.caughtUp();
      await consumer.connect();
      await consumer.subscribe({ topic: `${topicPrefix}.user`, fromBeginning: true });
      const value = await new Promise<string>((resolve) => {
        void consumer.run({ eachMessage: async ({ message }) => resolve(message.value?.toString() ?? '') });
      });
      expect(value).toContain('"personalSealed"');
      expect(value).not.toMatch(/ama\.|Ama|233201234567/);
      expect(value).toContain(userId);
    } finally {
      await consumer.disconnect();
      await relay.stop();
      await stored.close();
    }
  }, 90_000);
});
