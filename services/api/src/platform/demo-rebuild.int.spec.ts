import { seedDemoContent } from '../demo/seed-demo.ts';
import { createPostgresEventStore, migrateEventStore, type PostgresEventStore } from '@afrimedia/event-store';
import { createTestDatabase, type TestDatabase } from '@afrimedia/postgres/testing';
import {
  projections,
  replayProjections,
  snapshotReadModels,
  startProjectorGroup,
} from '@afrimedia/projections';
import { createReadModelsDb, migrateReadModels } from '@afrimedia/read-models';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalMediaStorage } from '../media/local-media-storage.ts';
import { createApiDb } from '../storage/api-db.ts';
import { migrateApiTables } from '../storage/migrate-api.ts';
import { platformDemoMedia } from './demo-media.ts';

describe('read models of a live run', () => {
  let database: TestDatabase;
  let pool: pg.Pool;
  let store: PostgresEventStore;
  let mediaDir: string;

  beforeAll(async () => {
    database = await createTestDatabase('rebuild');
    pool = new pg.Pool({ connectionString: database.url, max: 10 });
    await migrateEventStore(pool);
    await migrateReadModels(createReadModelsDb(pool));
    await migrateApiTables(createApiDb(pool));
    mediaDir = await mkdtemp(join(tmpdir(), 'rebuild-media-'));
    store = createPostgresEventStore({ pool, pollMs: 20 });
  });

  afterAll(async () => {
    await store.close();
    await pool.end();
    await database.drop();
    await rm(mediaDir, { recursive: true, force: true });
  });

  it('equal, row for row, those rebuilt by replaying every projection from the start', async () => {
    const db = createReadModelsDb(pool);
    // Projectors already running while the demo platform is written: the live path, batch by batch.
    const live = startProjectorGroup({ store, db, projections });
    await seedDemoContent(store, {
      hashPassword: async (password) => `hashed:${password}`,
      media: platformDemoMedia({
        storage: createLocalMediaStorage({ dataDir: mediaDir }),
        db: createApiDb(pool),
      }),
    });
    await live.caughtUp();
    await live.stop();
    const afterLiveRun = await snapshotReadModels(pool);
    expect(Object.values(afterLiveRun).flat().length).toBeGreaterThan(0);

    // Rebuilt as `npm run replay -- all` does: one read of the feed feeding every projection, in large batches.
    await replayProjections({ store, db, projections });
    expect(await snapshotReadModels(pool)).toEqual(afterLiveRun);
  });
});
