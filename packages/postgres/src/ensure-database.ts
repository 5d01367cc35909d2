import pg from 'pg';
import { databaseName, withDatabase } from './database-url.ts';

const DUPLICATE_DATABASE = '42P04';
const IN_USE = '55006';

/** Creates the database named in `url` when the server lacks it (and tolerates a concurrent creator). */
export async function ensureDatabase(url: string): Promise<void> {
  const name = databaseName(url);
  const client = maintenanceClient(url);
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount) return;
    await client.query(`create database ${quoteIdentifier(name)}`);
  } catch (error) {
    if ((error as { code?: string }).code !== DUPLICATE_DATABASE) throw error;
  } finally {
    await client.end();
  }
}

/**
 * Drops the database named in `url`. Connections a caller just closed can linger for a moment on the server;
 * forcing them off at once makes a client that is still closing see a FATAL error it never asked for, so the
 * drop waits for them (up to `graceMs`) and forces only what is left, such as a killed process's sessions.
 */
export async function dropDatabase(url: string, graceMs = 3_000): Promise<void> {
  const name = quoteIdentifier(databaseName(url));
  const client = maintenanceClient(url);
  await client.connect();
  try {
    for (const deadline = Date.now() + graceMs; Date.now() < deadline;) {
      try {
        await client.query(`drop database if exists ${name}`);
        return;
      } catch (error) {
        if ((error as { code?: string }).code !== IN_USE) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
    await client.query(`drop database if exists ${name} with (force)`);
  } finally {
    await client.end();
  }
}

function maintenanceClient(url: string): pg.Client {
  const client = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
  // The server going away fails the pending query, which the caller sees; unheard, the event would end the process.
  client.on('error', () => {});
  return client;
}

function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
