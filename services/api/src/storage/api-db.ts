import type { ReadModels } from '@afrimedia/read-models';
import { Kysely, PostgresDialect } from 'kysely';
import type pg from 'pg';
import type { ApiTables } from './api-tables.ts';

/** What the API queries: the read models and its own tables, on one pool. */
export type ApiDb = Kysely<ReadModels & ApiTables>;

export function createApiDb(pool: pg.Pool): ApiDb {
  return new Kysely<ReadModels & ApiTables>({ dialect: new PostgresDialect({ pool }) });
}

/**
 * The same database seen as the read models alone, for the read-model query functions. Kysely's database type
 * is invariant (transactions take it as a parameter), so the wider type is narrowed here, once.
 */
export const readModelsOf = (db: ApiDb): Kysely<ReadModels> => db as unknown as Kysely<ReadModels>;
