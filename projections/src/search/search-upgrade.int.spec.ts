import { createTestDatabase, type TestDatabase } from '@afrimedia/postgres/testing';
import {
  createReadModelsDb,
  readModelMigrations,
  searchContents,
  type ReadModels,
} from '@afrimedia/read-models';
import { Migrator, sql, type Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const BEFORE_ONE_VECTOR = '2026_11_29_0100_kafka_offsets';

describe('upgrading a search index of four vectors to one', () => {
  let database: TestDatabase;
  let db: Kysely<ReadModels>;
  const migrator = () =>
    new Migrator({
      db,
      provider: { getMigrations: async () => readModelMigrations },
      migrationTableName: 'read_models_migrations',
      migrationLockTableName: 'read_models_migrations_lock',
    });
  const search = async (filter: string) =>
    (await searchContents(db, { filter })).rows.map((row) => row.contentId);

  beforeAll(async () => {
    database = await createTestDatabase('search_upgrade');
    db = createReadModelsDb(new pg.Pool({ connectionString: database.url, max: 2 }));
    const before = await migrator().migrateTo(BEFORE_ONE_VECTOR);
    if (before.error) throw before.error;
    await sql`insert into search.documents (content_id, kind, media_type, slug, title, short_names, summary,
        author_id, author_name, publication_id, topics, status, published_at)
      values ('novels', 'article', 'article', 'novels', 'رواياتٌ جديدةٌ من الرباط', 'Nouveaux romans de Rabat',
        'جولة في أحدث الروايات.', 'amina', 'Amina Benali', 'p1', '{literature}', 'published', now()),
        ('fintech', 'article', 'article', 'fintech', 'Why fintech keeps winning in Lagos', '',
        'Payments startups raised more money than any other sector.', 'chidi', 'Chidi Okafor', 'p1', '{finance}',
        'published', now())`.execute(db);
    await sql`insert into search.popularity (content_id) values ('novels'), ('fintech')`.execute(db);
    const latest = await migrator().migrateToLatest();
    if (latest.error) throw latest.error;
  });
  afterAll(async () => {
    await db.destroy();
    await database.drop();
  });

  it('indexes the documents already there again, words and typos included', async () => {
    expect(await search('payment')).toEqual(['fintech']);
    expect(await search('روايات')).toEqual(['novels']);
    expect(await search('romans')).toEqual(['novels']);
    expect(await search('okafr')).toEqual(['fintech']);
  });

  it('goes back to four vectors and up again', async () => {
    const down = await migrator().migrateTo(BEFORE_ONE_VECTOR);
    expect(down.error).toBeUndefined();
    const up = await migrator().migrateToLatest();
    expect(up.error).toBeUndefined();
    expect(await search('payment')).toEqual(['fintech']);
  });
});
