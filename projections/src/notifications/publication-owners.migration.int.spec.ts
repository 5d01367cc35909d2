import { randomUUID } from 'node:crypto';
import { migrateEventStore } from '@afrimedia/event-store';
import { createTestDatabase, type TestDatabase } from '@afrimedia/postgres/testing';
import {
  createReadModelsDb,
  migrateReadModels,
  readModelMigrations,
  type ReadModels,
} from '@afrimedia/read-models';
import { Migrator, sql, type Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * A platform that had publications before the notifications projection tracked their owners: the migration
 * fills them in from the events, so a decision on an old publication reaches its owner without the projection
 * reading the feed again (which would send every past decision's mail today).
 */
describe('the migration that makes the notifications projection know publications', () => {
  let database: TestDatabase;
  let pool: pg.Pool;
  let db: Kysely<ReadModels>;

  beforeAll(async () => {
    database = await createTestDatabase('publication_owners_migration');
    pool = new pg.Pool({ connectionString: database.url, max: 2 });
    db = createReadModelsDb(pool);
    await migrateEventStore(pool);
    const before = new Migrator({
      db,
      provider: { getMigrations: async () => readModelMigrations },
      migrationTableName: 'read_models_migrations',
      migrationLockTableName: 'read_models_migrations_lock',
    });
    const { error } = await before.migrateTo('2026_11_23_0300_admin_console');
    if (error) throw error;
  });
  afterAll(async () => {
    await db.destroy();
    await database.drop();
  });

  const recorded = async (stream: string, version: number, type: string, data: Record<string, unknown>) => {
    await sql`
      insert into event_store.events (event_id, stream, version, type, data, metadata)
      values (${randomUUID()}, ${stream}, ${version}, ${type}, ${JSON.stringify(data)}::jsonb, '{}'::jsonb)`.execute(
      db,
    );
  };
  const created = (publicationId: string, ownerId: string, name: string) => ({
    publicationId,
    ownerId,
    name,
    slug: publicationId,
    description: 'Music from Dakar',
    topics: ['music'],
    thumbnail: { url: '/media/thumb.jpg', sizeBytes: 1000, widthPx: 800 },
    createdAt: '2026-11-20T08:00:00.000Z',
  });

  it('records each publication’s owner under its latest name', async () => {
    await recorded('publication-p1', 0, 'PublicationCreated', created('p1', 'awa', 'Dakar Beats'));
    await recorded('publication-p2', 0, 'PublicationCreated', created('p2', 'kofi', 'Accra Frames'));
    await recorded('publication-p1', 1, 'PublicationEdited', {
      publicationId: 'p1',
      name: 'Ritmos de Dakar',
    });
    await recorded('publication-p1', 2, 'PublicationEdited', { publicationId: 'p1', name: 'Sons de Dakar' });
    await migrateReadModels(db);
    expect(
      await db.selectFrom('notifications.publications').selectAll().orderBy('publication_id').execute(),
    ).toEqual([
      { publication_id: 'p1', owner_id: 'awa', name: 'Sons de Dakar' },
      { publication_id: 'p2', owner_id: 'kofi', name: 'Accra Frames' },
    ]);
  });
});
