import { Migrator, type Kysely, type MigrationResultSet } from 'kysely';
import { readModelMigrations } from './migrations/index.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any database: migrations are typed Kysely<any>
export async function migrateReadModels(db: Kysely<any>): Promise<MigrationResultSet> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => readModelMigrations },
    migrationTableName: 'read_models_migrations',
    migrationLockTableName: 'read_models_migrations_lock',
  });
  const result = await migrator.migrateToLatest();
  if (result.error) throw result.error;
  return result;
}
