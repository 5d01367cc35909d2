import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { withDatabase } from './database-url.ts';
import { dropDatabase, ensureDatabase } from './ensure-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresServerUrl: string;
  }
}

export interface TestDatabase {
  readonly url: string;
  drop(): Promise<void>;
}

/** The run's one PostgreSQL server (its maintenance database). */
export function postgresServerUrl(): string {
  return inject('postgresServerUrl');
}

/**
 * A fresh, empty database on the run's one PostgreSQL server (DATABASE_URL's, or the embedded one the
 * global setup started), so spec files never see each other's rows.
 */
export async function createTestDatabase(label = 'test'): Promise<TestDatabase> {
  const safeLabel = label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .slice(0, 30);
  const url = withDatabase(postgresServerUrl(), `t_${safeLabel}_${randomBytes(4).toString('hex')}`);
  await ensureDatabase(url);
  return { url, drop: () => dropDatabase(url) };
}
