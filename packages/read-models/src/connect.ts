import { Kysely, PostgresDialect } from 'kysely';
import type pg from 'pg';
import type { ReadModels } from './database.ts';

// int8 columns (positions, counters) arrive as strings; callers convert with BigInt where it matters.
export function createReadModelsDb(pool: pg.Pool): Kysely<ReadModels> {
  return new Kysely<ReadModels>({ dialect: new PostgresDialect({ pool }) });
}
