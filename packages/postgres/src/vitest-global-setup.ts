import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from './embedded.ts';

/**
 * One PostgreSQL server per vitest project that uses this setup: the one DATABASE_URL points at, else an
 * embedded one that lives in a throw-away folder and is stopped when the run ends.
 */
export default async function setup(project: TestProject) {
  const given = process.env.DATABASE_URL;
  if (given) {
    project.provide('postgresServerUrl', given);
    return;
  }
  const root = resolve(import.meta.dirname, '../../../.data');
  mkdirSync(root, { recursive: true });
  const dataDir = join(mkdtempSync(join(root, 'test-pg-')), 'cluster');
  const server = await startEmbeddedPostgres({ dataDir, persistent: false });
  project.provide('postgresServerUrl', server.url);
  return async () => {
    await server.stop();
    rmSync(resolve(dataDir, '..'), { recursive: true, force: true });
  };
}
