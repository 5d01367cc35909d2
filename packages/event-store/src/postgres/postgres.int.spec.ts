import { createTestDatabase } from '@afrimedia/postgres/testing';
import pg from 'pg';
import { describeEventStoreContract } from '../contract/event-store.contract.ts';
import { createPostgresEventStore } from './postgres-event-store.ts';
import { migrateEventStore } from './schema.ts';

describeEventStoreContract('PostgreSQL', async () => {
  const database = await createTestDatabase('event_store');
  const pool = new pg.Pool({ connectionString: database.url, max: 20 });
  await migrateEventStore(pool);
  await migrateEventStore(pool);
  const store = createPostgresEventStore({ pool, pollMs: 50 });
  return {
    store,
    async dispose() {
      await store.close();
      await pool.end();
      await database.drop();
    },
  };
});
